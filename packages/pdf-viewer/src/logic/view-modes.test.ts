import { describe, expect, it } from "vitest";
import { chooseScrollMode, chooseViewMode, dualViewsDisabled } from "./view-modes.js";

describe("view mode rules", () => {
  it("Horizontal or Wrapped scrolling forces single page", () => {
    expect(chooseScrollMode({ scroll: "vertical", view: "dual" }, "horizontal")).toEqual({
      scroll: "horizontal",
      view: "single",
    });
    expect(chooseScrollMode({ scroll: "page", view: "dual-cover" }, "wrapped")).toEqual({
      scroll: "wrapped",
      view: "single",
    });
  });

  it("Vertical and Page scrolling keep the view mode", () => {
    expect(chooseScrollMode({ scroll: "vertical", view: "dual" }, "page")).toEqual({ scroll: "page", view: "dual" });
    expect(chooseScrollMode({ scroll: "wrapped", view: "single" }, "vertical")).toEqual({
      scroll: "vertical",
      view: "single",
    });
  });

  it("a dual view while in Horizontal or Wrapped forces Vertical", () => {
    expect(chooseViewMode({ scroll: "horizontal", view: "single" }, "dual")).toEqual({
      scroll: "vertical",
      view: "dual",
    });
    expect(chooseViewMode({ scroll: "wrapped", view: "single" }, "dual-cover")).toEqual({
      scroll: "vertical",
      view: "dual-cover",
    });
    expect(chooseViewMode({ scroll: "horizontal", view: "single" }, "single")).toEqual({
      scroll: "horizontal",
      view: "single",
    });
    expect(chooseViewMode({ scroll: "page", view: "single" }, "dual")).toEqual({ scroll: "page", view: "dual" });
  });

  it("disables the dual options in Horizontal and Wrapped only", () => {
    expect(dualViewsDisabled("horizontal")).toBe(true);
    expect(dualViewsDisabled("wrapped")).toBe(true);
    expect(dualViewsDisabled("vertical")).toBe(false);
    expect(dualViewsDisabled("page")).toBe(false);
  });
});
