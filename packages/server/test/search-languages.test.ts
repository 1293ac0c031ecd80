/**
 * Site search per language (issue 27) on SQLite and PostgreSQL: a bilingual pack is indexed once
 * per site language; `?lang=hi` searches only the Hindi index (a Hindi word and its prefix find a
 * Hindi notice there and not in English), where an untranslated entry is found by its English
 * words and marked `lang: "en"`; no answer mixes the languages; English answers as before; a
 * language the site lacks is a 400; an index of before languages is English after its migration.
 */
import { extraRoutes, searchResponse, type SearchResult } from "@dept/contract";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, openDatabase } from "../src/db/database.js";
import { replaceSearchIndex, searchSite } from "../src/db/search-repository.js";
import { queryPhrases } from "../src/search/terms.js";
import { testDatabases } from "./support/databases.js";
import { appWithTestPack, importInto, startApp } from "./support/test-app.js";
import { newTestPack, readYaml, writeYaml } from "./support/test-pack.js";

const EXAM = { en: "Examination schedule", hi: "परीक्षा समय सारणी" };
const LIBRARY = "Library timings";
const ADA = { en: "Dr. Ada Lovelace", hi: "डॉ. एडा लवलेस" };
const DESK = { en: "From the desk", hi: "विभागाध्यक्ष की कलम से" };
const RULES = { en: "Hostel rules", hi: "छात्रावास के नियम" };
const DEVANAGARI = /\p{Script=Devanagari}/u;

async function search(app: FastifyInstance, q: string, lang?: string): Promise<SearchResult[]> {
  const response = await app.inject(
    `${extraRoutes.search.path}?q=${encodeURIComponent(q)}${lang ? `&lang=${lang}` : ""}`,
  );
  expect(response.statusCode, `${q} ${lang}`).toBe(200);
  return searchResponse.parse(response.json()).results;
}

const titles = async (app: FastifyInstance, q: string, lang?: string) =>
  (await search(app, q, lang)).map((result) => result.title);

/** A bilingual copy of the test pack: Hindi for one notice, one faculty member and the HOD's title; the rest English only. */
async function bilingualPack(): Promise<string> {
  const pack = await newTestPack();
  writeYaml(pack, "site.yaml", { ...readYaml<Record<string, unknown>>(pack, "site.yaml"), languages: ["en", "hi"] });
  const site = readYaml<{ hod: Record<string, unknown> }>(pack, "site.yaml");
  writeYaml(pack, "site.yaml", { ...site, hod: { ...site.hod, title: DESK } });
  const notices = readYaml<unknown[]>(pack, "notices.yaml");
  writeYaml(pack, "notices.yaml", [
    { title: EXAM, file: "files/a.pdf", date: "2026-01-05" },
    { title: LIBRARY, file: "files/b.pdf", date: "2026-01-04" },
    // A notice with a PDF per language: files/a.pdf reads "Document A 1" to "3", files/b.pdf "Document B 1".
    { title: { en: RULES.en, hi: RULES.hi }, file: { en: "files/a.pdf", hi: "files/b.pdf" }, date: "2026-01-03" },
    ...notices,
  ]);
  const ada = readYaml<Record<string, unknown>>(pack, "faculty/01-ada.yaml");
  writeYaml(pack, "faculty/01-ada.yaml", { ...ada, name: ADA });
  return pack;
}

