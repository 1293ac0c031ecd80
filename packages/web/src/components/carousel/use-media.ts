/** Media-query state for the carousel: the visitor's reduced-motion preference and the slides per view. */
import { useCallback, useSyncExternalStore } from "react";

/** A breakpoint: from `minWidth` px of viewport width up, show `items` slides at once. */
export interface ItemsBreakpoint {
  minWidth: number;
  items: number;
}

export type ItemsPerView = number | readonly ItemsBreakpoint[];

function subscribeToQuery(query: string, onChange: () => void): () => void {
  if (typeof window === "undefined" || typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback((onChange: () => void) => subscribeToQuery(query, onChange), [query]);
  return useSyncExternalStore(
    subscribe,
    () => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    () => false,
  );
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)");
}

/** The number of slides for a viewport width: the last breakpoint whose minWidth the width reaches. */
export function itemsForWidth(itemsPerView: ItemsPerView, width: number): number {
  if (typeof itemsPerView === "number") return Math.max(1, Math.floor(itemsPerView));
  let items = 1;
  for (const breakpoint of [...itemsPerView].sort((a, b) => a.minWidth - b.minWidth)) {
    if (width >= breakpoint.minWidth) items = breakpoint.items;
  }
  return Math.max(1, Math.floor(items));
}

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

export function useItemsPerView(itemsPerView: ItemsPerView): number {
  const fixed = typeof itemsPerView === "number";
  return useSyncExternalStore(
    fixed ? noSubscription : subscribeToResize,
    () => itemsForWidth(itemsPerView, fixed ? 0 : window.innerWidth),
    () => itemsForWidth(itemsPerView, 0),
  );
}

const noSubscription = () => () => {};
