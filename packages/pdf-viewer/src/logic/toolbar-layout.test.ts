import { describe, expect, it } from "vitest";
import { overflowItems } from "./toolbar-layout.js";

describe("overflowItems", () => {
  it("keeps everything in the toolbar when wide or unmeasured", () => {
    expect([...overflowItems(1280)]).toEqual([]);
    expect([...overflowItems(0)]).toEqual([]);
  });

  it("moves items into the menu as the viewer narrows", () => {
    expect([...overflowItems(700)]).toEqual(["download", "open-file"]);
    expect([...overflowItems(400)]).toEqual(["download", "open-file", "print", "fullscreen", "theme", "zoom-buttons"]);
  });
});
