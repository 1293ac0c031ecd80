/**
 * Removes blobs no content references any more (the blob store would otherwise grow with every
 * import). A blob becomes unreferenced at an import, but another instance sharing PostgreSQL may
 * serve the previous content until its next poll, so it is only *retired* then, and deleted (row,
 * bytes, its image variants, this instance's local file) once it has stayed unreferenced for
 * RETIRED_GRACE_MS. Run after every import and at start; `*.tmp` files of a killed write are
 * removed at start too.
 */
import fs from "node:fs";
import path from "node:path";
import type { Kysely, Transaction } from "kysely";
import { allBlobHashes, allVariants, contentFiles, deleteBlobs, retireBlobs, retiredBlobs, unretireBlobs } from "../db/blob-repository.js";
import { allContentRecords } from "../db/content-repository.js";
import { everyRevisionData } from "../db/entry-repository.js";
import type { Database } from "../db/schema.js";
import { HASH_PATTERN, type BlobStore } from "../storage/blob-store.js";
import { refHash } from "../publishing/entry-data.js";

/** Far longer than any instance takes to see a new import (CONTENT_POLL_MS is at most a minute). */
export const RETIRED_GRACE_MS = 10 * 60 * 1000;

export interface CleanupSummary {
  retired: number;
  deleted: number;
}

/** Every string anywhere in a record's JSON: image fields hold source hashes, wherever they sit. */
function strings(value: unknown, into: Set<string>): void {
  if (typeof value === "string") into.add(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, into);
  else if (value && typeof value === "object") for (const item of Object.values(value)) strings(item, into);
}

/**
 * The blobs the content needs: the current content's files, every file and image any revision of
 * an entry names (`hash/name`: every revision is kept, so any can be restored), and every variant
 * of every image named.
 */
async function referencedBlobs(trx: Transaction<Database>): Promise<Set<string>> {
  const [files, variants, records, revisions] = await Promise.all([contentFiles(trx), allVariants(trx), allContentRecords(trx), everyRevisionData(trx)]);
  const named = new Set<string>();
  for (const record of records) strings(record.data, named);
  const inRevisions = new Set<string>();
  for (const data of revisions) strings(data, inRevisions);
  for (const value of inRevisions) {
    const hash = refHash(value);
    if (hash) named.add(hash);
  }
  const referenced = new Set(files.map((file) => file.hash));
  for (const hash of named) if (HASH_PATTERN.test(hash)) referenced.add(hash);
  for (const variant of variants) if (named.has(variant.source_hash)) referenced.add(variant.blob_hash);
  return referenced;
}

export async function cleanBlobs(db: Kysely<Database>, store: BlobStore, now = new Date()): Promise<CleanupSummary> {
  const cutoff = new Date(now.getTime() - RETIRED_GRACE_MS).toISOString();
  const { expired, retired } = await db.transaction().execute(async (trx) => {
    const referenced = await referencedBlobs(trx);
    const all = await allBlobHashes(trx);
    const retired = await retiredBlobs(trx);

    // Needed again (a later import brought it back): no longer retired.
    await unretireBlobs(trx, [...retired.keys()].filter((hash) => referenced.has(hash)));

    const unreferenced = all.filter((hash) => !referenced.has(hash));
    const newlyRetired = unreferenced.filter((hash) => !retired.has(hash));
    await retireBlobs(trx, newlyRetired, now.toISOString());
    const expired = unreferenced.filter((hash) => (retired.get(hash) ?? now.toISOString()) < cutoff);
    await deleteBlobs(trx, expired);
    return { expired, retired: newlyRetired.length };
  });
  // Only once the rows are gone for good: a local file never outlives its row the other way round.
  await Promise.all(expired.map((hash) => fs.promises.rm(store.localPath(hash), { force: true })));
  return { retired, deleted: expired.length };
}

/** Removes the `*.tmp` files a killed write left in the local blob folder. */
export async function removeTemporaryFiles(store: BlobStore): Promise<number> {
  if (!fs.existsSync(store.root)) return 0;
  const entries = await fs.promises.readdir(store.root, { recursive: true, withFileTypes: true });
  const leftovers = entries.filter((entry) => entry.isFile() && entry.name.endsWith(".tmp"));
  await Promise.all(leftovers.map((entry) => fs.promises.rm(path.join(entry.parentPath, entry.name), { force: true })));
  return leftovers.length;
}
