/** One log line per request at the default level, from the fast path and from Fastify alike, into the stream given. */
import { Writable } from "node:stream";
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.js";
import { importPack } from "../src/content/import-pack.js";
import { testConfig } from "./support/databases.js";
import { newTestPack, tempDir } from "./support/test-pack.js";

describe("the request log", () => {
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n"))
        if (line !== "") lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let app: FastifyInstance;
  let base: string;
  const dirs: string[] = [];

  beforeAll(async () => {
    const dataDir = tempDir("data");
    const pack = await newTestPack();
    dirs.push(dataDir, pack);
    app = await buildApp(testConfig({ dataDir, logRequests: true, logLevel: "info" }), { logStream });
    await app.ready();
    await importPack(app.database, app.blobStore, pack);
    await app.content.refresh();
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });

  afterAll(async () => {
    await app?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("writes one line per request, with method, url, status, time and request id", async () => {
    lines.length = 0;
    // /generals/notice goes through the fast path, the others through Fastify.
    const urls = [
      "/generals/notice",
      "/endpoints/faculty_details?id=ada.lovelace",
      "/nothing-here",
      "/generals/notice",
    ];
    for (const url of urls) await (await fetch(`${base}${url}`)).arrayBuffer();
    for (
      let attempt = 0;
      attempt < 50 && lines.filter((line) => line.msg === "request").length < urls.length;
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const requests = lines.filter((line) => line.msg === "request");
    expect(requests.map((line) => [line.url, line.status])).toEqual([
      ["/generals/notice", 200],
      ["/endpoints/faculty_details?id=ada.lovelace", 200],
      ["/nothing-here", 404],
      ["/generals/notice", 200],
    ]);
    for (const line of requests)
      expect(line).toMatchObject({
        level: 30,
        method: "GET",
        reqId: expect.stringMatching(/^req-/),
        ms: expect.any(Number),
      });
    expect(new Set(requests.map((line) => line.reqId)).size).toBe(urls.length);
    // The fast path formats its line itself: the same fields in the same order as Fastify's.
    expect(Object.keys(requests[0]!)).toEqual([
      "level",
      "time",
      "pid",
      "hostname",
      "reqId",
      "method",
      "url",
      "status",
      "ms",
      "msg",
    ]);
    for (const line of requests) expect(Object.keys(line)).toEqual(Object.keys(requests[0]!));
  });
});
