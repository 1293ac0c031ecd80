/** The page-number box rules of spec section 5. */

/** The page to show after Enter: a whole number from 1 to the count, otherwise the current page. */
export function resolvePageInput(raw: string, currentPage: number, pageCount: number): number {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return currentPage;
  const page = Number(text);
  return page >= 1 && page <= pageCount ? page : currentPage;
}

/** One step up or down (arrow keys, previous and next), kept inside the document. */
export function stepPage(currentPage: number, delta: number, pageCount: number): number {
  if (pageCount < 1) return currentPage;
  return Math.min(Math.max(currentPage + delta, 1), pageCount);
}
