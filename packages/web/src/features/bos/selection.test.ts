import { describe, expect, it } from "vitest";
import { toggleSelection } from "./selection";

describe("BOS selection", () => {
  it("selects a document, deselects it on a second click and switches to another", () => {
    expect(toggleSelection(null, 2)).toBe(2);
    expect(toggleSelection(2, 2)).toBeNull();
    expect(toggleSelection(2, 0)).toBe(0);
  });
});
