/** `/metrics`: Prometheus text with moving request, import and blob cache figures, for loopback or a token only. */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { apiRoutes, fileLink } from "@dept/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { ConfigError, loadConfig } from "../src/config.js";
import { testConfig, testDatabases } from "./support/databases.js";
import { appWithTestPack, importInto, startApp } from "./support/test-app.js";
import path from "node:path";
import { schemaVersion } from "../src/db/database.js";
import { backup } from "../src/ops/backup.js";
import { version } from "../src/version.js";
import { addStaff, anonymous } from "./support/staff.js";
import { newTestPack, tempDir } from "./support/test-pack.js";

const token = "a-metrics-token-of-24-ch";

/** The value of one series (its name and labels exactly as written), 0 when it is not there. */
function valueOf(text: string, series: string): number {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

function requestsCounted(text: string, route: string, status: number): number {
  const line = text
    .split("\n")
    .find(
      (row) =>
        row.startsWith("dept_http_requests_total{") &&
        row.includes(`route="${route}"`) &&
        row.includes(`status="${status}"`),
    );
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("metrics", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await appWithTestPack({ metricsToken: token, trustProxy: 1 }));
  });
  afterAll(() => close());

  const scrape = async (headers: Record<string, string> = {}, remoteAddress = "127.0.0.1") =>
    app.inject({ url: "/metrics", headers, remoteAddress });

  it("answers a loopback scraper in the Prometheus text format, and the request counter moves", async () => {
    const before = await scrape();
    expect(before.statusCode).toBe(200);
    expect(before.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(before.headers["cache-control"]).toBe("no-store");

    await app.inject({ url: "/healthz" });
    await app.inject({ url: "/healthz" });
    await app.inject({ url: "/api/search?q=syllabus" });
    const after = (await scrape()).body;
    expect(requestsCounted(after, "/healthz", 200) - requestsCounted(before.body, "/healthz", 200)).toBe(2);
    expect(after).toMatch(
      /^dept_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/healthz"\} \d+$/m,
    );
    expect(after).toMatch(/^dept_search_queries_total [1-9]\d*$/m);
    expect(after).toMatch(/^dept_content_version [1-9]\d*$/m);
    expect(after).toMatch(/^dept_publications \d+$/m);
    expect(after).toMatch(/^dept_database_errors_total/m);
    expect(after).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it("counts the precomputed answers served before Fastify too", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const url = apiRoutes.homepage.path;
    const before = requestsCounted((await scrape()).body, url, 200);
    expect((await fetch(`http://127.0.0.1:${port}${url}`)).status).toBe(200);
    expect(requestsCounted((await scrape()).body, url, 200) - before).toBe(1);
  });

  it("answers 404 to another address without the token, and to a loopback request a proxy forwarded", async () => {
    const outside = await scrape({}, "203.0.113.9");
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ error: { code: "not_found", message: "Nothing is served at /metrics" } });
    expect((await scrape({ authorization: "Bearer wrong-token-of-24-chars" }, "203.0.113.9")).statusCode).toBe(404);
    // Behind a proxy on this machine every request comes from loopback: the client it names counts.
    expect((await scrape({ "x-forwarded-for": "198.51.100.7" })).statusCode).toBe(404);
  });

  it("answers another address with the token", async () => {
    const withToken = await scrape({ authorization: `Bearer ${token}` }, "203.0.113.9");
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain("dept_http_requests_total");
  });

  it("refuses a short METRICS_TOKEN", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short" })).toThrow(ConfigError);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
  });
});

