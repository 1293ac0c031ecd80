/**
 * Opens the database: SQLite (better-sqlite3) in DATA_DIR by default, PostgreSQL when a URL is
 * given; both are migrated with the same migrations before use.
 */
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
} from "kysely";
import type { Database } from "./schema.js";
import * as initial from "./migrations/20261122054000-initial.js";
import * as retiredBlobs from "./migrations/20261124080000-retired-blobs.js";
import * as search from "./migrations/20261124200000-search.js";
import * as accounts from "./migrations/20261125010000-accounts.js";
import * as revisions from "./migrations/20261125030000-revisions.js";
import * as schedules from "./migrations/20261125050000-schedules.js";
import * as imageSizes from "./migrations/20261125090000-image-sizes.js";
import * as rateLimits from "./migrations/20261125180000-rate-limits.js";
import * as searchMarks from "./migrations/20261126020000-search-marks.js";
import * as searchLanguages from "./migrations/20261127050000-search-languages.js";
import * as searchPaths from "./migrations/20261128090000-search-paths.js";
import * as publicationObservations from "./migrations/20261129090000-publication-observations.js";

export type Dialect = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now (for /metrics); SQLite has one connection and no pool. */
  pool(): { total: number; idle: number; waiting: number } | undefined;
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
  "20261126020000-search-marks": searchMarks,
  "20261127050000-search-languages": searchLanguages,
  "20261128090000-search-paths": searchPaths,
  "20261129090000-publication-observations": publicationObservations,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The newest migration this code knows: the schema version named in errors and backup manifests. */
export const schemaVersion = Object.keys(migrations).sort().at(-1)!;

/** The database was migrated by a newer version of the code; running older code on it could lose data. */
export class SchemaTooNewError extends Error {
  override name = "SchemaTooNewError";
  constructor(readonly databaseVersion: string) {
    super(
      `the database's schema is version ${databaseVersion}, newer than this code's ${schemaVersion}: ` +
        "run the newer code, or restore the backup taken before the upgrade (docs/deploy.md)",
    );
  }
}

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
    return {
      db,
      dialect: "postgres",
      close: () => db.destroy(),
      pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new BetterSqlite3(path.join(options.dataDir, "site.db"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: "sqlite", close: () => db.destroy(), pool: () => undefined };
}

/** The migrations already run on this database, none when it is new. */
async function executedMigrations(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  const exists =
    dialect === "postgres"
      ? (await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db)).rows[0]
          ?.found != null
      : (await sql`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`.execute(db)).rows
          .length > 0;
  if (!exists) return [];
  return (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name);
}

/** The migrations a run applied, in order; throws the run's error, if any. */
/** The newest migration the database has run (its schema version), undefined before the first. */
export async function databaseSchemaVersion(db: Kysely<Database>, dialect: Dialect): Promise<string | undefined> {
  return (await executedMigrations(db, dialect)).sort().at(-1);
}

function appliedOrThrow({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/**
 * SQLite: Kysely's migrator runs each migration outside any transaction there, so a crash could
 * leave half a migration. All of them run here in one `BEGIN IMMEDIATE` transaction, which also
 * takes the write lock before the migrator reads what has run: a second process waits (polled, so
 * one process's two connections in tests do not block each other) and then finds nothing to do.
 */
async function migrateSqlite(db: Kysely<Database>, upTo: string | undefined): Promise<string[]> {
  return db.connection().execute(async (connection) => {
    await sql`pragma busy_timeout = 0`.execute(connection);
    try {
      for (let waited = 0; ; waited += 100) {
        try {
          await sql`begin immediate`.execute(connection);
          break;
        } catch (error) {
          if (!String((error as { code?: unknown }).code).startsWith("SQLITE_BUSY") || waited >= 60_000) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    } finally {
      await sql`pragma busy_timeout = 5000`.execute(connection);
    }
    try {
      const migrator = new Migrator({ db: connection, provider });
      const applied = appliedOrThrow(await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest()));
      await sql`commit`.execute(connection);
      return applied;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}

/**
 * Brings the schema up to date, all of it or nothing. PostgreSQL: the migrator runs in one
 * transaction under an advisory lock, so instances starting together migrate once and the others
 * wait, then find nothing to do; SQLite: see migrateSqlite. A database with migrations this code
 * does not know is refused before anything is written. `upTo`: that version only (a restore
 * loads a backup into the schema it was taken with, then migrates the rest). Returns the names of
 * the migrations it applied (none when the schema was current), for the callers' log lines.
 */
export async function migrate(db: Kysely<Database>, dialect: Dialect, upTo?: string): Promise<string[]> {
  if (upTo !== undefined && !(upTo in migrations)) throw new SchemaTooNewError(upTo);
  const unknown = (await executedMigrations(db, dialect)).filter((name) => !(name in migrations)).sort();
  if (unknown.length > 0) throw new SchemaTooNewError(unknown.at(-1)!);
  if (dialect === "sqlite") return migrateSqlite(db, upTo);
  // PostgreSQL: the migration tables of this connection's own schema. Left to itself the migrator
  // asks information_schema, which lists other schemas' tables too, so it could take another
  // schema's lock table for its own (seen when test suites made schemas side by side).
  const migrationTableSchema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]
    ?.schema;
  const migrator = new Migrator({ db, provider, migrationTableSchema });
  return appliedOrThrow(await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest()));
}

/** The key of the session-level advisory lock instances take while they start (publishing's is 8245001). */
const STARTUP_LOCK = 8245002;

/**
 * Runs `work` (migrations and the first import) while holding the startup lock. PostgreSQL: a
 * session-level advisory lock on a connection of its own, so instances starting together on one
 * database do it one after the other: the first migrates and imports, the others wait and find
 * both done. SQLite: one file belongs to one machine; the migrations hold its write lock themselves.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.dialect !== "postgres") return work();
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(connection);
    }
  });
}
