/**
 * With PostgreSQL behind a TCP relay we can cut: while the database is unreachable the server goes
 * on serving the content it holds (answers from memory, files from its local blob cache), says so
 * on /healthz, drops visits with a 503, and recovers by itself when it returns, without a restart.
 */
import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "./support/databases.js";
import { Relay } from "./support/relay.js";
import { browserAgent, importInto, startApp } from "./support/test-app.js";
import { newTestPack } from "./support/test-pack.js";

const postgres = testDatabases.find((database) => database.name === "postgres");

describe.runIf(postgres)("database outage on postgres", () => {
  let app: FastifyInstance;
  let relay: Relay;
  let drop: () => Promise<void>;
  let pack: string;

  beforeAll(async () => {
    const created = await postgres!.create();
    drop = created.drop;
    const url = new URL(created.databaseUrl!);
    relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
    await relay.open();
    url.host = `127.0.0.1:${relay.port}`;
    pack = await newTestPack();
    app = await startApp({ databaseUrl: url.toString(), dataDir: created.dataDir, contentPollMs: 200 });
    await importInto(app, pack);
  });

  afterAll(async () => {
    await app?.close();
    await relay?.cut();
    await drop?.();
    fs.rmSync(pack, { recursive: true, force: true });
  });

  const waitFor = async (check: () => Promise<boolean>) => {
    const started = Date.now();
    while (!(await check())) {
      expect(Date.now() - started).toBeLessThan(15_000);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it("survives the connection dropping under a query in flight", async () => {
    const inFlight = sql`select pg_sleep(5)`.execute(app.database.db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await relay.cut();
    await expect(inFlight).rejects.toThrow(/terminated/);
    await relay.open();
    await waitFor(async () => (await app.inject("/generals/notice")).statusCode === 200);
  });

  it("serves what it holds while unreachable, reports degraded, drops visits, and recovers without a restart", async () => {
    const notices = await app.inject("/generals/notice");
    expect(notices.statusCode).toBe(200);
    const fileUrl = `/api/files/${notices.json<{ file: string }[]>()[0]!.file.replace("/resources/resources/", "")}`;
    const file = await app.inject(fileUrl);
    const site = await app.inject("/api/site");
    const photo = site.json<{ homeCarousel: { src: string }[] }>().homeCarousel[0]!.src;

    await relay.cut();
    await waitFor(async () => (await app.inject("/healthz")).json<{ status?: string }>().status === "degraded");
    const health = await app.inject("/healthz");
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      status: "degraded",
      database: "unreachable",
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      contentVersion: expect.any(Number),
    });

    const down = await app.inject("/generals/notice");
    expect(down.statusCode).toBe(200);
    expect(down.body).toBe(notices.body);
    expect((await app.inject("/endpoints/faculty_list")).statusCode).toBe(200);
    expect((await app.inject("/api/site")).body).toBe(site.body);
    const fileDown = await app.inject(fileUrl);
    expect(fileDown.statusCode).toBe(200);
    expect(fileDown.rawPayload.equals(file.rawPayload)).toBe(true);
    expect((await app.inject(photo)).statusCode).toBe(200);

    const visit = await app.inject({
      method: "POST",
      url: "/api/visitors",
      remoteAddress: "192.0.2.80",
      headers: { "user-agent": browserAgent },
    });
    expect(visit.statusCode).toBe(503);
    expect(visit.json().error.code).toBe("database_unavailable");
    expect(visit.body).not.toMatch(/ECONNREFUSED|stack|at /);

    await relay.open();
    await waitFor(async () => (await app.inject("/healthz")).json<{ status?: string }>().status === "ok");
    await waitFor(async () => (await app.inject("/api/visitors")).statusCode === 200);
  });
});
