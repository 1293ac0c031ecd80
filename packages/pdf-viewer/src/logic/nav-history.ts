/**
 * Back and forward through visited destinations (bookmarks and links followed). Kept inside the
 * viewer, because pdf.js's PDFHistory writes to the browser history, which the website's hash
 * router owns.
 */
export interface NavHistory {
  readonly pages: readonly number[];
  readonly index: number;
}

export const EMPTY_HISTORY: NavHistory = { pages: [], index: -1 };

/** Records a jump from `fromPage` to `toPage`, dropping any forward entries. */
export function pushDestination(history: NavHistory, fromPage: number, toPage: number): NavHistory {
  const kept = history.pages.slice(0, history.index + 1);
  if (kept[kept.length - 1] !== fromPage) kept.push(fromPage);
  else kept[kept.length - 1] = fromPage;
  if (kept[kept.length - 1] !== toPage) kept.push(toPage);
  return { pages: kept, index: kept.length - 1 };
}

export function stepHistory(
  history: NavHistory,
  direction: "back" | "forward",
): { history: NavHistory; page: number | null } {
  const index = history.index + (direction === "back" ? -1 : 1);
  const page = history.pages[index];
  if (index < 0 || page === undefined) return { history, page: null };
  return { history: { ...history, index }, page };
}
