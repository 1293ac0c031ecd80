import { describe, expect, it } from "vitest";
import { viewerFormat } from "../format.js";
import { englishViewerMessages } from "../messages.js";
import { ZOOM_MENU, ZOOM_STEPS, zoomInStep, zoomLabel, zoomOutStep, zoomPercent } from "./zoom.js";

const { percent } = viewerFormat("en");

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
    expect(ZOOM_MENU.map((value) => zoomLabel(value, englishViewerMessages.zoomKeywords, percent))).toEqual([
      "50%",
      "75%",
      "100%",
      "125%",
      "150%",
      "200%",
      "300%",
      "400%",
      "Actual size",
      "Page fit",
      "Page width",
    ]);
  });

  it("writes a scale as a whole percentage, in the viewer's locale", () => {
    expect(percent(zoomPercent(1.25))).toBe("125%");
    expect(percent(zoomPercent(0.1))).toBe("10%");
    expect(percent(zoomPercent(0.29))).toBe("29%");
    expect(percent(zoomPercent(10))).toBe("1000%");
    expect(viewerFormat("hi-IN").percent(zoomPercent(1.25))).toBe("125%");
    expect(viewerFormat("hi-IN-u-nu-deva").percent(zoomPercent(1.25))).toBe("१२५%");
  });
});
