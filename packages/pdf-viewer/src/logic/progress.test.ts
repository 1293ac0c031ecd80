import { describe, expect, it } from "vitest";
import { progressPercent } from "./progress.js";

describe("progressPercent", () => {
  it("divides and rounds down", () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(66);
    expect(progressPercent(499, 500)).toBe(99);
    expect(progressPercent(500, 500)).toBe(100);
  });

  it("is 0 for an unknown total and never above 100", () => {
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(10, Number.NaN)).toBe(0);
    expect(progressPercent(12, 10)).toBe(100);
  });
});
