/**
 * The current page number, kept outside React state. pdf.js reports a page change for every page
 * scrolled past; only what shows the number (the page controls, the thumbnails) re-renders for
 * it, not the whole viewer, whose re-render per page showed on the heap in `npm run bench`
 * (BENCHMARKS.md).
 */
import { useSyncExternalStore } from "react";

export class PageStore {
  #page = 1;
  readonly #listeners = new Set<() => void>();

  readonly get = (): number => this.#page;

  set(page: number): void {
    if (page === this.#page) return;
    this.#page = page;
    for (const listener of this.#listeners) listener();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };
}

/** The store's page; the calling component re-renders when it changes. */
export function usePage(store: PageStore): number {
  return useSyncExternalStore(store.subscribe, store.get);
}
