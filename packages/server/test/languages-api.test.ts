/**
 * The API in two languages (issue 27), on SQLite and PostgreSQL: `?lang=hi` answers the same
 * shapes in Hindi, with English where a translation is missing and those paths named in
 * `lang_fallback`; English (no `lang`, or `lang=en`) is byte for byte the English-only pack's; a
 * language the site does not have is a 400 naming the site's languages.
 */
import fs from "node:fs";
import { apiRoutes, extraRoutes, FALLBACK_FIELD, publicationsCollection, site as siteSchema } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allContentRecords, type PublicRecord } from "../src/db/content-repository.js";
import { buildLiveContent } from "../src/publishing/publish.js";
import { englishOnly, HINDI, newBilingualTestPack } from "./support/bilingual-pack.js";
import { testDatabases } from "./support/databases.js";
import { importInto, startApp } from "./support/test-app.js";
import { newTestPack, tempDir } from "./support/test-pack.js";

type Json = Record<string, unknown>;

/** Every content GET of the API: the spec's table (each faculty member's details), the site and the publications. */
const CONTENT_URLS = [
  ...Object.entries(apiRoutes).flatMap(([name, route]) =>
    name === "facultyDetails" ? [`${route.path}?id=ada.lovelace`, `${route.path}?id=alan_turing-2`] : [route.path],
  ),
  extraRoutes.site.path,
  publicationsCollection.api,
];

/** A JSON value's fields and items with the type of each value, `lang_fallback` left out. */
const shape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shape)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value).flatMap(([key, inner]) => (key === FALLBACK_FIELD ? [] : [[key, shape(inner)]])),
        )
      : typeof value;
const withLang = (url: string, lang: string) => `${url}${url.includes("?") ? "&" : "?"}lang=${lang}`;
/** The site's answer without its import time. */
const comparable = (url: string, body: string) =>
  url === extraRoutes.site.path ? JSON.stringify({ ...JSON.parse(body), lastUpdated: undefined }) : body;

