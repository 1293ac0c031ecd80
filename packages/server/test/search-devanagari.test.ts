/**
 * Site search in Hindi on SQLite and PostgreSQL: notices titled in Devanagari are found by whole
 * words and by prefixes through the real import and GET /api/search, vowel signs and viramas stay
 * part of their words, any Unicode form of a query finds the NFC text, English answers as before,
 * and a database indexed before this search kept marks is indexed again by its migration.
 */
import { extraRoutes, searchResponse } from "@dept/contract";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import fs from "node:fs";
import { migrate, openDatabase } from "../src/db/database.js";
import { searchSite } from "../src/db/search-repository.js";
import { queryPhrases } from "../src/search/terms.js";
import { testDatabases } from "./support/databases.js";
import { importInto, startApp } from "./support/test-app.js";
import { event, newTestPack, readYaml, writeYaml } from "./support/test-pack.js";

const ADMISSION = "प्रवेश सूचना 2026";
const SCHOLARSHIP = "छात्रवृत्ति परिणाम";
// "छत्रपति" shares its consonants with "छात्र" (student): without its vowel signs it would match.
const JAYANTI = "छत्रपति शिवाजी जयंती";
// "फ़ीस" (fees) with the precomposed letter U+095E, which NFC writes as फ and a nukta.
const FEES = "\u095Eीस जमा करने की अंतिम तिथि";

const titles = async (app: FastifyInstance, q: string) => {
  const response = await app.inject(`${extraRoutes.search.path}?q=${encodeURIComponent(q)}`);
  expect(response.statusCode, q).toBe(200);
  return searchResponse.parse(response.json()).results.map((result) => result.title);
};

describe.each(testDatabases)("Devanagari search on $name", (testDatabase) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const target = await testDatabase.create();
    const pack = await newTestPack();
    const notices = readYaml<{ title: string; file: string; date: string }[]>(pack, "notices.yaml");
    writeYaml(pack, "notices.yaml", [
      { title: ADMISSION, file: "files/a.pdf", date: "2026-01-05" },
      { title: SCHOLARSHIP, file: "files/b.pdf", date: "2026-01-04" },
      { title: JAYANTI, file: "files/b.pdf", date: "2026-01-03" },
      { title: FEES, file: "files/b.pdf", date: "2026-01-02" },
      ...notices,
    ]);
    const workshops = readYaml<unknown[]>(pack, "events/workshops.yaml");
    writeYaml(pack, "events/workshops.yaml", [
      ...workshops,
      { ...event("पायथन कार्यशाला"), details: "स्नातक छात्रों के लिए दो दिवसीय कार्यशाला।" },
    ]);
    app = await startApp({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    await importInto(app, pack);
    cleanup = async () => {
      await app.close();
      await target.drop();
      fs.rmSync(pack, { recursive: true, force: true });
    };
  });
  afterAll(async () => cleanup?.());

  it("finds a notice by a whole Hindi word, and marks matched words whole in the snippet", async () => {
    expect(await titles(app, "परिणाम")).toEqual([SCHOLARSHIP]);
    expect(await titles(app, "प्रवेश सूचना")).toEqual([ADMISSION]);
    // An event's own passage is its title and details: the matched words are marked whole.
    const response = await app.inject(`${extraRoutes.search.path}?q=${encodeURIComponent("दिवसीय छात्र")}`);
    const [result] = searchResponse.parse(response.json()).results;
    expect(result?.title).toBe("पायथन कार्यशाला");
    expect(result?.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual(["छात्रों", "दिवसीय"]);
  });

  it("finds a notice by the prefix of a word, and not a word with the same consonants", async () => {
    // "छात्र" (student) begins "छात्रवृत्ति" (scholarship) and "छात्रों" (students) in the workshop's details.
    expect(await titles(app, "छात्र")).toEqual([SCHOLARSHIP, "पायथन कार्यशाला"]);
    expect(await titles(app, "छात्रवृ")).toEqual([SCHOLARSHIP]);
    expect(await titles(app, "छत्र")).toEqual([JAYANTI]);
    expect(await titles(app, "शिवा जयं")).toEqual([JAYANTI]);
    // Two characters (one letter and its vowel sign) are a whole word only.
    expect(await titles(app, "छा")).toEqual([]);
  });

  it("finds the text whatever Unicode form the query is written in", async () => {
    expect(await titles(app, "\u095Eीस")).toEqual([FEES]);
    expect(await titles(app, "\u092B\u093Cीस")).toEqual([FEES]);
    // A zero-width joiner inside a word (written for a half form) does not split it.
    expect(await titles(app, "अंति\u200Dम")).toEqual([FEES]);
  });

  it("answers English queries as before", async () => {
    expect(await titles(app, "older")).toEqual(["Older notice"]);
    expect(await titles(app, "workshop")).toEqual(["Rust Workshop", "Git Workshop"]);
    // A number is a whole word: every notice of 2026 (its date), the one with it in its title first.
    expect(await titles(app, "2026")).toEqual([ADMISSION, SCHOLARSHIP, JAYANTI, FEES]);
  });
});

