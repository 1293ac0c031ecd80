/**
 * An editor's list of entries in the order visitors see them, by the same contract function as
 * publishing (registry `publicOrder`): by position (the order a publisher sets), notices newest
 * first by date, publications by year, newest first, then by title (as GET /api/publications
 * answers). The sorts are stable, so equal entries keep their positions.
 */
import { publicOrder, type EntrySummary } from "@dept/contract";
import type { EntryData } from "../../publishing/entry-data.js";

export function inPublicOrder(
  collection: string,
  entries: readonly { summary: EntrySummary; data: EntryData }[],
): EntrySummary[] {
  const order = publicOrder(collection);
  return (order ? [...entries].sort((a, b) => order(a.data, b.data)) : entries).map((entry) => entry.summary);
}
