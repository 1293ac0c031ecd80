/**
 * Site search in the database's own full-text engine: SQLite FTS5 or PostgreSQL full-text search,
 * behind one function with the same results on both (the engines only match; ranking and snippets
 * are done here, the same for both). Each site language has its own entries; a search reads one
 * language's.
 */
import { sql, type Kysely } from "kysely";
import { DEFAULT_LANGUAGE, type Language, type SearchKind, type SearchResult } from "@dept/contract";
import type { PdfTexts, SearchEntry } from "../search/search-documents.js";
import { containsAll, fts5Query, indexedText, snippet, tsQuery } from "../search/terms.js";
import type { Dialect } from "./database.js";
import type { Database } from "./schema.js";

/** Passage ids: entry id * PAGE_SLOTS + page (0 for the entry's own passage); MAX_PDF_PAGES is below it. */
const PAGE_SLOTS = 1000;

/** The stored text of the PDFs with these content hashes (a hash not read yet is missing). */
export async function storedPdfTexts(db: Kysely<Database>, hashes: string[]): Promise<Map<string, string[] | null>> {
  const found = new Map<string, string[] | null>();
  for (let i = 0; i < hashes.length; i += 500) {
    const rows = await db
      .selectFrom("pdf_texts")
      .selectAll()
      .where("hash", "in", hashes.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.hash, row.pages === null ? null : (JSON.parse(row.pages) as string[]));
  }
  return found;
}

export async function savePdfText(db: Kysely<Database>, hash: string, pages: string[] | null): Promise<void> {
  await db
    .insertInto("pdf_texts")
    .values({ hash, pages: pages === null ? null : JSON.stringify(pages) })
    .onConflict((conflict) => conflict.column("hash").doNothing())
    .execute();
}

/**
 * A passage's text without control characters but its line breaks and tabs: pdf.js gives U+0000
 * for a glyph its font maps to no character (a Devanagari PDF whose font lacks a Unicode map for
 * its ligatures), which PostgreSQL refuses in text and no snippet should show.
 */
const printable = (text: string): string =>
  text.replace(/\p{Cc}/gu, (control) => ("\t\n\r".includes(control) ? control : ""));

/** Replaces the whole index; run it in the transaction that changes the content. */
export async function replaceSearchIndex(
  trx: Kysely<Database>,
  dialect: Dialect,
  entries: SearchEntry[],
  pdfTexts: PdfTexts,
): Promise<void> {
  await trx.deleteFrom("search_pages").execute();
  await trx.deleteFrom("search_entries").execute();
  if (dialect === "sqlite") await sql`INSERT INTO search_words (search_words) VALUES ('delete-all')`.execute(trx);
  const entryRows = entries.map((entry, id) => {
    const pages = entry.pdf ? pdfTexts.get(entry.pdf.hash) : undefined;
    return {
      id,
      kind: entry.kind,
      title: entry.title,
      title_words: indexedText(entry.title),
      route: entry.route,
      file: entry.pdf?.file ?? null,
      page_route: entry.pdf?.viewerRoute ?? null,
      text_layer: entry.pdf?.main ? (pages?.some((text) => text !== "") ? 1 : 0) : null,
      lang: entry.lang,
      title_lang: entry.titleLang ?? null,
    };
  });
  const pageRows = entries.flatMap((entry, id) => {
    const own = printable(`${entry.title}\n${entry.text}`);
    const rows = [
      { id: id * PAGE_SLOTS, entry_id: id, page: null as number | null, words: indexedText(own), text: own },
    ];
    const pages = entry.pdf ? (pdfTexts.get(entry.pdf.hash) ?? []) : [];
    pages.forEach((page, index) => {
      const text = printable(page);
      if (text !== "")
        rows.push({
          id: id * PAGE_SLOTS + index + 1,
          entry_id: id,
          page: index + 1,
          words: indexedText(`${entry.title}\n${text}`),
          text,
        });
    });
    return rows;
  });
  for (let i = 0; i < entryRows.length; i += 200)
    await trx
      .insertInto("search_entries")
      .values(entryRows.slice(i, i + 200))
      .execute();
  for (let i = 0; i < pageRows.length; i += 100) {
    const chunk = pageRows.slice(i, i + 100);
    if (dialect === "postgres") {
      await trx.insertInto("search_pages").values(chunk).execute();
    } else {
      await trx
        .insertInto("search_pages")
        .values(chunk.map(({ words: _words, ...row }) => row))
        .execute();
      // The FTS5 table is contentless: its rowid is the passage id.
      const values = chunk.map((row) => sql`(${row.id}, ${row.words})`);
      await sql`INSERT INTO search_words (rowid, words) VALUES ${sql.join(values)}`.execute(trx);
    }
  }
}

