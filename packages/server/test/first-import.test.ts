/**
 * Issue 36, item 5: two server processes started together on one empty PostgreSQL database
 * migrate once and import the content pack once (the first import runs under the startup lock
 * with the migrations); both then serve the same content version.
 */
import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/database.js";
import { testDatabases } from "./support/databases.js";
import { killAll, spawnServer } from "./support/spawn-server.js";
import { newTestPack, tempDir } from "./support/test-pack.js";

const postgres = testDatabases.find((database) => database.name === "postgres");

describe.runIf(postgres)("two instances starting on one empty database", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    killAll();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("import the content pack once", async () => {
    const target = await postgres!.create();
    cleanups.push(target.drop);
    const pack = await newTestPack();
    cleanups.push(() => fs.rmSync(pack, { recursive: true, force: true }));
    const servers = ["a", "b"].map((name) => {
      const dataDir = tempDir(`data-${name}`);
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      return spawnServer({
        DATABASE_URL: target.databaseUrl!,
        DATA_DIR: dataDir,
        CONTENT_DIR: pack,
        WEB_DIR: "/nonexistent",
      });
    });
    const urls = await Promise.all(servers.map((server) => server.url));

    const handle = openDatabase({ databaseUrl: target.databaseUrl, dataDir: "/nonexistent" });
    try {
      const imports = await handle.db
        .selectFrom("audit_log")
        .select("target")
        .where("action", "=", "content imported")
        .execute();
      expect(imports).toEqual([{ target: "version 1" }]);
    } finally {
      await handle.close();
    }
    const importing = servers.filter((server) =>
      server.stdout().includes("empty database: importing the content pack"),
    );
    expect(importing).toHaveLength(1);
    for (const url of urls) {
      const health = (await (await fetch(`${url}/healthz`)).json()) as { contentVersion: number };
      expect(health.contentVersion).toBe(1);
    }
    for (const server of servers) server.child.kill("SIGTERM");
    expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0]);
  }, 120_000);
});
