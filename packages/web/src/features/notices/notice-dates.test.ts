import { describe, expect, it } from "vitest";
import { formatNoticeDate, sortNewestFirst } from "./notice-dates";

const notice = (title: string, date: string) => ({ title, date, file: `/resources/resources/x/${title}.pdf` });

describe("notice dates", () => {
  it("sorts newest first, undated notices last in their given order", () => {
    const sorted = sortNewestFirst([
      notice("a", "2025-01-06"),
      notice("b", "soon"),
      notice("c", "2025-03-24"),
      notice("d", "2024-12-31"),
      notice("e", "later"),
      notice("f", "2025-03-24"),
    ]);
    expect(sorted.map((n) => n.title)).toEqual(["c", "f", "a", "d", "b", "e"]);
  });

  it("shows dates as '14 Mar 2026' with a machine-readable value, other text as given", () => {
    expect(formatNoticeDate("2026-03-14")).toEqual({ text: "14 Mar 2026", dateTime: "2026-03-14" });
    expect(formatNoticeDate("2025-01-06T10:00:00Z")).toEqual({ text: "6 Jan 2025", dateTime: "2025-01-06" });
    expect(formatNoticeDate("2026-09-21")).toEqual({ text: "21 Sep 2026", dateTime: "2026-09-21" });
    expect(formatNoticeDate("2025-02-30")).toEqual({ text: "2025-02-30" });
    expect(formatNoticeDate("Spring term")).toEqual({ text: "Spring term" });
  });
});