describe.each(testDatabases)("the search-marks migration on $name", (testDatabase) => {
  it("indexes the passages of an older database again, so Hindi words and prefixes are found", async () => {
    const target = await testDatabase.create();
    const handle = openDatabase(target);
    try {
      await migrate(handle.db, handle.dialect, "20261125180000-rate-limits");
      const { db, dialect } = handle;
      // The index as the previous code wrote it: words without their vowel signs and viramas.
      const oldWords = (text: string) =>
        text
          .normalize("NFKD")
          .replace(/\p{M}+/gu, "")
          .toLowerCase()
          .match(/[\p{L}\p{N}]+/gu)!
          .join(" ");
      const passages = [
        { id: 0, entry_id: 0, page: null, text: `${SCHOLARSHIP}\n2026`, title: SCHOLARSHIP },
        { id: 1000, entry_id: 1, page: null, text: `${JAYANTI}\n2026`, title: JAYANTI },
        { id: 1001, entry_id: 1, page: 1, text: "Holiday", title: JAYANTI },
      ];
      for (const [id, title] of [SCHOLARSHIP, JAYANTI].entries()) {
        await db
          .insertInto("search_entries")
          .values({
            id,
            kind: "notice",
            title,
            title_words: oldWords(title),
            route: "/notices",
            file: null,
            page_route: null,
            text_layer: null,
          })
          .execute();
      }
      for (const { title, ...row } of passages) {
        const words = oldWords(row.page === null ? row.text : `${title}\n${row.text}`);
        if (dialect === "postgres")
          await db
            .insertInto("search_pages")
            .values({ ...row, words })
            .execute();
        else {
          await db.insertInto("search_pages").values(row).execute();
          await sql`INSERT INTO search_words (rowid, words) VALUES (${row.id}, ${words})`.execute(db);
        }
      }
      const found = async (q: string) =>
        (await searchSite(db, dialect, queryPhrases(q), 10, 0)).results.map((result) => result.title);
      // Before: the stored words no longer meet this code's query words (asked of the engine itself:
      // searchSite reads the columns of later migrations).
      const matching = async (word: string) =>
        dialect === "postgres"
          ? (await sql`SELECT id FROM search_pages WHERE document @@ to_tsquery('simple', ${word})`.execute(db)).rows
          : (await sql`SELECT rowid FROM search_words WHERE search_words MATCH ${`"${word}"`}`.execute(db)).rows;
      expect(await matching("छात्रवृत्ति")).toEqual([]);

      await migrate(db, dialect);
      expect(await found("छात्रवृत्ति")).toEqual([SCHOLARSHIP]);
      expect(await found("छात्र")).toEqual([SCHOLARSHIP]);
      expect(await found("छत्रपति")).toEqual([JAYANTI]);
      expect(await found("holiday")).toEqual([JAYANTI]);
    } finally {
      await handle.close();
      await target.drop();
    }
  });
});
