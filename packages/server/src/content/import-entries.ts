/**
 * An import as one published revision set: each entry of the pack becomes (or stays) the live
 * revision of the entry it matches by identity (entry-data.ts), an entry the pack no longer has is
 * deleted by a revision, and drafts nobody published are left alone. Unchanged entries get no new
 * revision, so their history shows only what changed. A pack without publications.yaml leaves the
 * site's publications as they are (a refresh, not the pack, keeps them).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { EDITABLE_COLLECTIONS, entriesByCollection, PUBLICATIONS_COLLECTION, publicationsCollection, SITE_COLLECTION, type EntryCollection } from "@dept/contract";
import type { Transaction } from "kysely";
import { storedFileName, type PackBlobs, type PackContent } from "../publishing/records.js";
import { entriesOf, insertEntries, insertRevisions, lastRevisionNumbers, revisionData, updateEntry, type NewRevision } from "../db/entry-repository.js";
import type { Database, EntryRow } from "../db/schema.js";
import { entryIdentity, mapFileValues, sameData, type EntryData, type FileFieldKind } from "../publishing/entry-data.js";

/** What an import writes: the pack's entries, and the collections the pack does not have (left as they are). */
export interface ImportedEntries {
  items: { collection: EntryCollection; data: EntryData }[];
  untouched: ReadonlySet<string>;
}

/**
 * The pack's entries, its site content first, with each file and image path replaced by its stored
 * reference (`hash/name`); publications are untouched when the pack has no publications.yaml.
 */
export function packEntries(pack: PackContent & { dir: string }, blobs: PackBlobs): ImportedEntries {
  const ref = (packPath: string, kind: FileFieldKind) => {
    if (kind === "image") return `${blobs.images.get(packPath)}/${storedFileName(packPath)}`;
    const stored = blobs.files.get(packPath)!;
    return `${stored.hash}/${stored.name}`;
  };
  const site = { collection: SITE_COLLECTION, data: mapFileValues(SITE_COLLECTION, pack.site as unknown as EntryData, ref) };
  const untouched = new Set<string>(fs.existsSync(path.join(pack.dir, publicationsCollection.file)) ? [] : [PUBLICATIONS_COLLECTION]);
  const items = EDITABLE_COLLECTIONS.filter((collection) => !untouched.has(collection)).flatMap((collection) => {
    const values = entriesByCollection(pack)[collection] as EntryData[];
    return values.map((item) => ({ collection, data: mapFileValues(collection, item, ref) }));
  });
  return { items: [site, ...items], untouched };
}

export async function syncImportedEntries(trx: Transaction<Database>, { items, untouched }: ImportedEntries, actor: string): Promise<void> {
  const at = new Date().toISOString();
  const existing = (await entriesOf(trx)).filter((entry) => !untouched.has(entry.collection));
  const byIdentity = new Map(existing.map((entry) => [`${entry.collection}\n${entry.identity}`, entry]));
  const liveData = await revisionData(trx, existing.flatMap((entry) => (entry.live_revision ? [entry.live_revision] : [])));
  const lastNumber = await lastRevisionNumbers(trx);

  const matched = new Set<string>();
  const newEntries: EntryRow[] = [];
  const revisions: (NewRevision & { id: string })[] = [];
  const positions = new Map<EntryCollection, number>();
  const seen = new Map<string, number>();
  for (const { collection, data } of items) {
    const position = positions.get(collection) ?? 0;
    positions.set(collection, position + 1);
    // Two pack entries with one identity (same title and date) stay two entries.
    const base = entryIdentity(collection, data);
    const count = (seen.get(`${collection}\n${base}`) ?? 0) + 1;
    seen.set(`${collection}\n${base}`, count);
    const identity = count === 1 ? base : `${base}#${count}`;
    const entry = byIdentity.get(`${collection}\n${identity}`);
    if (entry && !matched.has(entry.id)) {
      matched.add(entry.id);
      const unchanged = entry.live_revision && entry.live_revision === entry.head_revision && sameData(liveData.get(entry.live_revision), data);
      if (unchanged) {
        if (entry.position !== position) await updateEntry(trx, entry.id, { position });
        continue;
      }
      const id = randomUUID();
      const number = (lastNumber.get(entry.id) ?? 0) + 1;
      revisions.push({ id, entryId: entry.id, number, state: "published", data, author: actor, at });
      await updateEntry(trx, entry.id, { position, state: "published", head_revision: id, live_revision: id, updated_at: at, updated_by: actor });
      continue;
    }
    const entryId = randomUUID();
    const id = randomUUID();
    newEntries.push({ id: entryId, collection, position, identity, state: "published", head_revision: id, live_revision: id, updated_at: at, updated_by: actor, publish_at: null, unpublish_at: null, scheduled_by: null });
    revisions.push({ id, entryId, number: 1, state: "published", data, author: actor, at });
  }

  // What the pack no longer has leaves the site by a deletion (its history stays); unpublished
  // drafts stay drafts, after the pack's entries.
  const headData = await revisionData(trx, existing.filter((entry) => !matched.has(entry.id) && entry.live_revision).map((entry) => entry.head_revision));
  for (const entry of existing) {
    if (matched.has(entry.id) || entry.state === "deleted") continue;
    const collection = entry.collection as EntryCollection;
    const position = (positions.get(collection) ?? 0) + entry.position;
    if (!entry.live_revision) {
      await updateEntry(trx, entry.id, { position });
      continue;
    }
    const id = randomUUID();
    revisions.push({ id, entryId: entry.id, number: (lastNumber.get(entry.id) ?? 0) + 1, state: "deleted", data: headData.get(entry.head_revision)!, author: actor, at });
    await updateEntry(trx, entry.id, { position, state: "deleted", head_revision: id, live_revision: null, updated_at: at, updated_by: actor });
  }
  await insertEntries(trx, newEntries);
  await insertRevisions(trx, revisions);
}
