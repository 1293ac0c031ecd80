import { describe, expect, it } from "vitest";
import { testPublication } from "../../test/publications";
import type { Publication } from "@dept/contract";
import { yearCounts } from "../../components/publication-list/year-groups";
import { filterCounts, pageCount, pageOf, PAGE_SIZE, readPage, withPage } from "./paging";

const work = (key: string, year: number | null, faculty: string[], type: Publication["type"] = "article") =>
  testPublication({ key, year, faculty, type });

describe("paging the department list", () => {
  it("reads the page from the address, within the pages there are, and leaves page 1 out", () => {
    expect(readPage(new URLSearchParams("year=2024&page=3"), 5)).toBe(3);
    expect(readPage(new URLSearchParams("page=9"), 5)).toBe(5);
    expect(readPage(new URLSearchParams("page=x"), 5)).toBe(1);
    expect(withPage(new URLSearchParams("type=book"), 2).toString()).toBe("type=book&page=2");
    expect(withPage(new URLSearchParams("type=book&page=2"), 1).toString()).toBe("type=book");
    const many = Array.from({ length: 2 * PAGE_SIZE + 1 }, (_, i) => i);
    expect(pageCount(many.length)).toBe(3);
    expect(pageOf(many, 3)).toEqual([2 * PAGE_SIZE]);
  });

  it("counts each filter value with the other filters applied, and works per year with Undated last", () => {
    const all = [
      work("a", 2024, ["x"]),
      work("b", 2024, ["y"], "book"),
      work("c", null, ["x"]),
      work("d", 2023, ["x"]),
    ];
    const counts = filterCounts(all, { faculty: "x" });
    expect([...counts.years]).toEqual([
      [2024, 1],
      [2023, 1],
    ]);
    expect([...counts.faculty]).toEqual([
      ["x", 3],
      ["y", 1],
    ]);
    expect(yearCounts(all)).toEqual([
      { year: 2024, count: 2 },
      { year: 2023, count: 1 },
      { year: null, count: 1 },
    ]);
  });
});
