/**
 * GET /api/publications and /api/publications.bib (issue 25) on an imported pack with a
 * publications.yaml (SQLite, and PostgreSQL with TEST_DATABASE_URL): the answers, their order and filters, 400 and 404, the BibTeX download's
 * headers and body (read back by a BibTeX parser), search finding a title, and the pack checks.
 */
import fs from "node:fs";
import { parse } from "@retorquere/bibtex-parser";
import { publicationList } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validatePack } from "../src/content/validate.js";
import { importInto, startApp } from "./support/test-app.js";
import { testDatabases } from "./support/databases.js";
import { newTestPack, readYaml, writeYaml } from "./support/test-pack.js";

const ADA = "ada.lovelace";
const ALAN = "alan_turing-2";

const testPublications = [
  {
    key: "doi:10.5555/engine.1943",
    title: "Notes on the Analytical Engine",
    authors: [{ name: "Ada Lovelace", faculty: ADA }, { name: "Luigi Menabrea" }],
    faculty: [ADA],
    year: 1943,
    type: "article",
    venue: "Scientific Memoirs",
    doi: "10.5555/engine.1943",
    sources: [{ source: "manual", id: "1" }],
  },
  {
    key: "title:on computable numbers:1936",
    title: "On Computable Numbers",
    authors: [
      { name: "Alan Turing", faculty: ALAN },
      { name: "Ada Lovelace", faculty: ADA },
    ],
    faculty: [ALAN, ADA],
    year: 1936,
    type: "article",
    url: "https://example.org/computable",
    sources: [{ source: "dblp", id: "journals/x/T36" }],
  },
  {
    key: "title:computing machinery and intelligence:1950",
    title: "Computing Machinery and Intelligence",
    authors: [{ name: "Alan Turing", faculty: ALAN }],
    faculty: [ALAN],
    year: 1950,
    type: "conference",
    sources: [],
  },
  {
    key: "title:a hidden draft:1950",
    title: "A hidden draft",
    authors: [{ name: "Alan Turing", faculty: ALAN }],
    faculty: [ALAN],
    year: 1950,
    type: "preprint",
    sources: [],
    hidden: true,
  },
];

