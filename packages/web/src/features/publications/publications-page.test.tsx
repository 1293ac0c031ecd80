import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { bibtexEntry, type Publication } from "@dept/contract";
import { App } from "../../app/app";
import { createQueryClient } from "../../lib/query-client";
import { testSite } from "../../test/site";
import { en } from "../../i18n/catalogues/en";

const publication = (
  key: string,
  title: string,
  year: number,
  type: Publication["type"],
  faculty: string[],
): Publication => ({
  key,
  title,
  authors: [...faculty.map((id) => ({ name: `Member ${id}`, faculty: id })), { name: "Guest Author" }],
  faculty,
  year,
  type,
  venue: "Journal of Tests",
  doi: key.startsWith("doi:") ? key.slice(4) : null,
  url: null,
});

const publications = [
  publication("doi:10.5555/b", "Beta results", 2025, "conference", ["ada", "bo"]),
  publication("doi:10.5555/a", "Alpha & omega", 2023, "article", ["ada"]),
  publication("title:gamma:2023", "Gamma", 2023, "book", ["bo"]),
];

/** The app at `address`, with the answers it would fetch already in its cache. */
async function openAt(address: string) {
  window.history.replaceState(null, "", address);
  window.dispatchEvent(new PopStateEvent("popstate"));
  const queryClient = createQueryClient();
  queryClient.setQueryData(["publications"], { publications });
  queryClient.setQueryData(["faculty", "list"], {
    faculties: [
      { id: "bo", name: "Dr. Bo Member", designation: "", qualification: "", image: null },
      { id: "ada", name: "Dr. Ada Member", designation: "", qualification: "", image: null },
    ],
  });
  queryClient.setQueryData(["visitors"], 1);
  render(<App queryClient={queryClient} site={testSite} lang="en" catalogue={en} />);
  await screen.findByRole("heading", { level: 1, name: "Publications" });
}

const count = () => screen.getByText(/^\d+ publications?$/).textContent;
const yearHeadings = () => [...document.querySelectorAll("main section > h2")].map((heading) => heading.textContent);

beforeEach(() => {
  // jsdom has no modal dialogs (the browser test tries the real one).
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("the publications page", () => {
  it("lists everything by year, newest first, members linked to their profiles", async () => {
    await openAt("/publications");
    expect(count()).toBe("3 publications");
    expect(yearHeadings()).toEqual(["2025", "2023"]);
    const beta = screen.getByText("Beta results").closest("li")!;
    expect(within(beta).getByRole("link", { name: "Member ada" }).getAttribute("href")).toBe("/faculty/ada");
    expect(within(beta).getByText("Conference paper")).toBeTruthy();
    const doi = within(beta).getByRole("link", { name: /10\.5555\/b/ });
    expect(doi.getAttribute("href")).toBe("https://doi.org/10.5555/b");
    expect(doi.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("filters by the hash query and writes each change back into it", async () => {
    const user = userEvent.setup();
    await openAt("/publications?type=article");
    expect(count()).toBe("1 publication");
    expect((screen.getByLabelText("Type") as HTMLSelectElement).value).toBe("article");

    await user.selectOptions(screen.getByLabelText("Type"), "");
    await user.selectOptions(screen.getByLabelText("Year"), "2023");
    expect(window.location.pathname + window.location.search).toBe("/publications?year=2023");
    expect(count()).toBe("2 publications");

    await user.selectOptions(screen.getByLabelText("Faculty member"), "bo");
    expect(window.location.pathname + window.location.search).toBe("/publications?year=2023&faculty=bo");
    expect(count()).toBe("1 publication");
    expect(screen.getByText("Gamma")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Type"), "article");
    expect(count()).toBe("0 publications");
    expect(screen.getByText("Nothing to show")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(window.location.pathname + window.location.search).toBe("/publications");
    expect(count()).toBe("3 publications");
  });

  it("offers the faculty members in the faculty list's order, each value with its count", async () => {
    await openAt("/publications");
    const options = within(screen.getByLabelText("Faculty member")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "All faculty members",
      "Dr. Bo Member (2)",
      "Dr. Ada Member (2)",
    ]);
    const years = within(screen.getByLabelText("Year")).getAllByRole("option");
    expect(years.map((option) => option.textContent)).toEqual(["All years", "2025 (1)", "2023 (2)"]);
  });

  it("shows an item's BibTeX in the Cite dialog and copies it", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await openAt("/publications");
    await user.click(screen.getByRole("button", { name: "Cite “Alpha & omega”" }));
    const dialog = await screen.findByRole("dialog", { name: "Cite" });
    const text = (within(dialog).getByLabelText("BibTeX") as HTMLTextAreaElement).value;
    // The contract's builder (parsed back in its own test and in the browser test), with the item's key.
    expect(text).toBe(bibtexEntry(publications[1]!, "ada2023alpha"));
    expect(text).toContain("title = {Alpha \\& omega}");

    await user.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(text);
    expect(within(dialog).getByRole("status").textContent).toBe("Copied.");
  });
});
