/**
 * The documents of a site with two languages (issue 27): `/` in English and `/hi/` in Hindi (`/hi`
 * redirects there), each with its `<html lang>`, title, render, feeds, `hreflang` alternates, its
 * catalogue's preload, and every page under `/hi/` at its path (issue 34); a one-language site's
 * `/hi/` is an unknown address (the not-found page) and its `/` names no other language.
 */
import fs from "node:fs";
import { DOCUMENT_IDS, site as siteSchema, type Site } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HINDI, newBilingualTestPack } from "./support/bilingual-pack.js";
import { importInto, startApp } from "./support/test-app.js";
import { documentHtml } from "../src/web/document.js";
import { newTestPack, tempDir, write } from "./support/test-pack.js";

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Placeholder</title><meta name="description" content="An English template" /><link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3Ctext%3ECSE%3C/text%3E%3C/svg%3E" /><script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
// A stand-in for the web build's render module: it renders the language it is given.
const RENDER_MODULE = `export async function renderPage(site, lang, path, search) {
  return {
    html: '<header lang="' + lang + '">' + site.department.name + '</header><main id="main-content"><h1>' + lang + " " + path + "</h1></main>",
    status: 200,
    title: path === "/" ? site.department.name + ", " + site.college.name : path + " | page",
    description: lang + " & " + (path === "/" ? "home" : path),
    data: { path, search, state: { queries: [] } },
  };
}
export function routeHints() {
  return [{ pattern: "^\\\\/faculty\\\\/?$", module: "src/features/faculty/faculty-list-page.tsx", api: ["/endpoints/faculty_list"] }];
}\n`;
const MANIFEST = {
  "index.html": { file: "assets/index-1.js", imports: ["_shared.js"] },
  "_shared.js": { file: "assets/shared-1.js" },
  "src/i18n/catalogues/en.ts": { file: "assets/en-1.js", imports: ["_shared.js"] },
  "src/i18n/catalogues/hi.ts": { file: "assets/hi-1.js", imports: ["_shared.js"], css: ["assets/hi-1.css"] },
  "src/features/faculty/faculty-list-page.tsx": { file: "assets/faculty-list-page-1.js", imports: ["_shared.js"] },
};

function webBuild(): string {
  const webDir = tempDir("web");
  write(webDir, "index.html", TEMPLATE);
  write(webDir, "ssr/entry-server.js", RENDER_MODULE);
  write(webDir, ".vite/manifest.json", JSON.stringify(MANIFEST));
  return webDir;
}

function siteData(html: string): Site {
  const match = new RegExp(`<script type="application/json" id="${DOCUMENT_IDS.siteContent}">(.*?)</script>`, "s").exec(
    html,
  );
  if (!match) throw new Error("no site content in the document");
  return siteSchema.parse(JSON.parse(match[1]!));
}

const head = (html: string) => /<head>(.*)<\/head>/s.exec(html)![1]!;
const appScripts = (html: string) => /<template id="app-scripts"[^>]*>(.*?)<\/template>/s.exec(html)![1]!;

