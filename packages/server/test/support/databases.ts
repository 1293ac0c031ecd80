/**
 * The databases the suites run against: SQLite always, PostgreSQL too when TEST_DATABASE_URL is
 * set. Each PostgreSQL use gets its own schema (search_path in the URL) and drops it afterwards,
 * so reruns and parallel CI runs start clean.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { loadConfig, type Config } from "../../src/config.js";
import { tempDir } from "./test-pack.js";

export interface TestDatabase {
  name: "sqlite" | "postgres";
  /** A fresh, empty database (and DATA_DIR); call `drop` when done. */
  create(): Promise<{ databaseUrl: string | undefined; dataDir: string; drop(): Promise<void> }>;
}

const postgresUrl = process.env.TEST_DATABASE_URL;

export const testDatabases: TestDatabase[] = [
  {
    name: "sqlite",
    async create() {
      const dataDir = tempDir("data");
      return {
        databaseUrl: undefined,
        dataDir,
        drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
  ...(postgresUrl
    ? [
        {
          name: "postgres" as const,
          async create() {
            const schema = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
            const admin = new pg.Client({ connectionString: postgresUrl });
            await admin.connect();
            await admin.query(`CREATE SCHEMA ${schema}`);
            await admin.end();
            const url = new URL(postgresUrl);
            url.searchParams.set("options", `-c search_path=${schema}`);
            const dataDir = tempDir("data");
            return {
              databaseUrl: url.toString(),
              dataDir,
              async drop() {
                const client = new pg.Client({ connectionString: postgresUrl });
                await client.connect();
                await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
                await client.end();
                fs.rmSync(dataDir, { recursive: true, force: true });
              },
            };
          },
        },
      ]
    : []),
];

export function testConfig(overrides: Partial<Config>): Config {
  return {
    ...loadConfig({}, process.cwd()),
    webDir: "/nonexistent-web-dir",
    logRequests: false,
    contentPollMs: 200,
    ...overrides,
  };
}
