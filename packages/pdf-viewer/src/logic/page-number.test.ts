import { describe, expect, it } from "vitest";
import { resolvePageInput, stepPage } from "./page-number.js";

describe("page-number box", () => {
  it("accepts a number from 1 to the page count", () => {
    expect(resolvePageInput("1", 4, 10)).toBe(1);
    expect(resolvePageInput("10", 4, 10)).toBe(10);
    expect(resolvePageInput(" 7 ", 4, 10)).toBe(7);
  });

  it("resets to the current page when empty or out of range", () => {
    expect(resolvePageInput("", 4, 10)).toBe(4);
    expect(resolvePageInput("   ", 4, 10)).toBe(4);
    expect(resolvePageInput("0", 4, 10)).toBe(4);
    expect(resolvePageInput("11", 4, 10)).toBe(4);
    expect(resolvePageInput("-2", 4, 10)).toBe(4);
    expect(resolvePageInput("2.5", 4, 10)).toBe(4);
    expect(resolvePageInput("abc", 4, 10)).toBe(4);
  });

  it("steps one page and stays in the document", () => {
    expect(stepPage(4, 1, 10)).toBe(5);
    expect(stepPage(4, -1, 10)).toBe(3);
    expect(stepPage(10, 1, 10)).toBe(10);
    expect(stepPage(1, -1, 10)).toBe(1);
  });
});
