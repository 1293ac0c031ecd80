/** Scroll and view (spread) mode rules of spec section 4. */

export type ScrollModeName = "vertical" | "horizontal" | "page" | "wrapped";
export type ViewModeName = "single" | "dual" | "dual-cover";

export interface LayoutModes {
  scroll: ScrollModeName;
  view: ViewModeName;
}

export const SCROLL_MODES: readonly { mode: ScrollModeName; label: string }[] = [
  { mode: "vertical", label: "Vertical scrolling" },
  { mode: "horizontal", label: "Horizontal scrolling" },
  { mode: "page", label: "Page scrolling" },
  { mode: "wrapped", label: "Wrapped scrolling" },
];

export const VIEW_MODES: readonly { mode: ViewModeName; label: string }[] = [
  { mode: "single", label: "Single page" },
  { mode: "dual", label: "Dual page" },
  { mode: "dual-cover", label: "Dual page with cover" },
];

export const DEFAULT_LAYOUT: LayoutModes = { scroll: "vertical", view: "single" };

/** Horizontal and Wrapped scrolling show one page per row, so the dual views are off. */
export function dualViewsDisabled(scroll: ScrollModeName): boolean {
  return scroll === "horizontal" || scroll === "wrapped";
}

export function chooseScrollMode(current: LayoutModes, scroll: ScrollModeName): LayoutModes {
  return { scroll, view: dualViewsDisabled(scroll) ? "single" : current.view };
}

export function chooseViewMode(current: LayoutModes, view: ViewModeName): LayoutModes {
  const scroll = view !== "single" && dualViewsDisabled(current.scroll) ? "vertical" : current.scroll;
  return { scroll, view };
}
