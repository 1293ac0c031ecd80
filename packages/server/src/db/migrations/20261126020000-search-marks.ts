/**
 * Site search keeps the marks of Indic scripts inside words (search/terms.ts): SQLite's FTS5
 * table is made again with a tokenizer that counts marks (categories M*) as part of a token, not
 * as separators, and both engines' words are made again from the stored passages with the words
 * of this code. (PostgreSQL's parser already keeps a Devanagari word whole.) Frozen once landed.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";
import { indexedText } from "../../search/terms.js";

interface PassageRow {
  /** PostgreSQL answers a bigint as a string. */
  id: number | string;
  page: number | null;
  text: string;
  title: string;
  /** PostgreSQL: the words stored now. */
  words?: string;
}

// Migrations run against whatever the schema was at their time, so they take an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // As the index was written: an entry's own passage is its title and fields; a PDF page's words
  // are its entry's title and the page.
  const passages = await sql<PassageRow>`
    SELECT p.id, p.page, p.text, e.title${postgres ? sql`, p.words` : sql``} FROM search_pages p JOIN search_entries e ON e.id = p.entry_id`.execute(
    db,
  );
  const wordsOf = (row: PassageRow) => indexedText(row.page === null ? row.text : `${row.title}\n${row.text}`);

  if (postgres) {
    // Only passages whose words change are written (none on an English-only site); the generated tsvector follows.
    const changed = passages.rows.flatMap((row) =>
      wordsOf(row) === row.words ? [] : [{ id: row.id, words: wordsOf(row) }],
    );
    for (let i = 0; i < changed.length; i += 100) {
      const values = changed.slice(i, i + 100).map((row) => sql`(${row.id}::bigint, ${row.words})`);
      await sql`UPDATE search_pages p SET words = v.words FROM (VALUES ${sql.join(values)}) AS v(id, words) WHERE p.id = v.id`.execute(
        db,
      );
    }
    return;
  }
  await sql`DROP TABLE search_words`.execute(db);
  await sql`CREATE VIRTUAL TABLE search_words USING fts5(words, content = '', tokenize = 'unicode61 remove_diacritics 0 categories ''L* N* Co M*''')`.execute(
    db,
  );
  for (let i = 0; i < passages.rows.length; i += 100) {
    const values = passages.rows.slice(i, i + 100).map((row) => sql`(${row.id}, ${wordsOf(row)})`);
    await sql`INSERT INTO search_words (rowid, words) VALUES ${sql.join(values)}`.execute(db);
  }
}
