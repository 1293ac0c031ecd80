/** The fast path for the precomputed list answers: the same answers as the Fastify routes. */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { apiRoutes } from "@dept/contract";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import pino, { type LoggerOptions } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { precomputedFastPath, requestLog, type FastPath } from "../src/api/fast-path.js";
import { importInto, startApp } from "./support/test-app.js";
import { newTestPack, readYaml, tempDir, writeYaml } from "./support/test-pack.js";
import { writeStandInWeb } from "./support/stand-in-web.js";

type Answer = { status: number; headers: Record<string, unknown>; rawNames: string[]; body: Buffer };

/** A request over a real socket, the way a browser's goes through `app.server`. */
function request(port: number, method: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            rawNames: response.rawHeaders.filter((_, index) => index % 2 === 0),
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject)
      .end();
  });
}

/** Headers that differ between any two responses, whoever sends them. */
const perResponse = new Set(["date", "connection", "keep-alive"]);
const comparable = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !perResponse.has(name)));

const listPaths = Object.entries(apiRoutes)
  .filter(([name]) => name !== "facultyDetails")
  .map(([, route]) => route.path);

describe("fast path for the precomputed list answers", () => {
  let app: FastifyInstance;
  let port: number;
  const dirs: string[] = [];

  beforeAll(async () => {
    const dataDir = tempDir("data");
    const pack = await newTestPack();
    dirs.push(dataDir, pack);
    app = await startApp({ dataDir });
    await importInto(app, pack);
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("answers every list path over HTTP exactly as the Fastify route does", async () => {
    for (const path of listPaths) {
      const etag = String((await app.inject({ method: "GET", url: path })).headers.etag);
      const cases: Record<string, string>[] = [
        {},
        { "accept-encoding": "gzip, deflate, br" },
        { "accept-encoding": "gzip" },
        { "accept-encoding": "br;q=0, gzip;q=0" },
        { "if-none-match": etag },
      ];
      for (const headers of cases) {
        const label = `${path} ${JSON.stringify(headers)}`;
        const fast = await request(port, "GET", path, headers);
        const routed = await app.inject({ method: "GET", url: path, headers });
        // Fastify writes header names in lower case; the fast path writes them as given, so the
        // case shows who answered.
        expect(fast.rawNames, label).toContain("Content-Security-Policy");
        expect(fast.status, label).toBe(routed.statusCode);
        expect(comparable(fast.headers), label).toEqual(comparable(routed.headers));
        expect(fast.body.equals(routed.rawPayload), label).toBe(true);
      }
    }
  });

  it("leaves HEAD, query strings, trailing slashes and other paths to Fastify", async () => {
    const path = listPaths[0]!;
    for (const [method, url] of [
      ["HEAD", path],
      ["GET", `${path}?page=2`],
      ["GET", `${path}/`],
      ["GET", `${apiRoutes.facultyDetails.path}?id=ada.lovelace`],
      ["GET", "/api/health"],
    ] as const) {
      const answer = await request(port, method, url, {});
      expect(answer.rawNames, `${method} ${url}`).toContain("content-security-policy");
      expect(answer.rawNames, `${method} ${url}`).not.toContain("Content-Security-Policy");
    }
  });

  describe("on its own", () => {
    let server: http.Server;
    let serverPort: number;
    let fastPath: FastPath;
    const info = vi.fn();

    beforeAll(async () => {
      fastPath = precomputedFastPath(app.content, { info } as unknown as FastifyBaseLogger, () => "req-test", 0);
      server = http.createServer((req, res) => {
        if (!fastPath(req, res)) res.writeHead(599).end("declined");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      serverPort = (server.address() as AddressInfo).port;
    });

    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("logs the same request line as the Fastify routes", async () => {
      info.mockClear();
      const answer = await request(serverPort, "GET", "/endpoints/faculty_list", { "accept-encoding": "br" });
      expect(answer.status).toBe(200);
      expect(info).toHaveBeenCalledExactlyOnceWith(
        { reqId: "req-test", method: "GET", url: "/endpoints/faculty_list", status: 200, ms: expect.any(Number) },
        "request",
      );
    });

    it("leaves a page's navigation to Fastify where the path is a page too (issue 34), answering its API clients", async () => {
      for (const accept of ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "text/html"]) {
        const answer = await request(serverPort, "GET", "/events/workshops", { accept });
        expect([accept, answer.status, answer.body.toString()]).toEqual([accept, 599, "declined"]);
      }
      for (const accept of [undefined, "*/*", "application/json, text/plain, */*"]) {
        const answer = await request(serverPort, "GET", "/events/workshops", accept ? { accept } : {});
        expect([accept, answer.status, answer.headers.vary]).toEqual([accept, 200, "Accept-Encoding, Accept"]);
      }
      // Other list paths are no page: the API's answer, whatever the Accept.
      const notices = await request(serverPort, "GET", "/generals/notice", { accept: "text/html" });
      expect([notices.status, notices.headers.vary]).toEqual([200, "Accept-Encoding"]);
    });

    it("writes pino's own request line straight to a pino logger's stream", async () => {
      const written: string[] = [];
      const logger = pino({ level: "info" }, { write: (line: string) => written.push(line) });
      const direct = precomputedFastPath(app.content, logger as unknown as FastifyBaseLogger, () => "req-7", 0);
      const directServer = http.createServer((req, res) => {
        if (!direct(req, res)) res.writeHead(599).end("declined");
      });
      await new Promise<void>((resolve) => directServer.listen(0, "127.0.0.1", resolve));
      try {
        const answer = await request((directServer.address() as AddressInfo).port, "GET", "/generals/notice", {
          "accept-encoding": "gzip",
        });
        expect(answer.status).toBe(200);
        expect(written).toHaveLength(1);
        const ours = written[0]!;
        // pino's line for the same fields, but for the time.
        logger.info(
          {
            reqId: "req-7",
            method: "GET",
            url: "/generals/notice",
            status: 200,
            ms: (JSON.parse(ours) as { ms: number }).ms,
          },
          "request",
        );
        expect(ours.replace(/"time":\d+/, '"time":0')).toBe(written[1]!.replace(/"time":\d+/, '"time":0'));
      } finally {
        await new Promise<void>((resolve) => directServer.close(() => resolve()));
      }
    });

    it("serves the content it holds while the database is unreachable, and declines before any is loaded", async () => {
      app.content.available = false;
      try {
        expect((await request(serverPort, "GET", "/endpoints/faculty_list", {})).status).toBe(200);
        expect((await request(port, "GET", "/endpoints/faculty_list", {})).status).toBe(200);
      } finally {
        app.content.available = true;
      }
      const loaded = app.content.snapshot;
      app.content.snapshot = { ...loaded, version: undefined, responses: new Map() };
      try {
        expect((await request(serverPort, "GET", "/endpoints/faculty_list", {})).status).toBe(599);
        expect((await request(port, "GET", "/endpoints/faculty_list", {})).status).toBe(503);
      } finally {
        app.content.snapshot = loaded;
      }
    });
  });
});

describe("fast path for the documents (issue 34)", () => {
  let app: FastifyInstance;
  let port: number;
  let pack: string;
  const dirs: string[] = [];
  const browser = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

  beforeAll(async () => {
    const webDir = tempDir("web");
    writeStandInWeb(webDir);
    const dataDir = tempDir("data");
    pack = await newTestPack();
    dirs.push(webDir, dataDir, pack);
    app = await startApp({ dataDir, webDir });
    await importInto(app, pack);
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Who answered: Fastify writes header names in lower case, the fast path as given. */
  const byFastPath = (answer: Answer) => answer.rawNames.includes("Content-Security-Policy");

  it("answers a browser's second visit to a page exactly as Fastify's route does", async () => {
    // /events/workshops is an API path too: its page varies by Accept.
    for (const path of ["/", "/faculty", "/events/workshops"]) {
      const first = await request(port, "GET", path, { accept: browser });
      expect([path, first.status, byFastPath(first)]).toEqual([path, 200, false]);
      const etag = String(first.headers.etag);
      const cases: Record<string, string>[] = [
        { accept: browser },
        { accept: browser, "accept-encoding": "gzip, deflate, br" },
        { accept: "text/html", "accept-encoding": "gzip" },
        { accept: browser, "if-none-match": etag },
      ];
      for (const headers of cases) {
        const label = `${path} ${JSON.stringify(headers)}`;
        const fast = await request(port, "GET", path, headers);
        const routed = await app.inject({ method: "GET", url: path, headers });
        expect(byFastPath(fast), label).toBe(true);
        expect(fast.status, label).toBe(routed.statusCode);
        expect(comparable(fast.headers), label).toEqual(comparable(routed.headers));
        expect(fast.body.equals(routed.rawPayload), label).toBe(true);
      }
    }
    // Counted under Fastify's route names, not one series per address.
    const metrics = await app.metrics.text();
    expect(metrics).toMatch(/dept_http_requests_total\{method="GET",route="\/\*",status="200"\} (?:[4-9]|\d\d)\n/);
    expect(metrics).not.toContain('route="/faculty"');
  });

  it("leaves other clients, methods, queries, unknown addresses and other spellings to Fastify", async () => {
    await request(port, "GET", "/faculty", { accept: browser });
    for (const [method, url, headers] of [
      ["GET", "/faculty", {}],
      ["GET", "/faculty", { accept: "*/*" }],
      ["GET", "/faculty", { accept: "application/json, text/plain, */*" }],
      ["HEAD", "/faculty", { accept: browser }],
      ["GET", "/faculty?x=1", { accept: browser }],
      ["GET", "/faculty/", { accept: browser }],
      ["GET", "/FACULTY", { accept: browser }],
      ["GET", "/no-such-page", { accept: browser }],
      ["GET", "/no-such-page", { accept: browser }],
    ] as const) {
      const answer = await request(port, method, url, headers);
      expect([method, url, headers, byFastPath(answer)]).toEqual([method, url, headers, false]);
    }
  });

  it("serves a page's new document after an import, first through Fastify", async () => {
    const before = await request(port, "GET", "/", { accept: browser });
    expect(byFastPath(before)).toBe(true);
    const site = readYaml<{ department: { name: string } }>(pack, "site.yaml");
    writeYaml(pack, "site.yaml", { ...site, department: { ...site.department, name: "Renamed Department" } });
    await importInto(app, pack);
    const first = await request(port, "GET", "/", { accept: browser });
    expect(byFastPath(first)).toBe(false);
    expect(first.body.toString()).toContain("Welcome to the Renamed Department");
    const second = await request(port, "GET", "/", { accept: browser });
    expect(byFastPath(second)).toBe(true);
    expect(second.body.equals(first.body)).toBe(true);
  });
});

describe("the fast path's request line", () => {
  const fields = (reqId: string, url: string, status: number, ms: number) => ({
    reqId,
    method: "GET",
    url,
    status,
    ms,
  });
  const cases: [string, string, number, number][] = [
    ["req-1", "/endpoints/homepage", 200, 0],
    ["req-zz", "/generals/notice", 304, 12],
    ['req-"quoted"\\', "/endpoints/faculty_list", 200, 1],
  ];

  /** The lines our function writes and the lines pino's call writes for the same fields, times set aside. */
  function linesFor(options: LoggerOptions) {
    const written: string[] = [];
    const logger = pino(options, { write: (line: string) => written.push(line) });
    const log = requestLog(logger as unknown as FastifyBaseLogger);
    const ours: string[] = [];
    const pinos: string[] = [];
    for (const [reqId, url, status, ms] of cases) {
      log(reqId, url, status, ms);
      ours.push(...written.splice(0));
      logger.info(fields(reqId, url, status, ms), "request");
      pinos.push(...written.splice(0));
    }
    const timeless = (lines: string[]) => lines.map((line) => line.replace(/"time":\d+/, '"time":0'));
    return { ours: timeless(ours), pinos: timeless(pinos), log, logger, written };
  }

  it("is pino's line, byte for byte, written without pino's call", () => {
    const { ours, pinos, log, logger } = linesFor({ level: "info" });
    expect(ours).toHaveLength(cases.length);
    expect(ours).toEqual(pinos);
    expect(JSON.parse(ours[2]!)).toMatchObject({ reqId: 'req-"quoted"\\', url: "/endpoints/faculty_list" });
    const info = vi.spyOn(logger, "info");
    log("req-3", "/generals/notice", 200, 0);
    expect(info).not.toHaveBeenCalled();
  });

  it("is pino's line also for a logger that writes it otherwise (mixin, redaction, formatters, base bindings)", () => {
    for (const options of [
      { mixin: () => ({ extra: 1 }) },
      { redact: ["url"] },
      { formatters: { level: (label: string) => ({ level: label }) } },
      { base: { service: "api" } },
      { messageKey: "message" },
    ] satisfies LoggerOptions[]) {
      const { ours, pinos } = linesFor({ level: "info", ...options });
      expect(ours, JSON.stringify(Object.keys(options))).toEqual(pinos);
    }
  });

  it("writes nothing below the logger's level, also when the level changes", () => {
    const { log, logger, written } = linesFor({ level: "warn" });
    log("req-1", "/generals/notice", 200, 0);
    expect(written).toEqual([]);
    logger.level = "info";
    log("req-2", "/generals/notice", 200, 0);
    expect(written).toHaveLength(1);
  });
});
