import { describe, expect, it } from "vitest";
import { isPrintAllowed } from "./print-permission.js";

describe("isPrintAllowed", () => {
  it("allows a document without a permission list", () => {
    expect(isPrintAllowed(null)).toBe(true);
    expect(isPrintAllowed(undefined)).toBe(true);
  });

  it("allows print or high-quality print", () => {
    expect(isPrintAllowed(new Set([4]))).toBe(true);
    expect(isPrintAllowed(new Set([2048, 16]))).toBe(true);
    expect(isPrintAllowed([8, 4])).toBe(true);
  });

  it("refuses a list without either", () => {
    expect(isPrintAllowed(new Set([8, 16, 32]))).toBe(false);
    expect(isPrintAllowed(new Set())).toBe(false);
  });
});
