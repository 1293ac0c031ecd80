/** The demo pack in content/ through import and the API: every file and image link answers 200 with the right type. */
import {
  apiRoutes,
  extraRoutes,
  fileLink,
  imageSrcSet,
  resumeLink,
  searchResponse,
  type ApiRouteName,
} from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "./support/databases.js";
import { createDemo } from "./support/demo-template.js";
import { startApp } from "./support/test-app.js";

/** Queries whose answers must be the same on every database (search behind one function). */
const SEARCHES = [
  '"artificial intelligence include at least 6"',
  "internal assessment",
  "fee",
  "ilona",
  "semester 2",
  'semester "end sem',
  "machine learning",
  "NOT",
  'a"b OR c* NEAR(x y) -z ^w',
  "résumé",
];
/** Each database's answers to SEARCHES (every page of results), by database name. */
const searchAnswers = new Map<string, unknown[]>();

/** Every file link and image URL in a response, by the spec's link rules. */
function links(value: unknown, key = "", found = { files: new Set<string>(), images: new Set<string>() }) {
  if (typeof value === "string") {
    if (key === "resume") found.files.add(resumeLink("", value));
    else if (value.startsWith("/resources/resources/")) found.files.add(fileLink("", value));
    else if (value.startsWith("/api/images/"))
      for (const entry of imageSrcSet(value)?.split(", ") ?? [value]) found.images.add(entry.split(" ")[0]!);
  } else if (Array.isArray(value)) {
    for (const item of value) links(item, key, found);
  } else if (value && typeof value === "object") {
    for (const [name, item] of Object.entries(value)) links(item, name, found);
  }
  return found;
}

describe.each(testDatabases)("demo pack round trip on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createDemo(database.name);
    drop = created.drop;
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it("finds a phrase inside one BOS PDF at its page, and answers every query", async () => {
    const phrase = await app.inject(`${extraRoutes.search.path}?q=${encodeURIComponent(SEARCHES[0]!)}`);
    expect(phrase.statusCode).toBe(200);
    const body = searchResponse.parse(phrase.json());
    expect(body.total).toBe(1);
    expect(body.results[0]).toMatchObject({
      kind: "document",
      title: "BOS Recommendations for the Second Year Curriculum 2024",
      page: 7,
    });
    expect(body.results[0]!.route).toMatch(/^\/BOS\?doc=[0-9a-f]{16}&page=7$/);
    expect(body.results[0]!.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual([
      "Artificial",
      "Intelligence",
      "include",
      "at",
      "least",
      "6",
    ]);

    const answers: unknown[] = [];
    for (const q of SEARCHES) {
      for (let offset = 0; ; offset += 50) {
        const response = await app.inject(
          `${extraRoutes.search.path}?q=${encodeURIComponent(q)}&limit=50&offset=${offset}`,
        );
        expect(response.statusCode, q).toBe(200);
        const page = searchResponse.parse(response.json());
        answers.push(page);
        if (offset + 50 >= page.total) break;
      }
    }
    searchAnswers.set(database.name, answers);
  });

  it("serves every response in its shape and every link in it", async () => {
    const responses: unknown[] = [];
    for (const [name, route] of Object.entries(apiRoutes) as [ApiRouteName, (typeof apiRoutes)[ApiRouteName]][]) {
      if (name === "facultyDetails") continue;
      const response = await app.inject(route.path);
      expect(response.statusCode, route.path).toBe(200);
      const body = response.json();
      expect(route.response.safeParse(body).success, route.path).toBe(true);
      responses.push(body);
    }
    const list = (await app.inject(apiRoutes.facultyList.path)).json() as { faculties: { id: string }[] };
    expect(list.faculties.length).toBeGreaterThanOrEqual(16);
    for (const { id } of list.faculties) {
      const response = await app.inject(`${apiRoutes.facultyDetails.path}?id=${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(200);
      expect(apiRoutes.facultyDetails.response.safeParse(response.json()).success, id).toBe(true);
      responses.push(response.json());
    }

    const { files, images } = links(responses);
    expect(files.size).toBeGreaterThan(50);
    expect(images.size).toBeGreaterThan(50);
    for (const url of files) {
      // Browsers percent-encode what the page links to; do the same.
      const response = await app.inject(encodeURI(url));
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toBe("application/pdf");
      expect(response.rawPayload.subarray(0, 5).toString(), url).toBe("%PDF-");
    }
    for (const url of images) {
      const response = await app.inject(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-type"], url).toBe("image/webp");
      expect(response.rawPayload.subarray(8, 12).toString(), url).toBe("WEBP");
    }
  });
});

describe.runIf(testDatabases.length > 1)("search on the demo pack", () => {
  it("gives the same answers on SQLite and PostgreSQL", () => {
    expect(searchAnswers.get("sqlite")?.length).toBe(searchAnswers.get("postgres")?.length);
    expect(searchAnswers.get("postgres")).toEqual(searchAnswers.get("sqlite"));
  });
});
