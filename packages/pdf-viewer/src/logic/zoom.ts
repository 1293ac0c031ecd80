/** Zoom steps and the zoom menu of spec section 9; pdf.js scale 1 is 100 %. */

const FINE_STEPS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
const COARSE_STEPS = [
  1.1, 1.3, 1.5, 1.7, 1.9, 2.1, 2.4, 2.7, 3, 3.3, 3.7, 4.1, 4.6, 5.1, 5.7, 6.3, 7, 7.7, 8.5, 9.4, 10,
];

export const ZOOM_STEPS: readonly number[] = [...FINE_STEPS, ...COARSE_STEPS];
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 10;

/** Keyword zoom values understood by pdf.js's `currentScaleValue`. */
export type ZoomKeyword = "page-actual" | "page-fit" | "page-width";
export type ZoomValue = number | ZoomKeyword;

/** The zoom menu's entries, in order. */
export const ZOOM_MENU: readonly ZoomValue[] = [
  0.5,
  0.75,
  1,
  1.25,
  1.5,
  2,
  3,
  4,
  "page-actual",
  "page-fit",
  "page-width",
];

// Scales computed by pdf.js (page fit, page width) are not exact steps; compare with a tolerance.
const EPSILON = 1e-6;

/** The next step strictly above `scale` (stays at the maximum). */
export function zoomInStep(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + EPSILON) ?? MAX_ZOOM;
}

/** The next step strictly below `scale` (stays at the minimum). */
export function zoomOutStep(scale: number): number {
  for (let i = ZOOM_STEPS.length - 1; i >= 0; i--) {
    const step = ZOOM_STEPS[i]!;
    if (step < scale - EPSILON) return step;
  }
  return MIN_ZOOM;
}

/** A scale as a whole percentage: 1.25 is 125. */
export const zoomPercent = (scale: number): number => Math.round(scale * 100);

/** A zoom menu entry's text: its percentage (written by `percent`), or the keyword's name. */
export function zoomLabel(
  value: ZoomValue,
  keywords: Readonly<Record<ZoomKeyword, string>>,
  percent: (whole: number) => string,
): string {
  return typeof value === "number" ? percent(zoomPercent(value)) : keywords[value];
}