interface MatchRow {
  id: number;
  kind: string;
  title: string;
  title_words: string;
  route: string;
  file: string | null;
  page_route: string | null;
  text_layer: number | null;
  title_lang: string | null;
  /** 1 when the entry's own passage (title and fields) matched. */
  own: number | boolean;
  /** The first matching PDF page, if any. */
  page: number | null;
}

export interface SearchPage {
  total: number;
  results: SearchResult[];
}

/**
 * Entries where every phrase of the query is in one passage (the entry's own, or one PDF page
 * with its title; search/terms.ts says how words match): those whose title holds them all first, then in site order (the
 * order of the content pack). A PDF match opens at its first matching page. Only `lang`'s entries.
 */
export async function searchSite(
  db: Kysely<Database>,
  dialect: Dialect,
  phrases: string[][],
  limit: number,
  offset: number,
  lang: Language = DEFAULT_LANGUAGE,
): Promise<SearchPage> {
  if (phrases.length === 0) return { total: 0, results: [] };
  const matches =
    dialect === "postgres"
      ? await sql<MatchRow>`
          SELECT e.id, e.kind, e.title, e.title_words, e.route, e.file, e.page_route, e.text_layer, e.title_lang, bool_or(p.page IS NULL) AS own, min(p.page) AS page
          FROM search_pages p JOIN search_entries e ON e.id = p.entry_id
          WHERE p.document @@ to_tsquery('simple', ${tsQuery(phrases)}) AND e.lang = ${lang}
          GROUP BY e.id`.execute(db)
      : await sql<MatchRow>`
          SELECT e.id, e.kind, e.title, e.title_words, e.route, e.file, e.page_route, e.text_layer, e.title_lang, m.own, m.page
          FROM (
            SELECT rowid / ${sql.lit(PAGE_SLOTS)} AS entry_id, max(rowid % ${sql.lit(PAGE_SLOTS)} = 0) AS own, min(nullif(rowid % ${sql.lit(PAGE_SLOTS)}, 0)) AS page
            FROM search_words WHERE search_words MATCH ${fts5Query(phrases)}
            GROUP BY 1
          ) m JOIN search_entries e ON e.id = m.entry_id
          WHERE e.lang = ${lang}`.execute(db);

  const ranked = matches.rows
    .map((row) => ({ row: { ...row, id: Number(row.id) }, inTitle: containsAll(row.title_words.split(" "), phrases) }))
    .sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.row.id - b.row.id)
    .slice(offset, offset + limit)
    .map(({ row }) => row);

  // A result opens its PDF at the first matching page when the PDF is the entry (a notice, a
  // document) or when only the PDF matched (an event's document, a resume); else the entry's route.
  const main = (row: MatchRow) => row.text_layer !== null;
  const matchedPage = (row: MatchRow) => (row.page !== null && (main(row) || !row.own) ? row.page : undefined);
  const passageId = (row: MatchRow) => row.id * PAGE_SLOTS + (matchedPage(row) ?? 0);
  const ids = ranked.map(passageId);
  const passages = new Map<number, string>();
  if (ids.length > 0) {
    // PostgreSQL answers a bigint as a string.
    const rows = await db.selectFrom("search_pages").select(["id", "text"]).where("id", "in", ids).execute();
    for (const row of rows) passages.set(Number(row.id), row.text);
  }

  const results = ranked.map((row): SearchResult => {
    const page = matchedPage(row);
    const result: SearchResult = {
      kind: row.kind as SearchKind,
      title: row.title,
      snippet: snippet(passages.get(passageId(row)) ?? "", phrases),
    };
    if (row.page_route !== null) result.route = page === undefined ? row.page_route : `${row.page_route}&page=${page}`;
    else if (row.file !== null && (main(row) || page !== undefined)) result.file = row.file;
    else result.route = row.route;
    if (page !== undefined) result.page = page;
    if (row.text_layer === 0) result.textLayer = false;
    if (row.title_lang === "en") result.lang = "en";
    return result;
  });
  return { total: matches.rows.length, results };
}
