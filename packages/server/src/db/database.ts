/**
 * Opens the database: SQLite (better-sqlite3) in DATA_DIR by default, PostgreSQL when a URL is
 * given; both are migrated with the same migrations before use.
 */
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, sql, type Migration, type MigrationProvider } from "kysely";
import type { Database } from "./schema.js";
import * as initial from "./migrations/20261122054000-initial.js";
import * as retiredBlobs from "./migrations/20261124080000-retired-blobs.js";
import * as search from "./migrations/20261124200000-search.js";
import * as accounts from "./migrations/20261125010000-accounts.js";
import * as revisions from "./migrations/20261125030000-revisions.js";
import * as schedules from "./migrations/20261125050000-schedules.js";
import * as imageSizes from "./migrations/20261125090000-image-sizes.js";
import * as rateLimits from "./migrations/20261125180000-rate-limits.js";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
}

/** Static list: migrations are bundled with the code, not discovered on disk at run time. */
const migrations: Record<string, Migration> = {
  "20261122054000-initial": initial,
  "20261124080000-retired-blobs": retiredBlobs,
  "20261124200000-search": search,
  "20261125010000-accounts": accounts,
  "20261125030000-revisions": revisions,
  "20261125050000-schedules": schedules,
  "20261125090000-image-sizes": imageSizes,
  "20261125180000-rate-limits": rateLimits,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl: string | undefined;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 10_000,
    });
    // A client losing its server emits 'error'. The pool listens only while the client is idle;
    // a checked-out client (mid-query or mid-transaction) would crash the process with an
    // uncaught 'Connection terminated unexpectedly'. The failed query rejects on its own and the
    // pool discards the dead client on release, so both listeners only need to exist.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(path.join(options.dataDir, "site.db"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", close: () => db.destroy() };
}

export async function migrate(db: Kysely<Database>, dialect: Dialect): Promise<void> {
  // PostgreSQL: the migration tables of this connection's own schema. Left to itself the migrator
  // asks information_schema, which lists other schemas' tables too, so it could take another
  // schema's lock table for its own (seen when test suites made schemas side by side).
  const migrationTableSchema = dialect === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const { error } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
