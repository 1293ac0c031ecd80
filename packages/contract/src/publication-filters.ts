/**
 * Publications' types and filters, shared by GET /api/publications and the site's /publications
 * page. No zod: the page imports these at start; the answer's schema is in ./publication-shape.ts.
 */
export const PUBLICATION_TYPES = [
  "article",
  "conference",
  "chapter",
  "book",
  "preprint",
  "thesis",
  "dataset",
  "other",
] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** The filters of GET /api/publications and of the site's /publications page: each one given must match. */
export interface PublicationFilters {
  faculty?: string;
  year?: number;
  type?: PublicationType;
}

/** What a filter reads of a publication (./publication-shape.ts's `Publication` has it). */
interface Filtered {
  faculty: readonly string[];
  year: number | null;
  type: PublicationType;
}

/** The publications that match every filter given, in the list's order. */
export function filterPublications<T extends Filtered>(items: readonly T[], filters: PublicationFilters): T[] {
  return items.filter(
    (item) =>
      (filters.faculty === undefined || item.faculty.includes(filters.faculty)) &&
      (filters.year === undefined || item.year === filters.year) &&
      (filters.type === undefined || item.type === filters.type),
  );
}
