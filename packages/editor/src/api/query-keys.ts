/**
 * The editor's query keys. Every list of entries sits under `collections`, so a change to an entry
 * invalidates the overview and each collection's list at once.
 */
import type { EntryCollection } from "@dept/contract";

export const queryKeys = {
  session: ["session"] as const,
  collections: ["collections"] as const,
  entries: (collection: EntryCollection, deleted: boolean) =>
    ["collections", collection, deleted ? "deleted" : "current"] as const,
  entry: (id: string) => ["entries", id] as const,
  publications: ["publications"] as const,
  users: ["users"] as const,
  audit: (offset: number) => ["audit", offset] as const,
  /** The site's languages and what still needs translating: stale after any change to an entry. */
  translations: ["translations"] as const,
};
