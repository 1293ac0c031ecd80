/**
 * A publication list's years (the department page and the faculty profiles, issue 25), and the
 * link of a DOI.
 */
import type { Publication } from "@dept/contract";

export interface YearGroup {
  year: number;
  publications: Publication[];
}

/** Newest year first; within a year, the list's own order (the API's: by title). */
export function groupByYear(publications: readonly Publication[]): YearGroup[] {
  const groups = new Map<number, Publication[]>();
  for (const publication of publications) {
    const group = groups.get(publication.year);
    if (group) group.push(publication);
    else groups.set(publication.year, [publication]);
  }
  return [...groups].sort(([a], [b]) => b - a).map(([year, items]) => ({ year, publications: items }));
}

/** A DOI's resolver link, each part of the DOI encoded (a DOI may hold `#`, `?` or `<`). */
export const doiUrl = (doi: string) => `https://doi.org/${doi.split("/").map(encodeURIComponent).join("/")}`;
