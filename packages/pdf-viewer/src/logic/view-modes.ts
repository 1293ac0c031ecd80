/** Scroll and view (spread) mode rules of spec section 4. */

export type ScrollModeName = "vertical" | "horizontal" | "page" | "wrapped";
export type ViewModeName = "single" | "dual" | "dual-cover";

export interface LayoutModes {
  scroll: ScrollModeName;
  view: ViewModeName;
}

/** The modes in menu order; their names are messages. */
export const SCROLL_MODES: readonly ScrollModeName[] = ["vertical", "horizontal", "page", "wrapped"];

export const VIEW_MODES: readonly ViewModeName[] = ["single", "dual", "dual-cover"];

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
