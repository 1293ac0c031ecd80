/**
 * robots.txt and sitemap.xml (issue 34) on each database: the rules a crawler reads, the sitemap
 * valid against sitemaps.org's schema and listing every public page in both languages with its
 * alternates and the content version's time, both made for PUBLIC_URL whatever the request's Host,
 * sent with ETags and compression, and made anew for a new content version.
 */
import fs from "node:fs";
import zlib from "node:zlib";
import { listedPages, localizedPath, SITE_PAGES, type Language } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { robotsText, sitemapXml } from "../src/routes/crawlers/index.js";
import { newBilingualTestPack } from "./support/bilingual-pack.js";
import { allowed, robotsRules, sitemapErrors, sitemapUrls } from "./support/crawlers.js";
import { testDatabases } from "./support/databases.js";
import { appWithTestPack, importInto, startApp } from "./support/test-app.js";
import { readYaml, writeYaml } from "./support/test-pack.js";

const publicUrl = "https://cse.example.edu";
const LANGUAGES: Language[] = ["en", "hi"];
const FACULTY = ["ada.lovelace", "alan_turing-2"];

describe.each(testDatabases)("robots.txt and sitemap.xml on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let pack: string;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    pack = await newBilingualTestPack();
    app = await startApp({ dataDir: created.dataDir, databaseUrl: created.databaseUrl, publicUrl });
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    if (pack) fs.rmSync(pack, { recursive: true, force: true });
  });

  it("answers robots.txt before any content, and no sitemap yet", async () => {
    const robots = await app.inject("/robots.txt");
    expect(robots.statusCode).toBe(200);
    expect(robotsRules(robots.body).sitemaps).toEqual([`${publicUrl}/sitemap.xml`]);
    const sitemap = await app.inject("/sitemap.xml");
    expect(sitemap.statusCode).toBe(503);
    expect(sitemap.json()).toEqual({ error: { code: "no_content", message: "No content has been imported yet." } });
    await importInto(app, pack);
  });

  it("lets crawlers read the public site and keeps them out of the editor and search", async () => {
    const response = await app.inject({ url: "/robots.txt", headers: { host: "evil.example" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers.etag).toMatch(/^"/);
    const rules = robotsRules(response.body);
    expect(rules.sitemaps).toEqual([`${publicUrl}/sitemap.xml`]);
    for (const path of [
      "/",
      "/faculty/ada.lovelace",
      "/hi/",
      "/hi/notices",
      "/BOS?doc=abc&page=2",
      "/api/images/ab/640.webp",
      "/feeds/notices.rss",
      "/sitemap.xml",
    ])
      expect(allowed(rules, path), path).toBe(true);
    for (const path of [
      "/admin/",
      "/admin/preview/1/",
      "/admin/api/session",
      "/api/search?q=exam",
      "/search?q=exam",
      "/hi/search?q=x",
    ])
      expect(allowed(rules, path), path).toBe(false);
  });

  it("lists every public page in both languages, valid against the sitemaps.org schema", async () => {
    const response = await app.inject({ url: "/sitemap.xml", headers: { host: "evil.example" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.body).not.toContain("evil.example");
    expect(await sitemapErrors(response.body)).toEqual([]);

    const site = app.content.snapshot.site!.value;
    const lastmod = new Date(site.lastUpdated!).toISOString().replace(/\.\d{3}Z$/, "Z");
    const urls = sitemapUrls(response.body);
    const paths = [
      ...listedPages(site)
        .filter((page) => !page.noindex)
        .map((page) => page.path),
      ...["/academics/time-table", "/academics/syllabus", "/academics/results", "/academics/internships"],
      ...["/academics/placements", "/academics/higherStudies", "/academics/others", "/academics/stud_achi"],
      ...FACULTY.map((id) => `/faculty/${id}`),
    ];
    expect(new Set(urls.map((url) => url.loc))).toEqual(
      new Set(paths.flatMap((path) => LANGUAGES.map((lang) => `${publicUrl}${localizedPath(path, lang)}`))),
    );
    expect(urls).toHaveLength(paths.length * LANGUAGES.length);
    for (const path of [...Object.values(SITE_PAGES), "/publications", "/events/coder-of-the-month", "/hi/"])
      expect(
        urls.some((url) => url.loc === `${publicUrl}${path}`),
        path,
      ).toBe(true);
    for (const url of urls) {
      expect(url.lastmod).toBe(lastmod);
      expect(url.loc).not.toMatch(/#|\/search|404-page-not-found/);
    }
    const profile = urls.find((url) => url.loc === `${publicUrl}/hi/faculty/ada.lovelace`)!;
    expect(profile.alternates).toEqual({
      en: `${publicUrl}/faculty/ada.lovelace`,
      hi: `${publicUrl}/hi/faculty/ada.lovelace`,
      "x-default": `${publicUrl}/faculty/ada.lovelace`,
    });
  });

  it("sends the sitemap with its ETag and compressed, and makes it anew for new content", async () => {
    const first = await app.inject({ url: "/sitemap.xml", headers: { "accept-encoding": "br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["cache-control"]).toBe("no-cache");
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe((await app.inject("/sitemap.xml")).body);
    const etag = first.headers.etag as string;
    expect((await app.inject({ url: "/sitemap.xml", headers: { "if-none-match": etag } })).statusCode).toBe(304);

    writeYaml(pack, "faculty/03-grace.yaml", {
      ...readYaml<object>(pack, "faculty/02-alan.yaml"),
      id: "grace",
      name: "Dr. Grace Hopper",
    });
    await importInto(app, pack);
    const second = await app.inject("/sitemap.xml");
    expect(second.headers.etag).not.toBe(etag);
    expect(second.body).toContain(`<loc>${publicUrl}/hi/faculty/grace</loc>`);
  });
});

describe("robots.txt and sitemap.xml without PUBLIC_URL, on a one-language site", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await appWithTestPack());
  });
  afterAll(async () => close?.());

  it("name the address the server listens on, as the feeds do, and no other language", async () => {
    const origin = "http://127.0.0.1:8080";
    expect(robotsRules((await app.inject("/robots.txt")).body).sitemaps).toEqual([`${origin}/sitemap.xml`]);
    const response = await app.inject("/sitemap.xml");
    expect(await sitemapErrors(response.body)).toEqual([]);
    const urls = sitemapUrls(response.body);
    expect(urls.map((url) => url.loc)).toContain(`${origin}/faculty/ada.lovelace`);
    expect(urls.some((url) => url.loc.startsWith(`${origin}/hi/`))).toBe(false);
    expect(urls.every((url) => Object.keys(url.alternates).length === 0)).toBe(true);
    // A pack without policy pages lists none.
    expect(urls.map((url) => url.loc)).not.toContain(`${origin}${SITE_PAGES.help}`);
  });
});

describe("the sitemap's and robots.txt's text", () => {
  it("fails the schema where a sitemap breaks it (the check can fail)", async () => {
    const good = sitemapXml(publicUrl, LANGUAGES, ["/", "/faculty/a&b"], new Date("2026-11-24T10:00:00Z"));
    expect(await sitemapErrors(good)).toEqual([]);
    expect(good).toContain("/faculty/a&amp;b</loc>");
    expect(good).toContain("<lastmod>2026-11-24T10:00:00Z</lastmod>");
    expect(await sitemapErrors(good.replace(/<loc>[^<]*<\/loc>/, ""))).not.toEqual([]);
    expect(await sitemapErrors(good.replace('hreflang="hi"', 'lang="hi"'))).not.toEqual([]);
    expect(await sitemapErrors(good.replace("<lastmod>2026-11-24T10:00:00Z", "<lastmod>yesterday"))).not.toEqual([]);
  });

  it("keeps every crawler out of each language's search page", () => {
    const rules = robotsRules(robotsText(publicUrl, LANGUAGES));
    expect(rules.disallow).toEqual(["/admin/", "/api/search", "/search", "/hi/search"]);
    expect(rules.allow).toEqual(["/"]);
  });
});
