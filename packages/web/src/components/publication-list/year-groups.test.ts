import { describe, expect, it } from "vitest";
import type { Publication } from "@dept/contract";
import { doiUrl, groupByYear } from "./year-groups";

const item = (key: string, year: number, type: Publication["type"], faculty: string[], title = key): Publication => ({
  key,
  title,
  authors: faculty.map((id) => ({ name: `Author ${id}`, faculty: id })),
  faculty,
  year,
  type,
  venue: null,
  doi: null,
  url: null,
});

const list = [
  item("a", 2023, "article", ["ada"], "Alpha"),
  item("b", 2025, "conference", ["ada", "bo"], "Beta"),
  item("c", 2023, "book", ["bo"], "Gamma"),
  item("d", 2021, "article", ["cy"], "Delta"),
];

describe("groupByYear", () => {
  it("puts the newest year first and keeps the list's order within a year", () => {
    expect(groupByYear(list).map((group) => [group.year, group.publications.map((p) => p.key)])).toEqual([
      [2025, ["b"]],
      [2023, ["a", "c"]],
      [2021, ["d"]],
    ]);
    expect(groupByYear([])).toEqual([]);
  });
});

describe("doiUrl", () => {
  it("resolves through doi.org with each part encoded", () => {
    expect(doiUrl("10.5555/jds.2022.0115")).toBe("https://doi.org/10.5555/jds.2022.0115");
    expect(doiUrl("10.1002/(sici)1097#x?y")).toBe("https://doi.org/10.1002/(sici)1097%23x%3Fy");
  });
});
