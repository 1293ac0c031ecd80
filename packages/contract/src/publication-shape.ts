/**
 * Faculty publications as visitors get them (issue 25): the types and GET /api/publications's
 * answer, in zod/mini only. The public site imports this module; the pack schema
 * (./publications.ts, classic zod) stays out of its bundle.
 */
import * as z from "zod/mini";
import { PUBLICATION_TYPES } from "./publication-filters.js";

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
