/**
 * The demo pack's public API answers, in English and in Hindi, byte for byte (issue 37): every
 * content GET of the API, the OpenAPI document, the site content, search, publications and the
 * feeds of both languages, hashed into test/fixtures/demo-answers.json. A refactor of how records
 * are made or served must keep every one. `GOLDEN_WRITE=1` rewrites the fixture (only when an
 * answer is meant to change, and say so in the commit).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  apiRoutes,
  eventCalendarPath,
  extraRoutes,
  feedPathsIn,
  LANGUAGES,
  publicationsCollection,
  type EventFeedKind,
} from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importInto, startApp } from "./support/test-app.js";
import { tempDir } from "./support/test-pack.js";

const DEMO_PACK = path.resolve(import.meta.dirname, "../../../content");
const FIXTURE = path.join(import.meta.dirname, "fixtures/demo-answers.json");
type Answer = { status: number; type: string; sha256: string };

const facultyIds = fs
  .readdirSync(path.join(DEMO_PACK, "faculty"))
  .map((file) => /^\d+-(.+)\.yaml$/.exec(file)?.[1])
  .filter((id): id is string => id !== undefined);
const withLang = (url: string, lang: string) => `${url}${url.includes("?") ? "&" : "?"}lang=${lang}`;

/** One language's URLs: its API answers (`?lang=` for any but English) and its feeds. */
function urlsIn(lang: (typeof LANGUAGES)[number]): string[] {
  const api = [
    ...Object.entries(apiRoutes).flatMap(([name, route]) =>
      name === "facultyDetails" ? facultyIds.map((id) => `${route.path}?id=${id}`) : [route.path],
    ),
    extraRoutes.site.path,
    `${extraRoutes.search.path}?q=exam`,
    `${extraRoutes.search.path}?q=workshop&limit=50`,
    publicationsCollection.api,
    `${publicationsCollection.api}?faculty=${facultyIds[0]}`,
    `${publicationsCollection.api}?type=article`,
  ];
  const feeds = feedPathsIn(lang);
  const calendars: EventFeedKind[] = ["competitions", "workshops", "expert-talks", "value-added-courses"];
  return [
    ...(lang === "en" ? api : api.map((url) => withLang(url, lang))),
    feeds.noticesRss,
    feeds.noticesAtom,
    feeds.events,
    ...calendars.map((kind) => eventCalendarPath(kind, 1, lang)),
  ];
}

const URLS = [
  ...LANGUAGES.flatMap(urlsIn),
  extraRoutes.openapi.path,
  `${publicationsCollection.bib}?faculty=${facultyIds[0]}`,
];

/** The body without what changes from one import to the next: the site's import time, calendars' DTSTAMP. */
function normalised(url: string, body: string): string {
  const kept = url.startsWith(extraRoutes.site.path)
    ? JSON.stringify({ ...JSON.parse(body), lastUpdated: undefined })
    : body;
  return kept.replace(/^DTSTAMP:\d{8}T\d{6}Z/gm, "DTSTAMP:");
}

describe("the demo pack's answers in every language", () => {
  let app: FastifyInstance;
  let dataDir: string;
  const seen: Record<string, Answer> = {};

  beforeAll(async () => {
    dataDir = tempDir("demo-golden-data");
    app = await startApp({ dataDir });
    await importInto(app, DEMO_PACK);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (process.env.GOLDEN_WRITE === "1") fs.writeFileSync(FIXTURE, `${JSON.stringify(seen, null, 2)}\n`);
  });

  const golden: Record<string, Answer> = fs.existsSync(FIXTURE)
    ? (JSON.parse(fs.readFileSync(FIXTURE, "utf8")) as Record<string, Answer>)
    : {};

  it("covers the same URLs as its fixture", () => {
    if (process.env.GOLDEN_WRITE !== "1") expect(URLS).toEqual(Object.keys(golden));
  });

  it.each(URLS)("answers %s as the fixture holds", async (url) => {
    const response = await app.inject(url);
    const body = normalised(url, response.body);
    const answer = {
      status: response.statusCode,
      type: String(response.headers["content-type"]),
      sha256: createHash("sha256").update(body).digest("hex"),
    };
    seen[url] = answer;
    if (process.env.GOLDEN_DUMP) {
      fs.mkdirSync(process.env.GOLDEN_DUMP, { recursive: true });
      fs.writeFileSync(path.join(process.env.GOLDEN_DUMP, encodeURIComponent(url)), body);
    }
    if (process.env.GOLDEN_WRITE !== "1") expect(answer).toEqual(golden[url]);
  });
});
