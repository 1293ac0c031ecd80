/**
 * A publication list's years (the department page and the faculty profiles, issue 25), and the
 * link of a DOI.
 */
import type { Publication } from "@dept/contract";

/** Works a profile shows before "Show all". */
export const PROFILE_NEWEST = 10;

export interface YearGroup {
  /** Null for the works no source dates ("Undated"), listed last. */
  year: number | null;
  publications: Publication[];
}

/** Newest year first; within a year, the list's own order (the API's: by title). */
export function groupByYear(publications: readonly Publication[]): YearGroup[] {
  const groups = new Map<number | null, Publication[]>();
  for (const publication of publications) {
    const group = groups.get(publication.year);
    if (group) group.push(publication);
    else groups.set(publication.year, [publication]);
  }
  return [...groups].sort(([a], [b]) => (b ?? 0) - (a ?? 0)).map(([year, items]) => ({ year, publications: items }));
}

/** Works per year, newest first, undated last: a profile's summary line. */
export function yearCounts(list: readonly Publication[]): { year: number | null; count: number }[] {
  const counts = new Map<number | null, number>();
  for (const p of list) counts.set(p.year, (counts.get(p.year) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => (b ?? 0) - (a ?? 0)).map(([year, count]) => ({ year, count }));
}

/** A DOI's resolver link, each part of the DOI encoded (a DOI may hold `#`, `?` or `<`). */
export const doiUrl = (doi: string) => `https://doi.org/${doi.split("/").map(encodeURIComponent).join("/")}`;
