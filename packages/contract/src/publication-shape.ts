/**
 * Faculty publications as visitors get them (issue 25): the types and GET /api/publications's
 * answer, in zod/mini only. The public site imports this module; the pack schema
 * (./publications.ts, classic zod) stays out of its bundle.
 */
import * as z from "zod/mini";

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

/** A publication as the API answers it. */
export const publication = z.object({
  key: z.string(),
  title: z.string(),
  authors: z.array(z.object({ name: z.string(), family: z.optional(z.string()), faculty: z.optional(z.string()) })),
  faculty: z.array(z.string()),
  /** Null when no source dates the work ("Undated"). */
  year: z.nullable(z.int()),
  type: z.enum(PUBLICATION_TYPES),
  venue: z.nullable(z.string()),
  doi: z.nullable(z.string()),
  url: z.nullable(z.string()),
  /** One of its members' selected publications (shown first on their profiles); absent otherwise. */
  selected: z.optional(z.literal(true)),
});

/** GET /api/publications: sorted by year, newest first, then by title. */
export const publicationList = z.object({ publications: z.array(publication) });

export type Publication = z.infer<typeof publication>;
export type PublicationList = z.infer<typeof publicationList>;

/** The filters of GET /api/publications and of the site's /publications page: each one given must match. */
export interface PublicationFilters {
  faculty?: string;
  year?: number;
  type?: PublicationType;
}

/** The publications that match every filter given, in the list's order. */
export function filterPublications(items: readonly Publication[], filters: PublicationFilters): Publication[] {
  return items.filter(
    (item) =>
      (filters.faculty === undefined || item.faculty.includes(filters.faculty)) &&
      (filters.year === undefined || item.year === filters.year) &&
      (filters.type === undefined || item.type === filters.type),
  );
}
