/**
 * An editor's list of entries in the order visitors see them: by position (the order a publisher
 * sets), notices newest first by date, publications by year, newest first, then by title (as
 * GET /api/publications answers). The sorts are stable, so equal entries keep their positions.
 */
import { LIST_COLLECTIONS, newestFirstField, PUBLICATIONS_COLLECTION, type EntrySummary } from "@dept/contract";
import type { EntryData } from "../../publishing/entry-data.js";

export function inPublicOrder(
  collection: string,
  entries: readonly { summary: EntrySummary; data: EntryData }[],
): EntrySummary[] {
  const list = LIST_COLLECTIONS.find((name) => name === collection);
  if (collection === PUBLICATIONS_COLLECTION) {
    const year = (data: EntryData) => (typeof data.year === "number" ? data.year : 0);
    return [...entries]
      .sort((a, b) => year(b.data) - year(a.data) || a.summary.title.localeCompare(b.summary.title, "en"))
      .map((entry) => entry.summary);
  }
  const summaries = entries.map((entry) => entry.summary);
  return list !== undefined && newestFirstField(list) !== undefined
    ? summaries.sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""))
    : summaries;
}
