import { describe, expect, it } from "vitest";
import { FOUR_WORKS } from "../../test/publications";
import { filterPublications } from "@dept/contract";
import { filterChoices, filtersQuery, readFilters } from "./publications";

const list = FOUR_WORKS;

describe("filters", () => {
  it("reads a hash query, ignoring values that cannot be filters", () => {
    expect(readFilters(new URLSearchParams("year=2023&type=article&faculty=ada"))).toEqual({
      year: 2023,
      type: "article",
      faculty: "ada",
    });
    expect(readFilters(new URLSearchParams("year=20x3&type=poem&faculty=../x"))).toEqual({});
    expect(readFilters(new URLSearchParams(""))).toEqual({});
  });

  it("writes the query in one order, so a link is the same whatever was chosen first", () => {
    expect(filtersQuery({ faculty: "bo", year: 2023 }).toString()).toBe("year=2023&faculty=bo");
    expect(filtersQuery({}).toString()).toBe("");
  });

  it("keeps what matches every filter", () => {
    expect(filterPublications(list, {}).map((p) => p.key)).toEqual(["a", "b", "c", "d"]);
    expect(filterPublications(list, { year: 2023 }).map((p) => p.key)).toEqual(["a", "c"]);
    expect(filterPublications(list, { year: 2023, type: "book" }).map((p) => p.key)).toEqual(["c"]);
    expect(filterPublications(list, { faculty: "ada" }).map((p) => p.key)).toEqual(["a", "b"]);
    expect(filterPublications(list, { faculty: "ada", type: "book" })).toEqual([]);
  });

  it("offers the years, types and members the list has, and what a link asked for", () => {
    const names = new Map([
      ["bo", "Dr. Bo"],
      ["ada", "Prof. Ada"],
    ]);
    const choices = filterChoices(list, { year: 1999, faculty: "zed" }, names);
    expect(choices.years).toEqual([2025, 2023, 2021, 1999]);
    expect(choices.types).toEqual(["article", "conference", "book"]);
    // The faculty list's order first, then the others by name (a marked author's, else the id).
    expect(choices.faculty).toEqual([
      { id: "bo", name: "Dr. Bo" },
      { id: "ada", name: "Prof. Ada" },
      { id: "cy", name: "Author cy" },
      { id: "zed", name: "zed" },
    ]);
  });
});