describe.each(testDatabases)("metrics read from the database and the blob cache on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let pack: string;
  let created: Awaited<ReturnType<typeof database.create>>;

  beforeAll(async () => {
    created = await database.create();
    drop = created.drop;
    pack = await newTestPack();
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    await importInto(app, pack);
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
    fs.rmSync(pack, { recursive: true, force: true });
  });

  it("counts content imports from the database", async () => {
    const before = valueOf((await app.inject({ url: "/metrics" })).body, "dept_imports");
    expect(before).toBe(1);
    await importInto(app, pack);
    expect(valueOf((await app.inject({ url: "/metrics" })).body, "dept_imports")).toBe(before + 1);
  });

  it("counts the blobs found in the local cache and those missing from it", async () => {
    const notices = (await app.inject({ url: "/generals/notice" })).json<{ file: string }[]>();
    const url = fileLink("", notices[0]!.file);
    const [hash = ""] = url.split("/").slice(-2);
    const lookups = async () => {
      const text = (await app.inject({ url: "/metrics" })).body;
      return {
        hits: valueOf(text, 'dept_blob_cache_lookups_total{result="hit"}'),
        misses: valueOf(text, 'dept_blob_cache_lookups_total{result="miss"}'),
      };
    };
    const start = await lookups();
    expect((await app.inject({ url })).statusCode).toBe(200);
    expect(await lookups()).toEqual({ hits: start.hits + 1, misses: start.misses });

    const local = app.blobStore.localPath(hash);
    const bytes = fs.readFileSync(local);
    fs.rmSync(local);
    try {
      // PostgreSQL reads the blob back from the database into the cache; with SQLite the files are the store.
      const postgres = app.blobStore.dialect === "postgres";
      expect((await app.inject({ url })).statusCode).toBe(postgres ? 200 : 404);
      expect(await lookups()).toEqual({ hits: start.hits + 1, misses: start.misses + 1 });
    } finally {
      await app.blobStore.writeLocal(hash, bytes);
    }
  });

  it("gives the pool (PostgreSQL), the release, and the last backup's age once a backup is taken", async () => {
    const before = (await app.inject({ url: "/metrics" })).body;
    expect(before).toMatch(
      new RegExp(`^dept_build_info\\{version="${version.replaceAll(".", "\\.")}",schema="${schemaVersion}"\\} 1$`, "m"),
    );
    expect(before).not.toMatch(/^dept_last_backup_age_seconds/m);
    if (app.database.dialect === "postgres")
      expect(valueOf(before, 'dept_database_pool_connections{state="total"}')).toBeGreaterThan(0);
    else expect(before).not.toMatch(/^dept_database_pool_connections\{/m);
    const dir = path.join(tempDir("backup"), "snapshot");
    try {
      await backup(testConfig({ dataDir: created.dataDir, databaseUrl: created.databaseUrl }), dir);
    } finally {
      fs.rmSync(path.dirname(dir), { recursive: true, force: true });
    }
    const after = (await app.inject({ url: "/metrics" })).body;
    const labels = `{dialect="${app.database.dialect}"}`;
    expect(after).toMatch(
      new RegExp(`^dept_last_backup_age_seconds\\{dialect="${app.database.dialect}"\\} \\d+$`, "m"),
    );
    expect(valueOf(after, `dept_last_backup_age_seconds${labels}`)).toBeLessThan(60);
    expect(valueOf(after, `dept_last_backup_timestamp_seconds${labels}`)).toBeGreaterThan(Date.now() / 1000 - 60);
  });
});

describe("metrics of sign-ins and the trailing slash", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await appWithTestPack());
    await addStaff(app, "editor@dept.example", "editor");
  });
  afterAll(() => close());

  it("answers /metrics/ as /metrics, and counts refused sign-ins", async () => {
    const slash = await app.inject({ url: "/metrics/", remoteAddress: "127.0.0.1" });
    expect(slash.statusCode).toBe(200);
    expect(slash.body).toMatch(/^dept_sign_in_failures_total\{reason="credentials"\} 0$/m);
    expect((await app.inject({ url: "/metrics/", remoteAddress: "192.0.2.50" })).statusCode).toBe(404);
    const visitor = await anonymous(app, "192.0.2.51");
    expect(
      (
        await visitor.call("POST", "/admin/api/session", {
          email: "editor@dept.example",
          password: "not the password at all",
        })
      ).statusCode,
    ).toBe(401);
    const text = (await app.inject({ url: "/metrics", remoteAddress: "127.0.0.1" })).body;
    expect(valueOf(text, 'dept_sign_in_failures_total{reason="credentials"}')).toBe(1);
  });
});
