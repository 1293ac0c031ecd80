import { describe, expect, it } from "vitest";
import { FOUR_WORKS } from "../../test/publications";
import { doiUrl, groupByYear } from "./year-groups";

const list = FOUR_WORKS;

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
