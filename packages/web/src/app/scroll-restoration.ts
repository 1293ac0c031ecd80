/**
 * Scroll position across navigations, as a visitor expects: a new page starts at the top, a new
 * query on the same page (an academics option) keeps the position, and Back and Forward return
 * to where that entry was left (recorded by ./hash-location.ts as it is left).
 */
import { useLayoutEffect, useRef } from "react";
import { scrollPositionOf, useNavigationEntry } from "./location";

export function useScrollRestoration() {
  const { key, type, path } = useNavigationEntry();
  const lastPath = useRef<string | undefined>(undefined);

  useLayoutEffect(() => {
    window.history.scrollRestoration = "manual";
  }, []);

  useLayoutEffect(() => {
    const saved = type === "POP" ? scrollPositionOf(key) : undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    // Not on the first render: the page is where the browser put it, at the top or where a visitor
    // who scrolled while it loaded has taken it.
    else if (lastPath.current !== undefined && path !== lastPath.current) window.scrollTo(0, 0);
    lastPath.current = path;
  }, [key, type, path]);
}
