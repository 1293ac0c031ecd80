/**
 * The editor's content model: every collection entry with its revisions (drafts, reviews,
 * publications, unpublishing, deletion, imports), and the publications (content versions) with the
 * revision each entry had live in them, so any publication can be restored. Frozen once landed.
 */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("entries")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("collection", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("identity", "text", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("head_revision", "text", (col) => col.notNull())
    .addColumn("live_revision", "text")
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("entries_collection").on("entries").columns(["collection", "position"]).execute();

  await db.schema
    .createTable("revisions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("entry_id", "text", (col) => col.notNull())
    .addColumn("number", "integer", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("version", "integer")
    .addUniqueConstraint("revisions_entry_number", ["entry_id", "number"])
    .execute();

  await db.schema
    .createTable("publications")
    .addColumn("version", "integer", (col) => col.primaryKey())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("live", "text", (col) => col.notNull())
    .execute();
}
