/** Initial schema. Frozen once landed: later changes get a new timestamp-named migration. */
import { PostgresAdapter, type Kysely } from "kysely";

// Migrations run against whatever the schema was at their time, so they take an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const bytes = postgres ? "bytea" : "blob";

  await db.schema
    .createTable("content_version")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("version", "integer", (col) => col.notNull())
    .addColumn("imported_at", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("content_records")
    .addColumn("collection", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("record_key", "text", (col) => col.notNull())
    .addColumn("data", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_records_pk", ["collection", "position"])
    .execute();

  await db.schema
    .createTable("blobs")
    .addColumn("hash", "text", (col) => col.primaryKey())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("data", bytes)
    .execute();

  await db.schema
    .createTable("content_files")
    .addColumn("hash", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("content_files_pk", ["hash", "name"])
    .execute();

  await db.schema
    .createTable("image_variants")
    .addColumn("source_hash", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull())
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("blob_hash", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("image_variants_pk", ["source_hash", "width", "format"])
    .execute();

  await db.schema
    .createTable("visitor_total")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("total", "integer", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("visits")
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("visitor_hash", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("visits_pk", ["day", "visitor_hash"])
    .execute();

  await db.schema
    .createTable("visitor_salts")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("salt", "text", (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "visitor_salts",
    "visits",
    "visitor_total",
    "image_variants",
    "content_files",
    "blobs",
    "content_records",
    "content_version",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
