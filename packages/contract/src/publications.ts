/**
 * Faculty publications (issue 25): an item as a content pack's `publications.yaml` writes it (and
 * the editor and a refresh store it). Hidden items are kept in the pack, never answered. What
 * GET /api/publications answers is in ./publication-shape.ts (zod/mini only, for the site's bundle).
 */
import { z } from "zod";
import { normaliseDoi } from "./publication-keys.js";
import { PUBLICATION_SOURCES } from "./publication-sources.js";
import { PUBLICATION_TYPES } from "./publication-filters.js";
import { LINE_MAX, TITLE_MAX } from "./limits.js";
import { withKind } from "./field-kinds.js";
import { facultyId, httpUrl, requiredText } from "./rules.js";

const doi = z
  .string()
  .refine(
    (value) => normaliseDoi(value) === value,
    "must be a DOI in lowercase without a resolver, like 10.1145/3368089",
  );
/** A title of up to 1,000 characters: some papers' are long. */
export const PUBLICATION_TITLE_MAX = 1_000;

export const packPublication = z
  .object({
    /** publicationKey(): how a refresh finds the item again, whatever a person corrected. */
    key: z
      .string()
      .regex(/^(?:doi:10\.\S+|title:.*:(?:\d{4}|undated))$/, "must be doi:<DOI> or title:<title>:<year or undated>"),
    title: requiredText(PUBLICATION_TITLE_MAX),
    /** As the sources list them; empty when no source names the authors (never made up from a profile). */
    authors: z.array(
      z
        .object({
          name: requiredText(TITLE_MAX),
          family: z.optional(requiredText(TITLE_MAX)),
          faculty: z.optional(facultyId),
        })
        .strict(),
    ),
    /** Whose profiles show it. */
    faculty: z.array(facultyId).min(1),
    /** Absent when no source dates the work: the site lists it under "Undated". */
    year: withKind(z.number().int().min(1900).max(2200), "year").optional(),
    type: z.enum(PUBLICATION_TYPES),
    venue: z.optional(requiredText(LINE_MAX)),
    doi: doi.optional(),
    url: z.optional(httpUrl),
    sources: z.array(z.object({ source: z.enum(PUBLICATION_SOURCES), id: z.string().min(1) }).strict()),
    /** A person hid it: not on the site, never brought back by a refresh. */
    hidden: z.boolean().optional(),
    /** The editor marked it one of the member's selected publications: shown first on the profile. */
    selected: z.boolean().optional(),
    /** A person corrected or added it: a refresh never changes its fields. */
    curated: z.boolean().optional(),
  })
  .strict();

export type PackPublication = z.infer<typeof packPublication>;