describe.each(testDatabases)("search per language on $name", (testDatabase) => {
  let app: FastifyInstance;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const target = await testDatabase.create();
    const pack = await bilingualPack();
    app = await startApp({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    await importInto(app, pack);
    cleanup = async () => {
      await app.close();
      await target.drop();
      fs.rmSync(pack, { recursive: true, force: true });
    };
  });
  afterAll(async () => cleanup?.());

  it("finds a Hindi notice by a Hindi word and its prefix with lang=hi, and not in English", async () => {
    for (const q of ["परीक्षा", "परी", "समय सारणी"]) {
      const [result, ...rest] = await search(app, q, "hi");
      expect(rest, q).toEqual([]);
      expect(result, q).toMatchObject({ kind: "notice", title: EXAM.hi });
      expect(result, q).not.toHaveProperty("lang");
      expect(await titles(app, q, "en"), q).toEqual([]);
      expect(await titles(app, q), q).toEqual([]);
    }
    // The English words of a translated title are only in the English index.
    expect(await titles(app, "examination", "hi")).toEqual([]);
    expect(await titles(app, "examination")).toEqual([EXAM.en]);
  });

  it("finds an English-only entry by its English words with lang=hi, marked as English", async () => {
    const [notice] = await search(app, "library", "hi");
    expect(notice).toMatchObject({ kind: "notice", title: LIBRARY, lang: "en" });
    const [member] = await search(app, "turing", "hi");
    expect(member).toMatchObject({ kind: "faculty", title: "Dr. Alan Turing", lang: "en" });
    // In English nothing is marked.
    const [english] = await search(app, "library");
    expect(english).toMatchObject({ title: LIBRARY });
    expect(english).not.toHaveProperty("lang");
  });

  it("finds translated faculty names and the site's texts in Hindi", async () => {
    expect(await search(app, "एडा", "hi")).toMatchObject([{ kind: "faculty", title: ADA.hi }]);
    expect(await titles(app, "lovelace", "hi")).toEqual([]);
    const [desk] = await search(app, "कलम", "hi");
    expect(desk).toMatchObject({ kind: "page", title: DESK.hi, route: "/" });
    expect(desk).not.toHaveProperty("lang");
    expect(await titles(app, "desk", "hi")).toEqual([]);
  });

  it("searches a Hindi entry's English PDF in the Hindi index, and never mixes languages in one answer", async () => {
    // files/a.pdf's pages read "Document A 1" to "3": the Hindi notice links it.
    const hindi = await search(app, "document", "hi");
    const english = await search(app, "document");
    expect(hindi.map((result) => result.title)).toContain(EXAM.hi);
    expect(hindi.map((result) => result.title)).not.toContain(EXAM.en);
    expect(english.map((result) => result.title)).toContain(EXAM.en);
    expect(hindi).toHaveLength(english.length);
    for (const result of hindi) expect(result.lang === "en" || DEVANAGARI.test(result.title), result.title).toBe(true);
    for (const result of english) {
      expect(result, result.title).not.toHaveProperty("lang");
      expect(DEVANAGARI.test(result.title), result.title).toBe(false);
    }
    const response = searchResponse.parse(
      (await app.inject(`${extraRoutes.search.path}?q=document&lang=hi&limit=50`)).json(),
    );
    expect(response.total).toBe(
      searchResponse.parse((await app.inject(`${extraRoutes.search.path}?q=document&limit=50`)).json()).total,
    );
  });

  it("searches each language's own PDF of a notice that has one per language", async () => {
    const hindi = await search(app, "document b", "hi");
    expect(hindi.map((result) => result.title)).toContain(RULES.hi);
    expect(hindi.find((result) => result.title === RULES.hi)?.file).toMatch(/\/b\.pdf$/);
    expect((await titles(app, "document a", "hi")).filter((title) => title === RULES.hi)).toEqual([]);
    expect(await titles(app, "document b")).not.toContain(RULES.en);
    expect(await titles(app, "document a")).toContain(RULES.en);
  });

  it("answers 400 for a language the site does not have", async () => {
    for (const lang of ["fr", "", "HI", "hi-IN"]) {
      const response = await app.inject(`${extraRoutes.search.path}?q=test&lang=${lang}`);
      expect(response.statusCode, lang).toBe(400);
      expect(response.json(), lang).toEqual({ error: { code: "bad_request", message: "lang must be one of: en, hi" } });
    }
    expect((await app.inject(`${extraRoutes.search.path}?q=test&lang=en`)).statusCode).toBe(200);
  });
});

describe("search on a one-language site", () => {
  it("answers lang=en as without it, and 400 for lang=hi", async () => {
    const { app, close } = await appWithTestPack();
    try {
      const plain = await app.inject(`${extraRoutes.search.path}?q=notice`);
      const english = await app.inject(`${extraRoutes.search.path}?q=notice&lang=en`);
      expect(english.body).toBe(plain.body);
      const hindi = await app.inject(`${extraRoutes.search.path}?q=notice&lang=hi`);
      expect(hindi.statusCode).toBe(400);
      expect(hindi.json()).toEqual({ error: { code: "bad_request", message: "lang must be one of: en" } });
    } finally {
      await close();
    }
  });
});

describe.each(testDatabases)("the search-languages migration on $name", (testDatabase) => {
  it("keeps an index made before languages as the English one", async () => {
    const target = await testDatabase.create();
    const handle = openDatabase(target);
    try {
      const { db, dialect } = handle;
      await migrate(db, dialect, "20261126020000-search-marks");
      await sql`INSERT INTO search_entries (id, kind, title, title_words, route) VALUES (0, 'notice', 'Fee notice', 'fee notice', '/notices')`.execute(
        db,
      );
      if (dialect === "postgres")
        await sql`INSERT INTO search_pages (id, entry_id, text, words) VALUES (0, 0, 'Fee notice', 'fee notice')`.execute(
          db,
        );
      else {
        await sql`INSERT INTO search_pages (id, entry_id, text) VALUES (0, 0, 'Fee notice')`.execute(db);
        await sql`INSERT INTO search_words (rowid, words) VALUES (0, 'fee notice')`.execute(db);
      }
      await migrate(db, dialect);
      const found = async (lang: "en" | "hi") =>
        (await searchSite(db, dialect, queryPhrases("fee"), 10, 0, lang)).results;
      expect(await found("en")).toEqual([
        {
          kind: "notice",
          title: "Fee notice",
          route: "/notices",
          snippet: [{ text: "Fee", mark: true }, { text: " notice" }],
        },
      ]);
      expect(await found("hi")).toEqual([]);
    } finally {
      await handle.close();
      await target.drop();
    }
  });
});

describe.each(testDatabases)("PDF text with control characters on $name", (testDatabase) => {
  it("is indexed without them: pdf.js's U+0000 for a glyph of a Devanagari font without a Unicode map", async () => {
    const target = await testDatabase.create();
    const handle = openDatabase(target);
    try {
      const { db, dialect } = handle;
      await migrate(db, dialect);
      const entry = {
        lang: "hi" as const,
        kind: "notice" as const,
        title: "सूचना",
        text: "",
        route: "/notices",
        pdf: { hash: "h", file: "/api/files/h/n.pdf", main: true },
      };
      await db
        .transaction()
        .execute((trx) => replaceSearchIndex(trx, dialect, [entry], new Map([["h", ["\u0000वषय परीक्षा\u0007 समय"]]])));
      const [result] = (await searchSite(db, dialect, queryPhrases("परीक्षा"), 10, 0, "hi")).results;
      expect(result?.snippet.map((part) => part.text).join("")).toBe("वषय परीक्षा समय");
    } finally {
      await handle.close();
      await target.drop();
    }
  });
});
