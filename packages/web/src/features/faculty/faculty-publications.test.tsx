import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import type { Publication } from "@dept/contract";
import { createQueryClient } from "../../lib/query-client";
import { FacultyPublications } from "./components/faculty-publications";
import { WithSite } from "../../test/site";

const publication = (key: string, title: string, year: number): Publication => ({
  key,
  title,
  authors: [{ name: "Ada Lovelace", faculty: "ada" }, { name: "Bo Member", faculty: "bo" }, { name: "Guest" }],
  faculty: ["ada", "bo"],
  year,
  type: "article",
  venue: null,
  doi: null,
  url: null,
});

function renderSection(publications: Publication[]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(["publications", "ada"], { publications });
  return render(
    <QueryClientProvider client={queryClient}>
      <FacultyPublications faculty="ada" />
    </QueryClientProvider>,
    { wrapper: WithSite },
  );
}

afterEach(() => cleanup());

describe("a profile's Publications section", () => {
  it("is not there when the member has no publications", () => {
    const { container } = renderSection([]);
    expect(container.innerHTML).toBe("");
  });

  it("lists them by year, newest first, the member in bold, with the .bib download", () => {
    renderSection([
      publication("title:b:2019", "B", 2019),
      publication("title:a:2024", "A", 2024),
      publication("title:c:2024", "C", 2024),
    ]);
    expect(screen.getByRole("heading", { level: 2, name: "Publications" })).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "2024",
      "2019",
    ]);
    expect(screen.getAllByText(/^[ABC]$/).map((title) => title.textContent)).toEqual(["A", "C", "B"]);
    expect(screen.getAllByText("Ada Lovelace")[0]?.tagName).toBe("STRONG");
    expect(screen.getAllByRole("link", { name: "Bo Member" })[0]?.getAttribute("href")).toBe("/faculty/bo");
    const download = screen.getByRole("link", { name: "Download BibTeX (.bib)" });
    expect(download.getAttribute("href")).toBe("/api/publications.bib?faculty=ada");
    expect(download.hasAttribute("download")).toBe(true);
  });
});