describe.each(testDatabases)("answers per language on $name", (testDatabase) => {
  let bilingual: FastifyInstance;
  let englishApp: FastifyInstance;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const targets = [await testDatabase.create(), await testDatabase.create()];
    const bilingualPack = await newBilingualTestPack();
    // A copy, so both hold the very same files (a made PDF carries the time it was made).
    const englishPack = tempDir("english-pack");
    fs.cpSync(bilingualPack, englishPack, { recursive: true });
    englishOnly(englishPack);
    bilingual = await startApp({ dataDir: targets[0]!.dataDir, databaseUrl: targets[0]!.databaseUrl });
    englishApp = await startApp({ dataDir: targets[1]!.dataDir, databaseUrl: targets[1]!.databaseUrl });
    await importInto(bilingual, bilingualPack);
    await importInto(englishApp, englishPack);
    cleanup = async () => {
      await Promise.all([bilingual.close(), englishApp.close()]);
      await Promise.all(targets.map((target) => target.drop()));
      for (const dir of [bilingualPack, englishPack]) fs.rmSync(dir, { recursive: true, force: true });
    };
  }, 120_000);
  afterAll(async () => cleanup?.());

  const json = async (app: FastifyInstance, url: string) => {
    const response = await app.inject(url);
    expect(response.statusCode, url).toBe(200);
    return response.json() as Json;
  };

  it("answers English, with or without lang=en, exactly as the same pack without translations", async () => {
    for (const url of CONTENT_URLS) {
      const expected = comparable(url, (await englishApp.inject(url)).body);
      expect(comparable(url, (await bilingual.inject(url)).body), url).toBe(expected);
      expect(comparable(url, (await bilingual.inject(withLang(url, "en"))).body), url).toBe(expected);
    }
  });

  it("answers every content GET with lang=hi in the same shapes", async () => {
    for (const url of CONTENT_URLS) {
      const response = await bilingual.inject(withLang(url, "hi"));
      expect(response.statusCode, url).toBe(200);
      // The same fields, items and types, `lang_fallback` added where English stands in.
      expect(shape(response.json()), url).toEqual(shape((await bilingual.inject(url)).json()));
    }
  });

  it("gives the Hindi texts and names the English fallbacks", async () => {
    const homepage = await json(bilingual, withLang(apiRoutes.homepage.path, "hi"));
    expect(homepage).toMatchObject({
      department: HINDI.department,
      HODs_message: HINDI.hodMessage.join("\n\n"),
      HOD_name: "Dr. Head",
    });
    expect(homepage[FALLBACK_FIELD]).toEqual(["about_dept", "HOD_name"]);

    const notices = (await json(bilingual, withLang(apiRoutes.notices.path, "hi"))) as unknown as Json[];
    const englishNotices = (await json(bilingual, apiRoutes.notices.path)) as unknown as Json[];
    expect(notices[0]).toMatchObject({ title: HINDI.notice, date: "2026-01-05" });
    expect(notices[0]).not.toHaveProperty(FALLBACK_FIELD);
    // The Hindi notice has a PDF of its own; the English one links to the English file.
    expect(notices[0]!.file).not.toBe(englishNotices[0]!.file);
    for (const notice of [notices[0]!, englishNotices[0]!]) {
      const stored = /^\/resources\/resources\/(.+)$/.exec(String(notice.file))![1];
      const file = await bilingual.inject(`/api/files/${stored}`);
      expect(file.statusCode, String(notice.file)).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
    }
    expect(notices[1]).toEqual({ ...englishNotices[1], [FALLBACK_FIELD]: ["title", "file"] });

    const { faculties } = (await json(bilingual, withLang(apiRoutes.facultyList.path, "hi"))) as { faculties: Json[] };
    expect(faculties[0]).toMatchObject({
      name: HINDI.ada,
      designation: HINDI.adaDesignation,
      [FALLBACK_FIELD]: ["qualification"],
    });
    expect(faculties[1]![FALLBACK_FIELD]).toEqual(["name", "designation", "qualification"]);
    const ada = await json(bilingual, withLang(`${apiRoutes.facultyDetails.path}?id=ada.lovelace`, "hi"));
    expect(ada).toMatchObject({ name: HINDI.ada, designation: HINDI.adaDesignation });
    // The profile shows no qualification, so its fallback is not named there.
    expect(ada).not.toHaveProperty(FALLBACK_FIELD);
    expect(
      (await json(bilingual, withLang(`${apiRoutes.facultyDetails.path}?id=alan_turing-2`, "hi")))[FALLBACK_FIELD],
    ).toEqual(["name", "designation"]);

    const [talk] = (await json(bilingual, withLang(apiRoutes.expertTalks.path, "hi"))) as unknown as Json[];
    expect(talk).toMatchObject({ speaker: HINDI.speakers.join(", "), [FALLBACK_FIELD]: ["title", "details"] });
  });

  it("serves the site content in Hindi, the fallbacks named", async () => {
    const site = siteSchema.parse(await json(bilingual, withLang(extraRoutes.site.path, "hi")));
    expect(site.department.name).toBe(HINDI.department);
    expect(site.hod.message).toEqual(HINDI.hodMessage);
    expect(site.homeCarousel[0]!.alt).toBe(HINDI.carouselAlt);
    expect(site.pages?.hyperlinking.title).toBe(HINDI.pageTitle);
    expect(site.languages).toEqual(["en", "hi"]);
    expect(site[FALLBACK_FIELD]).toEqual(
      expect.arrayContaining([
        "department.shortName",
        "hod.name",
        "homeCarousel.1.alt",
        "pages.copyright.title",
        "video.title",
      ]),
    );
    expect(site[FALLBACK_FIELD]).not.toContain("department.name");
    expect(site[FALLBACK_FIELD]).not.toContain("homeCarousel.0.alt");
  });

  it("makes the same records, translations and per-language files included, when the editor publishes the live entries", async () => {
    const { db } = bilingual.database;
    const order = (records: PublicRecord[]) =>
      records
        .map(({ collection, position, data }) => ({ collection, position, data }))
        .sort((a, b) => (a.collection + a.position < b.collection + b.position ? -1 : 1));
    const published = await buildLiveContent(db);
    expect(order(published.records)).toEqual(order(await allContentRecords(db)));
    expect(JSON.stringify(published.records)).toContain(HINDI.notice);
  });

  it("keeps one ETag per language", async () => {
    const english = await bilingual.inject(apiRoutes.homepage.path);
    const hindi = await bilingual.inject(withLang(apiRoutes.homepage.path, "hi"));
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    const again = await bilingual.inject({
      url: withLang(apiRoutes.homepage.path, "hi"),
      headers: { "if-none-match": String(hindi.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("answers a language the site does not have with a 400 naming the site's languages", async () => {
    for (const url of [
      apiRoutes.homepage.path,
      `${apiRoutes.facultyDetails.path}?id=ada.lovelace`,
      extraRoutes.site.path,
      publicationsCollection.api,
    ]) {
      for (const lang of ["fr", "HI", ""]) {
        const response = await bilingual.inject(withLang(url, lang));
        expect(response.statusCode, `${url} ${lang}`).toBe(400);
        expect(response.json()).toEqual({ error: { code: "bad_request", message: "lang must be one of: en, hi" } });
      }
    }
    const twice = await bilingual.inject(`${apiRoutes.homepage.path}?lang=hi&lang=hi`);
    expect(twice.statusCode).toBe(400);
  });
});

describe("a site with one language", () => {
  it("answers lang=hi with a 400 naming English only", async () => {
    const target = await testDatabases[0]!.create();
    const pack = await newTestPack();
    const app = await startApp({ dataDir: target.dataDir });
    try {
      await importInto(app, pack);
      const response = await app.inject(`${apiRoutes.homepage.path}?lang=hi`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: "bad_request", message: "lang must be one of: en" } });
      expect((await app.inject(`${apiRoutes.homepage.path}?lang=en`)).body).toBe(
        (await app.inject(apiRoutes.homepage.path)).body,
      );
    } finally {
      await app.close();
      await target.drop();
      fs.rmSync(pack, { recursive: true, force: true });
    }
  }, 60_000);
});
