/** The custom print page list of spec section 5. */

/**
 * Parses "1, 3-5, 8" into 1-based page numbers in the order given. Spaces are ignored; a page that
 * appears more than once (directly or through ranges) is dropped entirely; pages outside 1..pageCount
 * and malformed parts are dropped.
 */
export function parsePageRanges(input: string, pageCount: number): number[] {
  const pages: number[] = [];
  for (const part of input.replace(/\s+/g, "").split(",")) {
    const single = /^(\d+)$/.exec(part);
    const range = /^(\d+)-(\d+)$/.exec(part);
    if (single) {
      pages.push(Number(single[1]));
    } else if (range) {
      const from = Number(range[1]);
      const to = Number(range[2]);
      // A reversed range ("5-2") still names the pages between its ends.
      for (let page = Math.min(from, to); page <= Math.max(from, to); page++) pages.push(page);
    }
  }
  const counts = new Map<number, number>();
  for (const page of pages) counts.set(page, (counts.get(page) ?? 0) + 1);
  return pages.filter((page) => counts.get(page) === 1 && page >= 1 && page <= pageCount);
}

/** Every page of the document, for the 'All pages' choice. */
export function allPages(pageCount: number): number[] {
  return Array.from({ length: pageCount }, (_, index) => index + 1);
}
