/**
 * Issue 27's promise to a one-language site: today's demo pack with every translation taken out
 * (maps to their English, no `languages`, no `pages`) answers byte for byte as before languages
 * existed (test/fixtures/english-answers.json, made by the same normalisation as below).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { extraRoutes } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishOnly } from "./support/bilingual-pack.js";
import { importInto, startApp } from "./support/test-app.js";
import { tempDir } from "./support/test-pack.js";

const DEMO_PACK = path.resolve(import.meta.dirname, "../../../content");
const golden = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "fixtures/english-answers.json"), "utf8"),
) as Record<string, { status: number; type: string; sha256: string }>;

/** The site content without its import time, and without the logo and contact details the demo pack gained for search engines (issue 34). */
function siteAsBefore(site: { department: Record<string, unknown>; contact: Record<string, unknown> }) {
  const { logo: _logo, ...department } = site.department;
  const { telephone: _telephone, profiles: _profiles, ...contact } = site.contact;
  return { ...site, department, contact, lastUpdated: undefined };
}

/**
 * The body as the fixture hashed it: the site without its import time, calendars without their
 * DTSTAMP, and the feeds' links to the site's pages as the hash addresses they were until the pages
 * had paths (issue 34: `/notices` was `/#/notices`), so nothing else of a feed may have changed.
 */
function normalised(url: string, body: string): string {
  const kept = url === extraRoutes.site.path ? JSON.stringify(siteAsBefore(JSON.parse(body))) : body;
  const pageLinks = url.startsWith("/feeds/")
    ? kept.replace(/(http:\/\/127\.0\.0\.1:8080)\/(notices|events\/[a-z-]+)(?=[<"\r])/g, "$1/#/$2")
    : kept;
  return pageLinks.replace(/^DTSTAMP:\d{8}T\d{6}Z/gm, "DTSTAMP:");
}

describe("the demo pack without translations", () => {
  let app: FastifyInstance;
  let packDir: string;
  let dataDir: string;

  beforeAll(async () => {
    packDir = tempDir("golden-pack");
    fs.cpSync(DEMO_PACK, packDir, { recursive: true });
    englishOnly(packDir, true);
    dataDir = tempDir("golden-data");
    app = await startApp({ dataDir });
    await importInto(app, packDir);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    for (const dir of [packDir, dataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(Object.keys(golden))("answers %s as before languages existed", async (url) => {
    const response = await app.inject(url);
    const expected = golden[url]!;
    expect({ status: response.statusCode, type: response.headers["content-type"] }).toEqual({
      status: expected.status,
      type: expected.type,
    });
    expect(createHash("sha256").update(normalised(url, response.body)).digest("hex")).toBe(expected.sha256);
  });
});
