import { describe, expect, it } from "vitest";
import type { StudentAchievement } from "@dept/contract";
import {
  ACHIEVEMENTS_PAGE_INCREMENT,
  ACHIEVEMENTS_PAGE_SIZE,
  allAchievementPhotos,
  filterAchievements,
  pageAchievements,
} from "./achievement-filter";

const achievement = (name: string, photo: string[] = []): StudentAchievement => ({
  name,
  date: "March 2025",
  achievement: `${name} won`,
  details: "Details",
  photo,
});

describe("filterAchievements", () => {
  const all = [achievement("Asha Rao"), achievement("Rahul Shah"), achievement("ASHOK Kumar"), achievement("Meera")];

  it("matches a case-insensitive substring of the name", () => {
    expect(filterAchievements(all, "ash").map((a) => a.name)).toEqual(["Asha Rao", "ASHOK Kumar"]);
    expect(filterAchievements(all, "SHAH").map((a) => a.name)).toEqual(["Rahul Shah"]);
    expect(filterAchievements(all, "a r").map((a) => a.name)).toEqual(["Asha Rao"]);
  });

  it("keeps everyone for an empty or blank query and no one for a miss", () => {
    expect(filterAchievements(all, "")).toEqual(all);
    expect(filterAchievements(all, "   ")).toEqual(all);
    expect(filterAchievements(all, "zzz")).toEqual([]);
  });

  it("does not match other fields than the name", () => {
    expect(filterAchievements(all, "won")).toEqual([]);
  });
});

describe("pageAchievements", () => {
  const items = Array.from({ length: 14 }, (_, index) => index);

  it("shows 6 at first and 6 more per View More until all are shown", () => {
    expect(ACHIEVEMENTS_PAGE_SIZE).toBe(6);
    expect(ACHIEVEMENTS_PAGE_INCREMENT).toBe(6);
    expect(pageAchievements(items, 6)).toEqual({ visible: [0, 1, 2, 3, 4, 5], hasMore: true });
    expect(pageAchievements(items, 12).visible).toHaveLength(12);
    expect(pageAchievements(items, 12).hasMore).toBe(true);
    expect(pageAchievements(items, 18)).toEqual({ visible: items, hasMore: false });
  });

  it("has no more when the list fits exactly or is empty", () => {
    expect(pageAchievements(items.slice(0, 6), 6).hasMore).toBe(false);
    expect(pageAchievements([], 6)).toEqual({ visible: [], hasMore: false });
  });
});

describe("allAchievementPhotos", () => {
  it("lists every non-empty photo with its achievement, in order", () => {
    const first = achievement("A", ["a1", "a2"]);
    const second = achievement("B");
    const third = achievement("C", ["", "c1"]);
    expect(allAchievementPhotos([first, second, third])).toEqual([
      { photo: "a1", achievement: first },
      { photo: "a2", achievement: first },
      { photo: "c1", achievement: third },
    ]);
    expect(allAchievementPhotos([second])).toEqual([]);
  });
});
