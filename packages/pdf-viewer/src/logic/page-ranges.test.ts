import { describe, expect, it } from "vitest";
import { allPages, parsePageRanges } from "./page-ranges.js";

describe("parsePageRanges", () => {
  it("reads numbers and ranges, 1-based, ignoring spaces", () => {
    expect(parsePageRanges("1, 3-5 ,8", 10)).toEqual([1, 3, 4, 5, 8]);
    expect(parsePageRanges(" 2 - 4 ", 10)).toEqual([2, 3, 4]);
  });

  it("drops a number that appears more than once entirely", () => {
    expect(parsePageRanges("1,2,2,3", 10)).toEqual([1, 3]);
    expect(parsePageRanges("2-5,4", 10)).toEqual([2, 3, 5]);
  });

  it("drops pages outside the document", () => {
    expect(parsePageRanges("0,1,9-12", 10)).toEqual([1, 9, 10]);
    expect(parsePageRanges("11", 10)).toEqual([]);
  });

  it("drops malformed parts and handles empty input", () => {
    expect(parsePageRanges("a,2,,3-,-4,5", 10)).toEqual([2, 5]);
    expect(parsePageRanges("", 10)).toEqual([]);
  });

  it("all pages lists 1..n", () => {
    expect(allPages(3)).toEqual([1, 2, 3]);
    expect(allPages(0)).toEqual([]);
  });
});
