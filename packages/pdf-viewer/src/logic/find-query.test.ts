import { describe, expect, it } from "vitest";
import { viewerFormat } from "../format.js";
import { englishViewerMessages } from "../messages.js";
import { matchCountText as countText, searchableQuery, type MatchCount } from "./find-query.js";

const matchCountText = (count: MatchCount | null, query: string) =>
  countText(count, query, englishViewerMessages, viewerFormat("en").integer);

describe("search keyword", () => {
  it("ignores empty and blank keywords", () => {
    expect(searchableQuery("")).toBeNull();
    expect(searchableQuery("   ")).toBeNull();
    expect(searchableQuery("a+b")).toBe("a+b");
  });

  it("describes the match count and the current match", () => {
    expect(matchCountText({ current: 2, total: 5 }, "x")).toBe("2 of 5 matches");
    expect(matchCountText({ current: 1, total: 1 }, "x")).toBe("1 of 1 match");
    expect(matchCountText({ current: 0, total: 0 }, "x")).toBe("No matches");
    expect(matchCountText({ current: 0, total: 3 }, "x")).toBe("3 matches");
    expect(matchCountText({ current: 1, total: 3 }, " ")).toBe("");
    expect(matchCountText(null, "x")).toBe("");
  });
});
