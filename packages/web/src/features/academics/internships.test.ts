import { describe, expect, it } from "vitest";
import type { Internship } from "@dept/contract";
import { compareYearsNewestFirst, groupInternships } from "./internships";

const internship = (
  category: Internship["category"],
  year: Internship["year"],
  pdf = `${category}-${year}.pdf`,
): Internship => ({ category, year, pdf });

describe("groupInternships", () => {
  it("groups by category (industry first), then by year newest first", () => {
    const groups = groupInternships([
      internship("research", 2023),
      internship("industry", 2022),
      internship("industry", 2024),
      internship("research", 2024),
      internship("industry", 2023),
    ]);
    expect(groups.map((group) => group.category)).toEqual(["industry", "research"]);
    expect(groups.map((group) => group.label)).toEqual(["Industry", "Research"]);
    expect(groups[0]!.years.map((year) => [year.year, year.internships.map((item) => item.pdf)])).toEqual([
      ["2024", ["industry-2024.pdf"]],
      ["2023", ["industry-2023.pdf"]],
      ["2022", ["industry-2022.pdf"]],
    ]);
    expect(groups[1]!.years.map((year) => [year.year, year.internships.map((item) => item.pdf)])).toEqual([
      ["2024", ["research-2024.pdf"]],
      ["2023", ["research-2023.pdf"]],
      ["2022", []],
    ]);
  });

  it("keeps several files of one year in their order and treats number and string years alike", () => {
    const groups = groupInternships([internship("industry", 2024, "a.pdf"), internship("industry", "2024", "b.pdf")]);
    expect(groups[0]!.years).toEqual([
      { year: "2024", internships: [internship("industry", 2024, "a.pdf"), internship("industry", "2024", "b.pdf")] },
    ]);
    expect(groups[1]!.years).toEqual([{ year: "2024", internships: [] }]);
  });

  it("gives both categories with no years for no internships", () => {
    expect(groupInternships([])).toEqual([
      { category: "industry", label: "Industry", years: [] },
      { category: "research", label: "Research", years: [] },
    ]);
  });
});

describe("compareYearsNewestFirst", () => {
  it("orders numeric and academic-year strings newest first, non-numeric last", () => {
    expect(["2022", "2023-24", "later", "2025", "2023-22"].sort(compareYearsNewestFirst)).toEqual([
      "2025",
      "2023-24",
      "2023-22",
      "2022",
      "later",
    ]);
  });
});
