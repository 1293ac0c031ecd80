/**
 * The documents (issue 34): every page at its path, rendered by the web build's render module once
 * per content version, route and language, with its answers and the site content as JSON data and
 * the one head script allowed by its CSP hash; unknown addresses 404 with the not-found page, other
 * spellings 301; the paths that are pages and API answers decided by Accept; and GET /api/site.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_IDS, site as siteSchema, type Site } from "@dept/contract";
import { CONTENT_SECURITY_POLICY } from "../src/security-policy.js";
import { routeAssets } from "../src/web/document.js";
import { importInto, startApp } from "./support/test-app.js";
import { newTestPack, readYaml, tempDir, writeYaml } from "./support/test-pack.js";
import { testDatabases } from "./support/databases.js";
import { writeStandInWeb } from "./support/stand-in-web.js";

function siteData(html: string): Site {
  const match = new RegExp(`<script type="application/json" id="${DOCUMENT_IDS.siteContent}">(.*?)</script>`, "s").exec(
    html,
  );
  if (!match) throw new Error("no site content in the document");
  return siteSchema.parse(JSON.parse(match[1]!));
}

describe.each(testDatabases)("the document and the site content ($name)", (database) => {
  let app: FastifyInstance;
  let pack: string;
  let webDir: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    webDir = tempDir("web");
    writeStandInWeb(webDir);
    pack = await newTestPack();
    app = await startApp({ webDir, dataDir: created.dataDir, databaseUrl: created.databaseUrl });
    await importInto(app, pack);
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
    for (const dir of [webDir, pack]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("holds the rendered app, the site content and the route mark that the CSP allows by its hash", async () => {
    const response = await app.inject("/");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    const html = response.body;
    expect(html).toContain(
      '<div id="root"><header><a href="/faculty">Site</a></header><main id="main-content"><h1>Welcome to the Department of Testing</h1></main></div>' +
        '<template id="app-scripts"><script type="module" src="/assets/index-abc123.js"></script></template>' +
        '<script type="application/json" id="route-data">{"path":"/","search":"","state":{"queries":[]}}</script>',
    );
    // The one inline script is the head's first element: it holds clicks before any control is parsed.
    expect(html).toMatch(/^<!doctype html><html lang="en"><head><script>/);
    expect(html).toContain("<title>Department of Testing, Test College</title>");
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Department of Testing: notices (RSS)" href="/feeds/notices.rss" />',
    );
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Department of Testing: notices (Atom)" href="/feeds/notices.atom" />',
    );
    // Without PUBLIC_URL there is no address to call canonical (the request's Host is not one).
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain(`%3Ctext%3E${encodeURIComponent(siteData(html).department.shortName)}%3C/text%3E`);
    expect(siteData(html)).toEqual((await app.inject("/api/site")).json());

    const inline = [...html.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash("sha256").update(inline[0]!).digest("base64")}'`;
    const scriptSrc = CONTENT_SECURITY_POLICY.split("; ").find((directive) => directive.startsWith("script-src "))!;
    expect(scriptSrc.split(" ")).toContain(hash);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(response.headers["content-security-policy"]).toBe(CONTENT_SECURITY_POLICY);
  });

  it("is made once per content version: an ETag, a 304, brotli, and /index.html the same", async () => {
    const first = await app.inject({ url: "/", headers: { "accept-encoding": "br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    const etag = first.headers.etag as string;
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe((await app.inject("/")).body);
    expect((await app.inject({ url: "/", headers: { "if-none-match": etag } })).statusCode).toBe(304);
    const index = await app.inject("/index.html");
    expect(index.headers.etag).toBe(etag);
    // The server's render module is not a download.
    expect((await app.inject("/ssr/entry-server.js")).statusCode).toBe(404);
  });

  it("serves every page at its path with its answers, 301 from other spellings, 404 for unknown addresses", async () => {
    const faculty = await app.inject({ url: "/faculty", headers: { accept: "text/html" } });
    expect(faculty.statusCode).toBe(200);
    const members = ((await app.inject("/endpoints/faculty_list")).json() as { faculties: unknown[] }).faculties.length;
    expect(faculty.body).toContain(`<main id="main-content"><h1>/faculty</h1><p>${members} members</p></main>`);
    expect(faculty.body).toContain("<title>/faculty | page</title>");
    expect(faculty.body).toContain('<meta property="og:description" content="About /faculty" />');
    expect(faculty.body).toContain('id="route-data">{"path":"/faculty","search":""');
    // Without a header (a typed address in curl) too.
    expect((await app.inject("/faculty")).body).toBe(faculty.body);

    for (const [from, to] of [
      ["/Faculty", "/faculty"],
      ["/faculty/", "/faculty"],
      ["/FACULTY/?x=1", "/faculty?x=1"],
      ["/academics", "/academics/"],
      ["/bos", "/BOS"],
    ]) {
      const moved = await app.inject(from!);
      expect([from, moved.statusCode, moved.headers.location]).toEqual([from, 301, to]);
    }

    for (const address of ["/no-such-page", "/faculty/nobody", "/404-page-not-found"]) {
      const missing = await app.inject({ url: address, headers: { accept: "text/html,*/*;q=0.8" } });
      expect([address, missing.statusCode]).toEqual([address, 404]);
      expect(missing.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(missing.body).toContain("<h1>/404-page-not-found</h1>");
    }
    // The API's and a client asking for JSON keep the JSON answer.
    const api = await app.inject({ url: "/api/nothing", headers: { accept: "text/html" } });
    expect([api.statusCode, api.json()]).toEqual([
      404,
      { error: { code: "not_found", message: "Nothing is served at /api/nothing" } },
    ]);
    for (const headers of [{ accept: "application/json" }, {}]) {
      const json = await app.inject({ url: "/no-such-page", headers });
      expect([json.statusCode, json.headers["content-type"]]).toEqual([404, "application/json; charset=utf-8"]);
    }
  });

  it("answers /events/workshops with the page for a navigation and the API's JSON for its clients, by Accept", async () => {
    const api = await app.inject("/events/workshops");
    expect(api.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(api.headers.vary).toBe("Accept-Encoding, Accept");
    const pages = [
      "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7",
      "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", // Googlebot
    ];
    for (const accept of pages) {
      for (const path of ["/events/workshops", "/events/competitions"]) {
        const page = await app.inject({ url: path, headers: { accept } });
        expect([path, page.statusCode, page.headers["content-type"]]).toEqual([path, 200, "text/html; charset=utf-8"]);
        expect(page.headers.vary).toBe("Accept-Encoding, Accept");
        expect(page.body).toContain(`<h1>${path}</h1>`);
      }
    }
    for (const accept of [undefined, "*/*", "application/json, text/plain, */*", "text/html;q=0"]) {
      const answer = await app.inject({ url: "/events/workshops", headers: accept ? { accept } : {} });
      expect([accept, answer.headers["content-type"]]).toEqual([accept, "application/json; charset=utf-8"]);
      expect(answer.rawPayload.equals(api.rawPayload)).toBe(true);
    }
  });

  it("serves the site content with working image, video and captions URLs", async () => {
    const response = await app.inject("/api/site");
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toMatch(/^"/);
    const site = siteSchema.parse(response.json());
    // The import's time: every page's 'Last updated'.
    expect(Date.now() - Date.parse(site.lastUpdated!)).toBeLessThan(10 * 60_000);
    const photo = site.homeCarousel[0]!;
    expect(photo.src).toMatch(/^\/api\/images\/[a-f0-9]+\/\d+\.webp$/);
    expect(photo.width).toBeGreaterThan(0);
    expect(photo.height).toBeGreaterThan(0);
    for (const candidate of photo.srcSet.split(", ")) {
      const [url, width] = candidate.split(" ");
      const image = await app.inject(url!);
      expect(image.statusCode, url).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      expect(width).toMatch(/^\d+w$/);
    }
    const video = await app.inject(site.video.file.src);
    expect(video.statusCode).toBe(200);
    expect(video.headers["content-type"]).toBe(site.video.file.type);
    expect(site.video.file.type).toBe("video/mp4");
    const captions = await app.inject(site.video.captions);
    expect(captions.headers["content-type"]).toMatch(/^text\/vtt/);
    expect(captions.body).toMatch(/^WEBVTT/);
  });

  it("renders the search page with its query's results, as GET /api/search answers them", async () => {
    const api = await app.inject({ method: "GET", url: "/api/search?q=notice" });
    const { results } = api.json<{ results: { title: string }[] }>();
    expect(results.map((result) => result.title)).toEqual(expect.arrayContaining(["Older notice", "Newer notice"]));
    const page = await app.inject({ method: "GET", url: "/search?q=notice", headers: { accept: "text/html" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<ol>${results.map((result) => `<li>${result.title}</li>`).join("")}</ol>`);
  });

  it("changes with the next import, without a restart, and never lets content end its script element", async () => {
    const before = await app.inject("/");
    const site = readYaml<{ department: { name: string } }>(pack, "site.yaml");
    site.department.name = 'Department of </script><script>alert(1)</script> "Testing"';
    writeYaml(pack, "site.yaml", site);
    await importInto(app, pack);

    const after = await app.inject("/");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).not.toContain("<script>alert(1)");
    expect(after.body).toContain(
      '<h1>Welcome to the Department of &lt;/script>&lt;script>alert(1)&lt;/script> "Testing"</h1></main>',
    );
    expect(after.body).toContain(
      'title="Department of &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Testing&quot;: notices (RSS)"',
    );
    expect(siteData(after.body).department.name).toBe(site.department.name);
    expect(after.body).toContain(
      "<title>Department of &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Testing&quot;, Test College</title>",
    );
  });
});

describe("the document's own address", () => {
  let app: FastifyInstance;
  const dirs: string[] = [];

  beforeAll(async () => {
    const webDir = tempDir("web");
    writeStandInWeb(webDir);
    const pack = await newTestPack();
    const dataDir = tempDir("data");
    dirs.push(webDir, pack, dataDir);
    app = await startApp({ webDir, dataDir, publicUrl: "https://cse.example.edu", trustProxy: 1 });
    await importInto(app, pack);
  });

  afterAll(async () => {
    await app?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is PUBLIC_URL in the canonical and feed links, whatever Host or X-Forwarded-Host a client sends", async () => {
    const response = await app.inject({ url: "/", headers: { host: "cse.example.edu" } });
    expect(response.statusCode).toBe(200);
    const head = /<head>(.*)<\/head>/s.exec(response.body)![1]!;
    expect(head).toContain('<link rel="canonical" href="https://cse.example.edu/" />');
    expect(head).toContain(
      'title="Department of Testing: notices (RSS)" href="https://cse.example.edu/feeds/notices.rss" />',
    );
    expect(head).toContain(
      'title="Department of Testing: notices (Atom)" href="https://cse.example.edu/feeds/notices.atom" />',
    );
    for (const headers of [
      { host: "evil.example" },
      { host: "cse.example.edu", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
    ]) {
      const hostile = await app.inject({ url: "/", headers });
      expect(hostile.body).toBe(response.body);
      expect(hostile.body).not.toContain("evil.example");
    }
  });
});

describe("a document whose render module fails", () => {
  let app: FastifyInstance;
  const dirs: string[] = [];

  beforeAll(async () => {
    const webDir = tempDir("web");
    writeStandInWeb(webDir, 'export async function renderPage() { throw new Error("render failed"); }\n');
    const pack = await newTestPack();
    const dataDir = tempDir("data");
    dirs.push(webDir, pack, dataDir);
    app = await startApp({ webDir, dataDir });
    await importInto(app, pack);
  });

  afterAll(async () => {
    await app?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is still served, with the site content, for the browser to render", async () => {
    const response = await app.inject("/");
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain("<template");
    // The app's script stays in the head, to render the page in the browser at once.
    expect(response.body).toMatch(
      /<head>.*<script type="module" src="\/assets\/index-abc123.js"><\/script>.*<\/head>/s,
    );
    expect(siteData(response.body).department.name).toBe("Department of Testing");
  });
});

describe("route assets", () => {
  it("name each hinted route's chunks and their styles, leaving out what the document loads anyway", () => {
    const manifest = {
      "index.html": { file: "assets/index-1.js", imports: ["_shared.js"], css: ["assets/index-1.css"] },
      "_shared.js": { file: "assets/shared-1.js" },
      "_loading.js": { file: "assets/loading-1.js", imports: ["_shared.js"] },
      "src/features/faculty/faculty-list-page.tsx": {
        file: "assets/faculty-list-page-1.js",
        imports: ["_shared.js", "_loading.js"],
        css: ["assets/faculty-1.css"],
      },
    };
    const hints = [
      {
        pattern: "^\\/faculty\\/?$",
        module: "src/features/faculty/faculty-list-page.tsx",
        api: ["/endpoints/faculty_list"],
      },
      { pattern: "^\\/gone\\/?$", module: "src/features/gone/gone-page.tsx", api: [] },
    ];
    expect(routeAssets(manifest, hints)).toEqual([
      {
        pattern: /^\/faculty\/?$/i,
        scripts: ["/assets/faculty-list-page-1.js", "/assets/loading-1.js"],
        styles: ["/assets/faculty-1.css"],
      },
    ]);
  });
});
