/**
 * Faculty publications (issue 25): an item as a content pack's `publications.yaml` writes it (and
 * the editor and a refresh store it). Hidden items are kept in the pack, never answered. What
 * GET /api/publications answers is in ./publication-shape.ts (zod/mini only, for the site's bundle).
 */
import { z } from "zod";
import { normaliseDoi } from "./publication-keys.js";
import { PUBLICATION_TYPES } from "./publication-shape.js";
import { LINE_MAX, TITLE_MAX } from "./limits.js";
import { withKind } from "./registry/fields.js";
import { facultyId } from "./faculty-id.js";
import { httpUrl, requiredText } from "./rules.js";

export const PUBLICATION_SOURCES = ["orcid", "openalex", "crossref", "dblp", "manual"] as const;

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
    key: z.string().regex(/^(?:doi:10\.\S+|title:.*:\d{4})$/, "must be doi:<DOI> or title:<title>:<year>"),
    title: requiredText(PUBLICATION_TITLE_MAX),
    authors: z.array(z.object({ name: requiredText(TITLE_MAX), faculty: z.optional(facultyId) }).strict()).min(1),
    /** Whose profiles show it. */
    faculty: z.array(facultyId).min(1),
    year: withKind(z.number().int().min(1900).max(2200), "year"),
    type: z.enum(PUBLICATION_TYPES),
    venue: z.optional(requiredText(LINE_MAX)),
    doi: doi.optional(),
    url: z.optional(httpUrl),
    sources: z.array(z.object({ source: z.enum(PUBLICATION_SOURCES), id: z.string().min(1) }).strict()),
    /** A person hid it: not on the site, never brought back by a refresh. */
    hidden: z.boolean().optional(),
    /** A person corrected or added it: a refresh never changes its fields. */
    curated: z.boolean().optional(),
  })
  .strict();

export type PackPublication = z.infer<typeof packPublication>;
