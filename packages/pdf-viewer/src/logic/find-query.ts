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

export function matchCountText(count: MatchCount | null, query: string): string {
  if (searchableQuery(query) === null || count === null) return "";
  if (count.total === 0) return "No matches";
  const noun = count.total === 1 ? "match" : "matches";
  return count.current > 0 ? `${count.current} of ${count.total} ${noun}` : `${count.total} ${noun}`;
}