describe.each(testDatabases)("the publications API on $name", (database) => {
  let app: FastifyInstance;
  const dirs: string[] = [];
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const pack = await newTestPack();
    const created = await database.create();
    drop = created.drop;
    dirs.push(pack);
    writeYaml(pack, "publications.yaml", testPublications);
    const ada = readYaml<Record<string, unknown>>(pack, "faculty/01-ada.yaml");
    writeYaml(pack, "faculty/01-ada.yaml", {
      ...ada,
      orcid: "0000-0002-1825-0097",
      openalex: "A5023888391",
      dblp: "l/AdaLovelace",
    });
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    await importInto(app, pack);
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

  it("answers every shown publication, newest year first, without hidden ones, with an ETag", async () => {
    const answer = await get("/api/publications");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    const { publications } = publicationList.parse(answer.json());
    expect(publications.map((item) => item.title)).toEqual([
      "Computing Machinery and Intelligence",
      "Notes on the Analytical Engine",
      "On Computable Numbers",
    ]);
    expect(publications[1]).toEqual({
      key: "doi:10.5555/engine.1943",
      title: "Notes on the Analytical Engine",
      authors: [{ name: "Ada Lovelace", faculty: ADA }, { name: "Luigi Menabrea" }],
      faculty: [ADA],
      year: 1943,
      type: "article",
      venue: "Scientific Memoirs",
      doi: "10.5555/engine.1943",
      url: null,
    });
    const again = await get("/api/publications", { "if-none-match": String(answer.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("filters by faculty member, year and type, together", async () => {
    const titles = async (query: string) =>
      publicationList.parse((await get(`/api/publications?${query}`)).json()).publications.map((item) => item.title);
    expect(await titles(`faculty=${ADA}`)).toEqual(["Notes on the Analytical Engine", "On Computable Numbers"]);
    expect(await titles("year=1950")).toEqual(["Computing Machinery and Intelligence"]);
    expect(await titles("type=article")).toEqual(["Notes on the Analytical Engine", "On Computable Numbers"]);
    expect(await titles(`faculty=${ALAN}&type=article&year=1936`)).toEqual(["On Computable Numbers"]);
    expect(await titles(`faculty=${ALAN}&year=1943`)).toEqual([]);
  });

  it("refuses malformed filters with 400 and a faculty id without a profile with 404, in the JSON error shape", async () => {
    for (const query of [
      "year=19",
      "year=1950x",
      "year=1800",
      "type=poem",
      "faculty=no%20spaces",
      "year=1950&year=1936",
      "sort=title",
    ]) {
      const answer = await get(`/api/publications?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toEqual({ error: { code: "bad_request", message: expect.any(String) } });
    }
    const missing = await get("/api/publications?faculty=nobody");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: "not_found", message: 'No faculty member has the id "nobody".' } });
  });

  it("offers a member's list as a .bib download that a BibTeX parser reads back", async () => {
    const answer = await get(`/api/publications.bib?faculty=${ADA}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/x-bibtex; charset=utf-8");
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="${ADA}-publications.bib"`);
    expect(answer.headers.etag).toMatch(/^"/);
    const { entries, errors } = parse(answer.body);
    expect(errors).toEqual([]);
    // The parser gives titles in sentence case.
    expect(entries.map((entry) => String(entry.fields.title).toLowerCase())).toEqual([
      "notes on the analytical engine",
      "on computable numbers",
    ]);
    expect((await get("/api/publications.bib?faculty=nobody")).statusCode).toBe(404);
    expect((await get("/api/publications.bib?year=1950")).statusCode).toBe(400);
  });

  it("is found by site search, opening on the member's profile", async () => {
    const { results } = (await get("/api/search?q=analytical%20engine")).json<{
      results: { kind: string; title: string; route: string }[];
    }>();
    expect(results).toContainEqual(
      expect.objectContaining({
        kind: "publication",
        title: "Notes on the Analytical Engine",
        route: `/faculty/${ADA}`,
      }),
    );
    const hidden = (await get("/api/search?q=hidden%20draft")).json<{ results: { kind: string }[] }>();
    expect(hidden.results.filter((result) => result.kind === "publication")).toEqual([]);
  });

  it("keeps the faculty identifiers out of the profile's public answer", async () => {
    const detail = (await get(`/endpoints/faculty_details?id=${ADA}`)).json<Record<string, unknown>>();
    expect(detail.name).toBe("Dr. Ada Lovelace");
    for (const key of ["orcid", "openalex", "dblp"]) expect(detail).not.toHaveProperty(key);
  });
});

describe("a pack's publications.yaml", () => {
  it("is optional, and checked: the schema, one item per key, faculty ids that have a profile, identifiers by their rules", async () => {
    const pack = await newTestPack();
    try {
      expect((await validatePack(pack)).pack?.publications).toEqual([]);
      const [first, second] = testPublications;
      writeYaml(pack, "publications.yaml", [
        first,
        { ...first },
        { ...second, faculty: ["nobody"], year: 1800 },
        { ...second, authors: [{ name: "X", faculty: "ghost" }] },
      ]);
      const ada = readYaml<Record<string, unknown>>(pack, "faculty/01-ada.yaml");
      writeYaml(pack, "faculty/01-ada.yaml", { ...ada, orcid: "0000-0002-1825-0098", openalex: "B1", dblp: "no pid" });
      const { problems } = await validatePack(pack);
      expect(problems).toEqual(
        expect.arrayContaining([
          'publications.yaml: [1].key: duplicate key "doi:10.5555/engine.1943" (also item 1)',
          "publications.yaml: [2].year: Too small: expected number to be >=1900",
          'publications.yaml: [3].authors[0].faculty: no faculty profile has the id "ghost"',
          "faculty/01-ada.yaml: orcid: is not an ORCID iD: its check digit does not match",
          "faculty/01-ada.yaml: openalex: must be an OpenAlex author id like A5023888391",
          "faculty/01-ada.yaml: dblp: must be a DBLP person id like 123/4567 or h/JohnDoe",
        ]),
      );
    } finally {
      fs.rmSync(pack, { recursive: true, force: true });
    }
  });
});
