/**
 * Site search: its entries, their pages' words in the database's own full-text engine (SQLite
 * FTS5, PostgreSQL tsvector with a GIN index), and the text read from each PDF once, by hash.
 * Frozen once landed.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

// Migrations run against whatever the schema was at their time, so they take an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;

  await db.schema
    .createTable("search_entries")
    .addColumn("id", "integer", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("title_words", "text", (col) => col.notNull())
    .addColumn("route", "text", (col) => col.notNull())
    .addColumn("file", "text")
    .addColumn("page_route", "text")
    .addColumn("text_layer", "integer")
    .execute();

  // One passage per entry (page null: its title and fields) and per PDF page (its title and the
  // page), with the text as written for the snippet. Its id is entry id * 1000 + page (0 for the
  // entry's own). The words the engine indexes (plain lowercase words, made by search/terms.ts):
  // PostgreSQL keeps them here with a generated tsvector; SQLite in a contentless FTS5 table whose
  // rowid is the passage id, so matching reads only the index, never the passages' text.
  await db.schema
    .createTable("search_pages")
    .addColumn("id", postgres ? "bigint" : "integer", (col) => col.primaryKey())
    .addColumn("entry_id", "integer", (col) => col.notNull())
    .addColumn("page", "integer")
    .addColumn("text", "text", (col) => col.notNull())
    .execute();
  if (postgres) {
    await db.schema
      .alterTable("search_pages")
      .addColumn("words", "text", (col) => col.notNull())
      .execute();
    await sql`ALTER TABLE search_pages ADD COLUMN document tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, words)) STORED`.execute(
      db,
    );
    await sql`CREATE INDEX search_pages_document ON search_pages USING gin (document)`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE search_words USING fts5(words, content = '', tokenize = 'unicode61 remove_diacritics 0')`.execute(
      db,
    );
  }

  await db.schema
    .createTable("pdf_texts")
    .addColumn("hash", "text", (col) => col.primaryKey())
    // JSON: the pages' text, or null when pdf.js could not read the file.
    .addColumn("pages", "text")
    .execute();
}
