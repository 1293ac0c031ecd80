/**
 * Which toolbar items move into the more-actions menu at a given viewer width. The viewer's own
 * width is measured (not the window's), so a viewer in a narrow column collapses too.
 */
export type OverflowItem = "download" | "open-file" | "print" | "fullscreen" | "theme" | "zoom-buttons";

/** Each item stays in the toolbar while the viewer is at least this wide (px). */
const MIN_WIDTH: Record<OverflowItem, number> = {
  download: 760,
  "open-file": 720,
  print: 680,
  fullscreen: 640,
  theme: 600,
  "zoom-buttons": 480,
};

export const OVERFLOW_ORDER = Object.keys(MIN_WIDTH) as OverflowItem[];

export function overflowItems(viewerWidth: number): Set<OverflowItem> {
  // Before the first measurement the width is unknown: show the full toolbar.
  if (!(viewerWidth > 0)) return new Set();
  return new Set(OVERFLOW_ORDER.filter((item) => viewerWidth < MIN_WIDTH[item]));
}
