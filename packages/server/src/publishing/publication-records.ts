/**
 * The publications' public records (issue 25): every item not hidden, in the API's shape
 * (contract `publication`), newest year first, then by title; keyed by the item's key.
 */
import { PUBLICATIONS_COLLECTION, type PackPublication, type Publication } from "@dept/contract";
import type { PublicRecord } from "../db/content-repository.js";

/** A pack item as the API answers it. */
export function publicPublication(item: PackPublication): Publication {
  return {
    key: item.key,
    title: item.title,
    authors: item.authors.map((author) =>
      author.faculty === undefined ? { name: author.name } : { name: author.name, faculty: author.faculty },
    ),
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

export function publicationRecords(items: readonly PackPublication[]): PublicRecord[] {
  const shown = items
    .filter((item) => !item.hidden)
    .map(publicPublication)
    .sort(byYearThenTitle);
  return shown.map((item, position) => ({
    collection: PUBLICATIONS_COLLECTION,
    position,
    record_key: item.key,
    data: item,
  }));
}
