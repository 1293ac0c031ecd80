import { describe, expect, it } from "vitest";
import { sortNewestFirst } from "./coder-of-the-month";

describe("sortNewestFirst", () => {
  it("orders by year, then by calendar month, newest first", () => {
    const entries = [
      { month: "FEB", year: 2025 },
      { month: "DEC", year: 2024 },
      { month: "MAR", year: 2025 },
      { month: "JAN", year: 2026 },
      { month: "OCT", year: 2025 },
    ] as const;
    expect(sortNewestFirst(entries).map((entry) => `${entry.month} ${entry.year}`)).toEqual([
      "JAN 2026",
      "OCT 2025",
      "MAR 2025",
      "FEB 2025",
      "DEC 2024",
    ]);
  });

  it("does not change its input", () => {
    const entries = [
      { month: "FEB" as const, year: 2025 },
      { month: "MAR" as const, year: 2025 },
    ];
    sortNewestFirst(entries);
    expect(entries[0]!.month).toBe("FEB");
  });
});
