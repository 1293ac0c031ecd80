/** Repository functions for blobs, image variants and the current content's file names. */
import type { Kysely, Transaction } from "kysely";
import type { Database, ImageVariant } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface BlobInfo {
  hash: string;
  size: number;
  content_type: string;
}

export async function existingBlobHashes(db: Db, hashes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = await db
      .selectFrom("blobs")
      .select("hash")
      .where("hash", "in", hashes.slice(i, i + 500))
      .execute();
    for (const row of rows) found.add(row.hash);
  }
  return found;
}

export async function insertBlob(db: Db, blob: BlobInfo & { data: Uint8Array | null }): Promise<void> {
  await db
    .insertInto("blobs")
    .values(blob)
    .onConflict((oc) => oc.column("hash").doNothing())
    .execute();
}

export async function readBlobData(db: Db, hash: string): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom("blobs").select("data").where("hash", "=", hash).executeTakeFirst();
  return row?.data ?? undefined;
}

export async function blobInfos(db: Db): Promise<BlobInfo[]> {
  return db.selectFrom("blobs").select(["hash", "size", "content_type"]).execute();
}

export async function variantsOf(db: Db, sourceHash: string): Promise<ImageVariant[]> {
  return db.selectFrom("image_variants").selectAll().where("source_hash", "=", sourceHash).execute();
}

export async function allVariants(db: Db): Promise<ImageVariant[]> {
  return db.selectFrom("image_variants").selectAll().execute();
}

export async function insertVariants(db: Db, variants: ImageVariant[]): Promise<void> {
  for (const variant of variants) {
    await db
      .insertInto("image_variants")
      .values(variant)
      .onConflict((oc) => oc.columns(["source_hash", "width", "format"]).doNothing())
      .execute();
  }
}

export async function replaceContentFiles(db: Db, files: { hash: string; name: string }[]): Promise<void> {
  await db.deleteFrom("content_files").execute();
  for (let i = 0; i < files.length; i += 200) {
    const chunk = files.slice(i, i + 200);
    if (chunk.length > 0)
      await db
        .insertInto("content_files")
        .values(chunk.map(({ hash, name }) => ({ hash, name })))
        .execute();
  }
}

export async function contentFiles(db: Db): Promise<{ hash: string; name: string }[]> {
  return db.selectFrom("content_files").select(["hash", "name"]).execute();
}

/** The content type of each of `hashes` that is a stored blob. */
export async function blobContentTypes(db: Db, hashes: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const unique = [...new Set(hashes)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom("blobs")
      .select(["hash", "content_type"])
      .where("hash", "in", unique.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.hash, row.content_type);
  }
  return found;
}

/** Which of `hashes` are images with resized variants. */
export async function imageSources(db: Db, hashes: string[]): Promise<Set<string>> {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return new Set();
  const rows = await db
    .selectFrom("image_variants")
    .select("source_hash")
    .distinct()
    .where("source_hash", "in", unique)
    .execute();
  return new Set(rows.map((row) => row.source_hash));
}

/** Records the displayed size of source images (a size once known never changes: the key is the content's hash). */
export async function insertImageSizes(
  db: Db,
  sizes: { hash: string; width: number; height: number }[],
): Promise<void> {
  for (const size of sizes) {
    await db
      .insertInto("image_sizes")
      .values(size)
      .onConflict((oc) => oc.column("hash").doNothing())
      .execute();
  }
}

/** The displayed size of each of `hashes` that is known. */
export async function imageSizes(db: Db, hashes: string[]): Promise<Map<string, { width: number; height: number }>> {
  const found = new Map<string, { width: number; height: number }>();
  const unique = [...new Set(hashes)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom("image_sizes")
      .selectAll()
      .where("hash", "in", unique.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.hash, { width: row.width, height: row.height });
  }
  return found;
}

/** Every known displayed size of a source image (the content snapshot sizes og:image by them). */
export async function allImageSizes(db: Db): Promise<{ hash: string; width: number; height: number }[]> {
  return db.selectFrom("image_sizes").select(["hash", "width", "height"]).execute();
}

/** The source images that have variants but no known size (stored before sizes were kept). */
export async function sourcesWithoutSize(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("image_variants")
    .select("source_hash")
    .distinct()
    .where("source_hash", "not in", db.selectFrom("image_sizes").select("hash"))
    .execute();
  return rows.map((row) => row.source_hash);
}

export async function allBlobHashes(db: Db): Promise<string[]> {
  return (await db.selectFrom("blobs").select("hash").execute()).map((row) => row.hash);
}

/** Each retired blob with the ISO instant it was retired at. */
export async function retiredBlobs(db: Db): Promise<Map<string, string>> {
  return new Map((await db.selectFrom("retired_blobs").selectAll().execute()).map((row) => [row.hash, row.retired_at]));
}

export async function retireBlobs(db: Db, hashes: string[], at: string): Promise<void> {
  for (let i = 0; i < hashes.length; i += 200) {
    await db
      .insertInto("retired_blobs")
      .values(hashes.slice(i, i + 200).map((hash) => ({ hash, retired_at: at })))
      .execute();
  }
}

/** Needed again: no longer retired. */
export async function unretireBlobs(db: Db, hashes: string[]): Promise<void> {
  if (hashes.length > 0) await db.deleteFrom("retired_blobs").where("hash", "in", hashes).execute();
}

/** Deletes blobs for good: their rows, the variants that are they, their sizes and retirement. */
export async function deleteBlobs(db: Db, hashes: string[]): Promise<void> {
  for (let i = 0; i < hashes.length; i += 200) {
    const chunk = hashes.slice(i, i + 200);
    await db.deleteFrom("image_variants").where("blob_hash", "in", chunk).execute();
    await db.deleteFrom("blobs").where("hash", "in", chunk).execute();
    await db.deleteFrom("image_sizes").where("hash", "in", chunk).execute();
    await db.deleteFrom("retired_blobs").where("hash", "in", chunk).execute();
  }
}
