/**
 * The publications' served shape (issue 25): a pack item as GET /api/publications answers it
 * (publication-shape.ts), and the pack keys only the editor and a refresh read.
 */
import type { PackPublication } from "../publications.js";
import { publication, type Publication } from "../publication-shape.js";
import type { Served } from "./served.js";

/** A pack item as the API answers it. */
export function publicPublication(item: PackPublication): Publication {
  return {
    key: item.key,
    title: item.title,
    authors: item.authors.map(({ name, family, faculty }) => ({
      name,
      ...(family === undefined ? {} : { family }),
      ...(faculty === undefined ? {} : { faculty }),
    })),
    faculty: item.faculty,
    year: item.year ?? null,
    type: item.type,
    venue: item.venue ?? null,
    doi: item.doi ?? null,
    url: item.url ?? null,
    ...(item.selected ? { selected: true as const } : {}),
  };
}

/** Newest year first, undated last, then by title (then key, so the order never depends on the input's). */
export function byYearThenTitle(a: Publication, b: Publication): number {
  return (
    (b.year ?? 0) - (a.year ?? 0) ||
    a.title.localeCompare(b.title, "en") ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

export const publicationsServed = {
  answer: publication,
  serve: (item: PackPublication) => publicPublication(item),
  notServed: {
    sources: "Where a refresh found it: read by the next refresh, never shown.",
    hidden: "Hides the publication: a hidden one has no answer at all.",
    curated: "Tells a refresh to leave it as it is; never shown.",
  },
} satisfies Served<PackPublication>;
