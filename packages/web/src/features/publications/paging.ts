/**
 * What keeps long publication lists short on a phone (issue 35): the count of works per filter
 * value, pages of the department list whose number lives in the address beside the filters (read
 * and written with the app's own search-parameter hook, so the list's address works with hash and
 * path routing alike), and the count per year a profile shows above its newest works.
 */
import { filterPublications, type Publication, type PublicationFilters } from "@dept/contract";

/** Works on one page of the department list. */
export const PAGE_SIZE = 20;

/** The page a search parameter asks for (1 when absent or not a page number), kept within `pages`. */
export function readPage(params: URLSearchParams, pages: number): number {
  const raw = params.get("page") ?? "";
  const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
  return Math.min(page, Math.max(1, pages));
}

/** The parameters with `page` set (left out for the first page, so the plain address is page 1). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete("page");
  else next.set("page", String(page));
  return next;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

export const pageOf = <T>(items: readonly T[], page: number): T[] =>
  items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

/** For each filter, how many works each of its values would list with the other filters as they are. */
export function filterCounts(all: readonly Publication[], filters: PublicationFilters) {
  const count = <K extends string | number>(list: readonly Publication[], key: (p: Publication) => K[]) => {
    const counts = new Map<K, number>();
    for (const p of list) for (const value of key(p)) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const { year: _year, ...notYear } = filters;
  const { type: _type, ...notType } = filters;
  const { faculty: _faculty, ...notFaculty } = filters;
  return {
    years: count(filterPublications(all, notYear), (p) => (p.year === null ? [] : [p.year])),
    types: count(filterPublications(all, notType), (p) => [p.type]),
    faculty: count(filterPublications(all, notFaculty), (p) => p.faculty),
  };
}

export type FilterCounts = ReturnType<typeof filterCounts>;
