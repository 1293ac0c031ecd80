/** GET /api/search on the test pack: answers, bad queries, paging, and an import changing the index at once. */
import { PDFDocument } from "pdf-lib";
import { extraRoutes, searchResponse, SEARCH_MAX_LIMIT } from "@dept/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appWithTestPack, importInto } from "./support/test-app.js";
import { makePdf, newTestPack, readYaml, write, writeYaml } from "./support/test-pack.js";
import type { FastifyInstance } from "fastify";
import fs from "node:fs";

const search = (app: FastifyInstance, query: string) => app.inject(`${extraRoutes.search.path}?${query}`);

describe("site search", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await appWithTestPack());
  });
  afterAll(async () => close?.());

  it("finds words in titles, fields and inside PDFs, with the page and the matched words marked", async () => {
    const inPdf = await search(app, "q=document%20a%203");
    expect(inPdf.statusCode).toBe(200);
    expect(inPdf.headers["content-type"]).toMatch(/^application\/json/);
    expect(inPdf.headers["cache-control"]).toBe("no-cache");
    const body = searchResponse.parse(inPdf.json());
    // files/a.pdf (pages "Document A 1" to "Document A 3") is the older notice, and listed elsewhere.
    const notice = body.results.find((result) => result.kind === "notice");
    expect(notice).toMatchObject({
      title: "Older notice",
      page: 3,
      file: expect.stringMatching(/^\/api\/files\/[0-9a-f]+\/a\.pdf$/),
    });
    expect(notice!.snippet.filter((part) => part.mark).map((part) => part.text)).toEqual(["Document", "A", "3"]);
    const bos = body.results.find((result) => result.title === "documents/bos.yaml item");
    expect(bos?.route).toMatch(/^\/BOS\?doc=[0-9a-f]{16}&page=3$/);

    const faculty = searchResponse.parse((await search(app, "q=ADA")).json());
    expect(faculty.results[0]).toMatchObject({
      kind: "faculty",
      title: "Dr. Ada Lovelace",
      route: "/faculty/ada.lovelace",
    });
    const prefix = searchResponse.parse((await search(app, "q=workshop")).json());
    expect(prefix.results.map((result) => result.title)).toEqual(["Rust Workshop", "Git Workshop"]);
  });

  it("never reads the query as search syntax", async () => {
    for (const q of [
      '"',
      '"unclosed',
      "a OR b",
      "NEAR(a b)",
      "title:x",
      "-x",
      "*",
      "x*",
      "(",
      "a & b | !c",
      "^w",
      "'",
      "\\",
      "AND",
      "%",
    ]) {
      const response = await search(app, `q=${encodeURIComponent(q)}`);
      expect([200, 400], q).toContain(response.statusCode);
      if (response.statusCode === 400) expect(response.json().error.code, q).toBe("bad_request");
      else expect(searchResponse.safeParse(response.json()).success, q).toBe(true);
    }
  });

  it("answers a JSON 400 for a missing, empty, wordless, repeated or over-long query and bad paging", async () => {
    for (const query of [
      "",
      "q=",
      "q=%20%20",
      "q=%21%3F",
      "q=a&q=b",
      `q=${"a".repeat(201)}`,
      "q=a&limit=0",
      `q=a&limit=${SEARCH_MAX_LIMIT + 1}`,
      "q=a&limit=x",
      "q=a&offset=-1",
      "q=a&offset=1e3",
      "q=a&offset=100000",
    ]) {
      const response = await search(app, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ error: { code: "bad_request", message: expect.any(String) } });
    }
  });

  it("pages through the results with a total", async () => {
    const all = searchResponse.parse((await search(app, `q=item&limit=${SEARCH_MAX_LIMIT}`)).json());
    expect(all.total).toBe(6);
    const first = searchResponse.parse((await search(app, "q=item&limit=4")).json());
    const rest = searchResponse.parse((await search(app, "q=item&limit=4&offset=4")).json());
    expect(first).toMatchObject({ total: 6, offset: 0, limit: 4 });
    expect([...first.results, ...rest.results]).toEqual(all.results);
  });
});

describe("the search index and imports", () => {
  it("changes with an import at once, and finds a PDF without a text layer by its title only", async () => {
    const { app, close } = await appWithTestPack();
    const pack = await newTestPack();
    try {
      const scan = await PDFDocument.create();
      scan.addPage([200, 200]);
      write(pack, "files/scan.pdf", Buffer.from(await scan.save()));
      write(pack, "files/zebra.pdf", await makePdf("Zebra crossing rules"));
      const notices = readYaml<{ title: string; file: string; date: string }[]>(pack, "notices.yaml");
      writeYaml(pack, "notices.yaml", [
        { title: "Scanned circular", file: "files/scan.pdf", date: "2025-03-01" },
        { title: "Road safety", file: "files/zebra.pdf", date: "2025-03-02" },
        ...notices.filter((notice) => notice.title !== "Older notice"),
      ]);
      expect(searchResponse.parse((await search(app, "q=older")).json()).total).toBe(1);
      expect(searchResponse.parse((await search(app, "q=zebra")).json()).total).toBe(0);

      await importInto(app, pack);
      expect(searchResponse.parse((await search(app, "q=older")).json()).total).toBe(0);
      expect(searchResponse.parse((await search(app, "q=zebra%20crossing")).json()).results).toEqual([
        expect.objectContaining({ kind: "notice", title: "Road safety", page: 1 }),
      ]);
      const scanned = searchResponse.parse((await search(app, "q=circular")).json()).results;
      expect(scanned).toEqual([
        expect.objectContaining({ kind: "notice", title: "Scanned circular", textLayer: false }),
      ]);
    } finally {
      await close();
      fs.rmSync(pack, { recursive: true, force: true });
    }
  });
});
