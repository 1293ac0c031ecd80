/**
 * The demo pack (content/) imported once per test run and copied for each test that needs it:
 * the import reads every PDF and makes every image derivative, which took 10–20 s each time.
 * The first worker that asks builds the template under a lock in the run's folder (global-setup.ts);
 * the others wait for it. SQLite: a closed data folder, copied. PostgreSQL: a template database,
 * cloned with CREATE DATABASE … TEMPLATE, and its blob cache folder copied.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { inject } from "vitest";
import { importInto, startApp } from "./test-app.js";
import { tempDir } from "./test-pack.js";
import { createDatabase } from "./worker-database.js";

export const demoPack = path.resolve(import.meta.dirname, "../../../../content");

type Kind = "sqlite" | "postgres";

/** TEST_DATABASE_URL as given to the run, before worker-database.ts pointed it at the worker's database. */
const adminUrl = () => process.env.TEST_DATABASE_BASE_URL ?? process.env.TEST_DATABASE_URL;

function withDatabase(url: string, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${name}`;
  return copy.toString();
}

/** Builds the template of `kind` once per run; returns its folder (data/ and, for PostgreSQL, the file `database`). */
async function template(kind: Kind): Promise<string> {
  const dir = path.join(inject("demoRunDir"), kind);
  const done = path.join(dir, "done");
  const failed = path.join(dir, "failed");
  try {
    fs.mkdirSync(dir);
  } catch {
    // Another worker builds it: wait for its result, however long a loaded machine takes.
    for (;;) {
      if (fs.existsSync(done)) return dir;
      if (fs.existsSync(failed))
        throw new Error(`building the demo template failed:\n${fs.readFileSync(failed, "utf8")}`);
      await sleep(200);
    }
  }
  try {
    const dataDir = path.join(dir, "data");
    let databaseUrl: string | undefined;
    if (kind === "postgres") {
      const name = `${new URL(adminUrl()!).pathname.slice(1)}_demo_${randomBytes(4).toString("hex")}`;
      fs.writeFileSync(path.join(dir, "database"), name);
      await createDatabase(adminUrl()!, name);
      databaseUrl = withDatabase(adminUrl()!, name);
    }
    const app = await startApp({ dataDir, databaseUrl });
    await importInto(app, demoPack);
    await app.close();
    fs.writeFileSync(done, "");
    return dir;
  } catch (error) {
    fs.writeFileSync(failed, String((error as Error).stack ?? error));
    throw error;
  }
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh copy of the imported demo pack on `kind`: as TestDatabase.create() gives, with the pack already in. */
export async function createDemo(
  kind: Kind,
): Promise<{ databaseUrl: string | undefined; dataDir: string; drop(): Promise<void> }> {
  const dir = await template(kind);
  const dataDir = tempDir("demo-data");
  fs.cpSync(path.join(dir, "data"), dataDir, { recursive: true });
  if (kind === "sqlite") {
    return { databaseUrl: undefined, dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const source = fs.readFileSync(path.join(dir, "database"), "utf8");
  const name = `${source}_${randomBytes(4).toString("hex")}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${source}"`);
      break;
    } catch (error) {
      // 55006: another clone is being made from the template this very moment; wait for it.
      if ((error as { code?: string }).code !== "55006" || attempt > 100) throw error;
      await sleep(100 + Math.random() * 200);
    }
  }
  return {
    databaseUrl: withDatabase(adminUrl()!, name),
    dataDir,
    async drop() {
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
