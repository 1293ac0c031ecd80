/** Search keyword rules of spec section 5. pdf.js's find controller itself escapes special characters. */

export interface FindOptions {
  query: string;
  matchCase: boolean;
  wholeWords: boolean;
}

/** Blank keywords are ignored: returns null instead of a query to search for. */
export function searchableQuery(query: string): string | null {
  return query.trim() === "" ? null : query;
}

export interface MatchCount {
  current: number;
  total: number;
}

/** The match count's texts (the viewer's messages) and how its numbers are written. */
export interface MatchCountTexts {
  noMatches: string;
  matchPosition: (current: string, total: string, count: number) => string;
  matchTotal: (total: string, count: number) => string;
}

export function matchCountText(
  count: MatchCount | null,
  query: string,
  texts: MatchCountTexts,
  integer: (value: number) => string,
): string {
  if (searchableQuery(query) === null || count === null) return "";
  if (count.total === 0) return texts.noMatches;
  const total = integer(count.total);
  return count.current > 0
    ? texts.matchPosition(integer(count.current), total, count.total)
    : texts.matchTotal(total, count.total);
}
