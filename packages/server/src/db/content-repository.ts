/** Repository functions for the imported content and its version row. */
import type { Kysely, Transaction } from "kysely";
import type { ContentRecord, Database, NewContentRecord } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;

export async function contentVersion(db: Db): Promise<number | undefined> {
  const row = await db.selectFrom("content_version").select("version").where("id", "=", 1).executeTakeFirst();
  return row?.version;
}

/** The version row: the content's version and when it was imported. */
export async function contentVersionRow(db: Db): Promise<{ version: number; imported_at: string } | undefined> {
  return db.selectFrom("content_version").select(["version", "imported_at"]).where("id", "=", 1).executeTakeFirst();
}

export async function replaceContent(db: Transaction<Database>, records: NewContentRecord[], summary: string): Promise<number> {
  await db.deleteFrom("content_records").execute();
  for (let i = 0; i < records.length; i += 100) {
    await db.insertInto("content_records").values(records.slice(i, i + 100)).execute();
  }
  const current = await contentVersion(db);
  const version = (current ?? 0) + 1;
  const row = { version, imported_at: new Date().toISOString(), summary };
  if (current === undefined) await db.insertInto("content_version").values({ id: 1, ...row }).execute();
  else await db.updateTable("content_version").set(row).where("id", "=", 1).execute();
  return version;
}

export async function allContentRecords(db: Db): Promise<ContentRecord[]> {
  return db.selectFrom("content_records").selectAll().orderBy("collection").orderBy("position").execute();
}
