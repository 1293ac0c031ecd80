/**
 * Repository functions for the published content (its records and its version row). A record's
 * data is JSON text in its column (both dialects): read and written here only.
 */
import type { Kysely, Transaction } from "kysely";
import type { ContentRecordRow, Database } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** A public record: its data is the API answer's item, but for images stored as source hashes. */
export interface PublicRecord {
  collection: string;
  position: number;
  /** Faculty id for faculty records, empty otherwise. */
  record_key: string;
  data: Record<string, unknown>;
}

/** The one place content_records.data is read and written. */
const recordOf = (row: ContentRecordRow): PublicRecord => ({
  ...row,
  data: JSON.parse(row.data) as PublicRecord["data"],
});
const rowOf = (record: PublicRecord): ContentRecordRow => ({ ...record, data: JSON.stringify(record.data) });

export async function contentVersion(db: Db): Promise<number | undefined> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return row?.version;
}

/** The version row: the content's version and when it was imported. */
export async function contentVersionRow(db: Db): Promise<{ version: number; imported_at: string } | undefined> {
  return db.selectFrom("content_version").select(["version", "imported_at"]).where("id", "=", 1).executeTakeFirst();
}

export async function replaceContent(
  db: Transaction<Database>,
  records: PublicRecord[],
  summary: string,
): Promise<number> {
  await db.deleteFrom("content_records").execute();
  for (let i = 0; i < records.length; i += 100) {
    await db
      .insertInto("content_records")
      .values(records.slice(i, i + 100).map(rowOf))
      .execute();
  }
  const current = await contentVersion(db);
  const version = (current ?? 0) + 1;
  const row = { version, imported_at: new Date().toISOString(), summary };
  if (current === undefined)
    await db
      .insertInto("content_version")
      .values({ id: 1, ...row })
      .execute();
  else await db.updateTable("content_version").set(row).where("id", "=", 1).execute();
  return version;
}

export async function allContentRecords(db: Db): Promise<PublicRecord[]> {
  const rows = await db.selectFrom("content_records").selectAll().orderBy("collection").orderBy("position").execute();
  return rows.map(recordOf);
}

/** The records of `collections` only. */
export async function contentRecordsOf(db: Db, collections: string[]): Promise<PublicRecord[]> {
  const rows = await db.selectFrom("content_records").selectAll().where("collection", "in", collections).execute();
  return rows.map(recordOf);
}
