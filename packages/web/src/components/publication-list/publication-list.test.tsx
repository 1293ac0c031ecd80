/**
 * A profile's publication list (issue 35): with 23 works it shows the count per year, the newest
 * 10 and "Show all 23", which brings the rest; the works marked selected come first under
 * "Selected publications"; the works no source dates are listed under "Undated", last.
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { citeKeys, type Publication } from "@dept/contract";
import { PublicationList } from "./publication-list";
import { PROFILE_NEWEST } from "./year-groups";
import { WithSite } from "../../test/site";

/** Works per year as the API answers them: newest year first, then by title; the undated last. */
const YEARS: [number | null, number][] = [
  [2026, 4],
  [2025, 5],
  [2024, 6],
  [2023, 5],
  [null, 3],
];
const SELECTED = ["Work 2026-2", "Work 2024-5"];

const works: Publication[] = YEARS.flatMap(([year, count]) =>
  Array.from({ length: count }, (_, index) => {
    const title = `Work ${year ?? "undated"}-${index + 1}`;
    return {
      key: `title:${title.toLowerCase()}:${year ?? "undated"}`,
      title,
      authors: [{ name: "Ada Lovelace", faculty: "ada.lovelace" }],
      faculty: ["ada.lovelace"],
      year,
      type: "article" as const,
      venue: null,
      doi: null,
      url: null,
      ...(SELECTED.includes(title) && { selected: true as const }),
    };
  }),
);

function renderList() {
  render(
    <PublicationList
      publications={works}
      keys={citeKeys(works)}
      yearHeading="h3"
      member="ada.lovelace"
      newest={PROFILE_NEWEST}
    />,
    { wrapper: WithSite },
  );
}

/** Each section's heading and the titles listed under it, in page order. */
const sections = () =>
  screen.getAllByRole("region").map((section) => ({
    heading: within(section).getByRole("heading", { level: 3 }).textContent,
    titles: [...section.querySelectorAll(".publication__title")].map((title) => title.textContent),
  }));

describe("a profile's publication list", () => {
  it("shows the count per year, the selected works first and the newest 10, then all 23 on Show all", async () => {
    expect(works).toHaveLength(23);
    renderList();
    expect(screen.getByText("2026: 4 · 2025: 5 · 2024: 6 · 2023: 5 · Undated: 3")).toBeTruthy();
    expect(screen.getByText(/Publications per year/)).toBeTruthy();

    const before = sections();
    expect(before[0]).toEqual({ heading: "Selected publications", titles: SELECTED });
    expect(before.slice(1).map((section) => section.heading)).toEqual(["2026", "2025", "2024"]);
    const newest = before.slice(1).flatMap((section) => section.titles);
    expect(newest).toEqual(works.slice(0, 10).map((work) => work.title));
    expect(screen.queryByRole("heading", { name: "Undated" })).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Show all 23" }));
    const after = sections();
    expect(after[0]).toEqual({ heading: "Selected publications", titles: SELECTED });
    expect(after.slice(1).map((section) => section.heading)).toEqual(["2026", "2025", "2024", "2023", "Undated"]);
    expect(after.slice(1).flatMap((section) => section.titles)).toEqual(works.map((work) => work.title));
    expect(after.at(-1)!.titles).toEqual(["Work undated-1", "Work undated-2", "Work undated-3"]);
    expect(screen.queryByRole("button", { name: /Show all/ })).toBeNull();
  });

  it("shows a list of 10 or fewer whole, selected works first, without the per-year line or Show all", () => {
    render(
      <PublicationList
        publications={works.slice(0, 4)}
        keys={citeKeys(works)}
        yearHeading="h3"
        newest={PROFILE_NEWEST}
      />,
      { wrapper: WithSite },
    );
    expect(screen.queryByText(/Publications per year/)).toBeNull();
    expect(screen.queryByRole("button", { name: /Show all/ })).toBeNull();
    expect(sections().map((section) => section.heading)).toEqual(["Selected publications", "2026"]);
  });
});
