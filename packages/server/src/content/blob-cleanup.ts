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
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { HASH_PATTERN, type BlobStore } from "../storage/blob-store.js";
import { refHash } from "../editor/entry-data.js";

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
async function referencedBlobs(db: Kysely<Database>): Promise<Set<string>> {
  const [files, variants, records, revisions] = await Promise.all([
    db.selectFrom("content_files").select("hash").execute(),
    db.selectFrom("image_variants").select(["source_hash", "blob_hash"]).execute(),
    db.selectFrom("content_records").select("data").execute(),
    db.selectFrom("revisions").select("data").execute(),
  ]);
  const named = new Set<string>();
  for (const record of records) strings(JSON.parse(record.data) as unknown, named);
  const inRevisions = new Set<string>();
  for (const revision of revisions) strings(JSON.parse(revision.data) as unknown, inRevisions);
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
    const all = (await trx.selectFrom("blobs").select("hash").execute()).map((row) => row.hash);
    const retired = new Map((await trx.selectFrom("retired_blobs").selectAll().execute()).map((row) => [row.hash, row.retired_at]));

    // Needed again (a later import brought it back): no longer retired.
    const revived = [...retired.keys()].filter((hash) => referenced.has(hash));
    if (revived.length > 0) await trx.deleteFrom("retired_blobs").where("hash", "in", revived).execute();

    const unreferenced = all.filter((hash) => !referenced.has(hash));
    const newlyRetired = unreferenced.filter((hash) => !retired.has(hash));
    for (let i = 0; i < newlyRetired.length; i += 200) {
      const rows = newlyRetired.slice(i, i + 200).map((hash) => ({ hash, retired_at: now.toISOString() }));
      await trx.insertInto("retired_blobs").values(rows).execute();
    }
    const expired = unreferenced.filter((hash) => (retired.get(hash) ?? now.toISOString()) < cutoff);
    for (let i = 0; i < expired.length; i += 200) {
      const chunk = expired.slice(i, i + 200);
      await trx.deleteFrom("image_variants").where("blob_hash", "in", chunk).execute();
      await trx.deleteFrom("blobs").where("hash", "in", chunk).execute();
      await trx.deleteFrom("image_sizes").where("hash", "in", chunk).execute();
      await trx.deleteFrom("retired_blobs").where("hash", "in", chunk).execute();
    }
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
