import { describe, expect, it } from "vitest";
import { ZOOM_MENU, ZOOM_STEPS, formatZoom, zoomInStep, zoomOutStep } from "./zoom.js";

describe("zoom steps", () => {
  it("are exactly the spec's steps", () => {
    expect(ZOOM_STEPS).toEqual([
      0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.3, 1.5, 1.7, 1.9, 2.1, 2.4, 2.7, 3, 3.3, 3.7, 4.1, 4.6,
      5.1, 5.7, 6.3, 7, 7.7, 8.5, 9.4, 10,
    ]);
  });

  it("zoom in goes to the next step and stops at 10", () => {
    expect(zoomInStep(1)).toBe(1.1);
    expect(zoomInStep(1.1)).toBe(1.3);
    expect(zoomInStep(0.25)).toBe(0.3);
    expect(zoomInStep(9.4)).toBe(10);
    expect(zoomInStep(10)).toBe(10);
  });

  it("zoom out goes to the previous step and stops at 0.1", () => {
    expect(zoomOutStep(1)).toBe(0.9);
    expect(zoomOutStep(1.3)).toBe(1.1);
    expect(zoomOutStep(1.25)).toBe(1.1);
    expect(zoomOutStep(0.1)).toBe(0.1);
  });

  it("tolerates scales computed by pdf.js", () => {
    expect(zoomInStep(0.30000000000000004)).toBe(0.4);
    expect(zoomOutStep(0.30000000000000004)).toBe(0.2);
  });
});

describe("zoom menu", () => {
  it("offers the spec's entries in order", () => {
    expect(ZOOM_MENU.map((item) => item.label)).toEqual([
      "50%", "75%", "100%", "125%", "150%", "200%", "300%", "400%", "Actual size", "Page fit", "Page width",
    ]);
  });

  it("formats a scale as a percentage", () => {
    expect(formatZoom(1.25)).toBe("125%");
    expect(formatZoom(0.1)).toBe("10%");
  });
});