describe("the documents of a site with two languages", () => {
  let app: FastifyInstance;
  const dirs: string[] = [];

  beforeAll(async () => {
    const webDir = webBuild();
    const pack = await newBilingualTestPack();
    const dataDir = tempDir("data");
    dirs.push(webDir, pack, dataDir);
    app = await startApp({ webDir, dataDir, publicUrl: "https://cse.example.edu" });
    await importInto(app, pack);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves /hi/ in Hindi: lang, title, the render, the site content, its feeds and its canonical address", async () => {
    const response = await app.inject("/hi/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body;
    expect(html).toMatch(/^<!doctype html><html lang="hi">/);
    expect(html).toContain(`<title>${HINDI.department}, Test College</title>`);
    expect(html).toContain(`<div id="root"><header lang="hi">${HINDI.department}</header>`);
    expect(html).toContain('<main id="main-content"><h1>hi /</h1></main>');
    expect(siteData(html).department.name).toBe(HINDI.department);
    expect(siteData(html).lang_fallback).toContain("department.shortName");
    expect(head(html)).toContain('<link rel="canonical" href="https://cse.example.edu/hi/" />');
    expect(head(html)).toContain(
      `title="${HINDI.department}: सूचनाएँ (RSS)" href="https://cse.example.edu/feeds/hi/notices.rss" />`,
    );
    expect(head(html)).toContain('href="https://cse.example.edu/feeds/hi/notices.atom" />');
  });

  it("draws its icon with the short name of the site's first language, whose script every device has a font for", async () => {
    const english = siteData((await app.inject("/")).body).department.shortName;
    const icon = (html: string) => /%3Ctext%3E(.*?)%3C\/text%3E/.exec(html)?.[1];
    expect(icon((await app.inject("/hi/")).body)).toBe(encodeURIComponent(english));
    // Where the second language names the department in its own script, the icon still does not.
    const hindi = siteData((await app.inject("/hi/")).body);
    const html = documentHtml(
      TEMPLATE,
      { ...hindi, department: { ...hindi.department, shortName: "टीडी" } },
      {
        language: { lang: "hi", languages: ["en", "hi"] },
        iconText: english,
      },
    );
    expect(icon(html)).toBe(encodeURIComponent(english));
    expect(icon(documentHtml(TEMPLATE, hindi, { language: { lang: "hi", languages: ["en", "hi"] } }))).toBe(
      encodeURIComponent(hindi.department.shortName),
    );
  });

  it("says its description in its language, as its render gives it", async () => {
    expect((await app.inject("/hi/")).body).toContain('<meta name="description" content="hi &amp; home" />');
    expect((await app.inject("/")).body).toContain('<meta name="description" content="en &amp; home" />');
  });

  it("names both versions in hreflang alternates, English the default, on both documents", async () => {
    const alternates =
      '<link rel="alternate" hreflang="en" href="https://cse.example.edu/" />' +
      '<link rel="alternate" hreflang="hi" href="https://cse.example.edu/hi/" />' +
      '<link rel="alternate" hreflang="x-default" href="https://cse.example.edu/" />';
    for (const url of ["/", "/hi/"]) expect(head((await app.inject(url)).body), url).toContain(alternates);
    const english = (await app.inject("/")).body;
    expect(english).toMatch(/^<!doctype html><html lang="en">/);
    expect(english).toContain('<link rel="canonical" href="https://cse.example.edu/" />');
    expect(english).toContain('href="https://cse.example.edu/feeds/notices.rss" />');
    expect(english).toContain('<header lang="en">Department of Testing</header>');
  });

  it("preloads only its own language's catalogue, with its stylesheet, with the app's scripts", async () => {
    const hindi = (await app.inject("/hi/")).body;
    expect(head(hindi)).not.toContain("/assets/hi-1.css");
    expect(appScripts(hindi)).toContain('<link rel="stylesheet" href="/assets/hi-1.css">');
    expect(hindi).toContain('<link rel="modulepreload" crossorigin href="/assets/hi-1.js">');
    expect(hindi).not.toContain("/assets/en-1.js");
    const english = (await app.inject("/")).body;
    expect(english).toContain('<link rel="modulepreload" crossorigin href="/assets/en-1.js">');
    expect(english).not.toContain("hi-1.");
    // The catalogue's chunk goes with the app's scripts (started after the first paint on home).
    expect(appScripts(hindi)).toContain("/assets/hi-1.js");
  });

  it("serves each page under /hi/ at its path, in Hindi, with its route's chunk beside the app's", async () => {
    const hindi = await app.inject("/hi/faculty");
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toMatch(/^<!doctype html><html lang="hi">/);
    expect(hindi.body).toContain('<main id="main-content"><h1>hi /faculty</h1></main>');
    expect(head(hindi.body)).toContain('<link rel="canonical" href="https://cse.example.edu/hi/faculty" />');
    expect(head(hindi.body)).toContain('<link rel="alternate" hreflang="en" href="https://cse.example.edu/faculty" />');
    expect(appScripts(hindi.body)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/faculty-list-page-1.js">',
    );
    const english = (await app.inject("/faculty")).body;
    expect(english).toContain('<main id="main-content"><h1>en /faculty</h1></main>');
    expect((await app.inject("/hi/Faculty/")).headers.location).toBe("/hi/faculty");
    expect((await app.inject({ url: "/hi/no-such-page", headers: { accept: "text/html" } })).statusCode).toBe(404);
  });

  it("redirects /hi to /hi/, keeping the query, and answers ETags per language", async () => {
    const redirect = await app.inject("/hi?utm=x");
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe("/hi/?utm=x");
    expect((await app.inject("/hi")).headers.location).toBe("/hi/");
    const hindi = await app.inject("/hi/");
    const english = await app.inject("/");
    expect(hindi.headers.etag).not.toBe(english.headers.etag);
    expect(
      (await app.inject({ url: "/hi/", headers: { "if-none-match": String(hindi.headers.etag) } })).statusCode,
    ).toBe(304);
    expect((await app.inject({ url: "/hi/", headers: { "accept-encoding": "br" } })).headers["content-encoding"]).toBe(
      "br",
    );
  });
});

describe("the document of a site with one language", () => {
  let app: FastifyInstance;
  const dirs: string[] = [];

  beforeAll(async () => {
    const webDir = webBuild();
    const pack = await newTestPack();
    const dataDir = tempDir("data");
    dirs.push(webDir, pack, dataDir);
    app = await startApp({ webDir, dataDir });
    await importInto(app, pack);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("has no /hi/: an unknown address, answered as one (the not-found page for a browser)", async () => {
    for (const url of ["/hi/", "/hi", "/hi/faculty"]) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: { code: "not_found", message: expect.any(String) } });
      const page = await app.inject({ url, headers: { accept: "text/html" } });
      expect([page.statusCode, page.headers["content-type"]], url).toEqual([404, "text/html; charset=utf-8"]);
      expect(page.body, url).toContain("<h1>en /404-page-not-found</h1>");
    }
  });

  it("names no other language at /", async () => {
    const html = (await app.inject("/")).body;
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
    expect(html).not.toContain("hreflang");
    expect(html).not.toContain("/hi/");
    expect(html).toContain('href="/feeds/notices.rss" />');
  });
});
