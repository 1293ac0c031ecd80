/**
 * Faculty publications on the site (issue 25): the department page's filters (year, type, faculty member), which live in the page's hash query
 * (`#/publications?year=2024&type=article&faculty=ID`) so a filtered list can be linked.
 */
import {
  isFacultyId,
  PUBLICATION_TYPES,
  type Publication,
  type PublicationFilters,
  type PublicationType,
} from "@dept/contract";

export type { PublicationFilters };

const isType = (value: string): value is PublicationType => PUBLICATION_TYPES.some((type) => type === value);

/** The filters of a hash query; a value that cannot be one (a bad year, an unknown type) is no filter. */
export function readFilters(params: URLSearchParams): PublicationFilters {
  const year = params.get("year") ?? "";
  const type = params.get("type") ?? "";
  const faculty = params.get("faculty") ?? "";
  return {
    ...(/^\d{4}$/.test(year) ? { year: Number(year) } : {}),
    ...(isType(type) ? { type } : {}),
    ...(isFacultyId(faculty) ? { faculty } : {}),
  };
}

/** The hash query of a set of filters, always in the order year, type, faculty. */
export function filtersQuery(filters: PublicationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.year !== undefined) params.set("year", String(filters.year));
  if (filters.type !== undefined) params.set("type", filters.type);
  if (filters.faculty !== undefined) params.set("faculty", filters.faculty);
  return params;
}

export interface FilterChoices {
  /** Newest first. */
  years: number[];
  /** In PUBLICATION_TYPES order. */
  types: PublicationType[];
  /** Faculty members in the faculty list's order, then any others by name. */
  faculty: { id: string; name: string }[];
}

/**
 * What each filter offers: the values the list has, plus the one a link asked for when the list
 * has none of it (so the select shows what is filtered). Member names come from `names` (the
 * faculty list, in its order), else from the publications' marked authors, else the id.
 */
export function filterChoices(
  publications: readonly Publication[],
  filters: PublicationFilters,
  names: ReadonlyMap<string, string>,
): FilterChoices {
  const years = new Set(publications.flatMap((publication) => (publication.year === null ? [] : [publication.year])));
  const types = new Set(publications.map((publication) => publication.type));
  const authorNames = new Map<string, string>();
  for (const publication of publications) {
    for (const author of publication.authors)
      if (author.faculty !== undefined && !authorNames.has(author.faculty))
        authorNames.set(author.faculty, author.name);
  }
  const listOrder = new Map([...names.keys()].map((id, index) => [id, index]));
  const ids = new Set(publications.flatMap((publication) => publication.faculty));
  if (filters.year !== undefined) years.add(filters.year);
  if (filters.type !== undefined) types.add(filters.type);
  if (filters.faculty !== undefined) ids.add(filters.faculty);
  return {
    years: [...years].sort((a, b) => b - a),
    types: PUBLICATION_TYPES.filter((type) => types.has(type)),
    faculty: [...ids]
      .map((id) => ({
        id,
        name: names.get(id) ?? authorNames.get(id) ?? id,
        order: listOrder.get(id) ?? listOrder.size,
      }))
      // Members the faculty list does not name, by name: compared as text, not with localeCompare,
      // whose first call sets up ICU's collation (about 40 ms of a phone's hydration; issue 34).
      .sort((a, b) => a.order - b.order || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
      .map(({ id, name }) => ({ id, name })),
  };
}
