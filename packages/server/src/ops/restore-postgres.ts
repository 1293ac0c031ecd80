/**
 * Restore into PostgreSQL without ever leaving no site: the backup goes into a new schema of the
 * same database (made with the backup's schema version, filled, counted, migrated to this code's),
 * and only then is it renamed in place of the live schema, both renames in one transaction; the
 * old schema is dropped after. Any failure before the swap drops the new schema and leaves the
 * live one untouched. The rows come from a PostgreSQL backup's table files, or from an SQLite
 * backup's database and blob files (a site moving from SQLite to PostgreSQL).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import type BetterSqlite3 from "better-sqlite3";
import type { Transaction } from "kysely";
import pg from "pg";
import type { Config } from "../config.js";
import { migrate, openDatabase } from "../db/database.js";
import type { Database } from "../db/schema.js";
import { indexedText } from "../search/terms.js";
import { HASH_PATTERN } from "../storage/blob-store.js";
import { BackupError, type BackupManifest } from "./backup-manifest.js";
import {
  countPostgresRows,
  currentPostgresSchema,
  insertPostgresRows,
  postgresColumns,
  postgresDataTables,
  postgresTables,
  type PostgresColumn,
} from "./snapshot-repository.js";
import { restoredEntry, verifiedSqliteBackup } from "./restore-checks.js";

const INSERT_ROWS = 50;

/** DATABASE_URL with its search_path (in the `options` parameter) set to `schema` alone. */
export function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  const options = (url.searchParams.get("options") ?? "").replace(/(?:-c\s*|--)search_path=\S+/g, "").trim();
  url.searchParams.set("options", `${options} -c search_path=${schema}`.trim());
  return url.toString();
}

async function adminQuery(databaseUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function restorePostgres(
  config: Config,
  dir: string,
  manifest: BackupManifest,
  force: boolean,
): Promise<void> {
  const databaseUrl = config.databaseUrl!;
  const live = openDatabase(config);
  let liveSchema: string;
  try {
    liveSchema = await currentPostgresSchema(live.db);
    for (const table of (await postgresTables(live.db)).filter((name) => !name.startsWith("kysely_"))) {
      if (!force && (await countPostgresRows(live.db, table)) > 0) {
        throw new BackupError(
          "the database at DATABASE_URL already holds a site: restore into an empty database, or stop the servers and add --force to replace it",
        );
      }
    }
  } finally {
    await live.close();
  }
  const suffix = randomBytes(6).toString("hex");
  const staging = `restoring_${suffix}`;
  const replaced = `replaced_${suffix}`;
  await adminQuery(databaseUrl, [`CREATE SCHEMA ${quoted(staging)}`]);
  try {
    const handle = openDatabase({ databaseUrl: withSearchPath(databaseUrl, staging), dataDir: config.dataDir });
    try {
      // The schema the backup was taken with, its rows, then this code's migrations over them.
      await migrate(handle.db, "postgres", manifest.schemaVersion);
      await handle.db.transaction().execute(async (trx) => {
        if (manifest.dialect === "postgres") await loadTableFiles(trx, dir, manifest);
        else await loadSqliteBackup(trx, dir, manifest);
      });
      await migrate(handle.db, "postgres");
      await restoredEntry(handle, dir, manifest);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await adminQuery(databaseUrl, [`DROP SCHEMA IF EXISTS ${quoted(staging)} CASCADE`]);
    throw error;
  }
  await adminQuery(databaseUrl, [
    "BEGIN",
    `ALTER SCHEMA ${quoted(liveSchema)} RENAME TO ${quoted(replaced)}`,
    `ALTER SCHEMA ${quoted(staging)} RENAME TO ${quoted(liveSchema)}`,
    "COMMIT",
  ]).catch(async (error: unknown) => {
    await adminQuery(databaseUrl, [`DROP SCHEMA IF EXISTS ${quoted(staging)} CASCADE`]);
    throw error;
  });
  await adminQuery(databaseUrl, [`DROP SCHEMA ${quoted(replaced)} CASCADE`]);
}

async function checkCount(trx: Transaction<Database>, table: string, manifest: BackupManifest): Promise<void> {
  const expected = manifest.counts[table] ?? 0;
  const restored = await countPostgresRows(trx, table);
  if (restored !== expected)
    throw new BackupError(`${table}: ${restored} rows restored, the manifest counts ${expected}`);
}

function decode(value: unknown, column: PostgresColumn): unknown {
  if (value === null) return null;
  if (column.type === "bytea") return Buffer.from(value as string, "base64");
  // pg would write a JavaScript array as a PostgreSQL array: JSON goes in as its text.
  if (column.type === "json" || column.type === "jsonb") return JSON.stringify(value);
  return value;
}

/** A PostgreSQL backup: one file per table, its columns on the first line, then a JSON array per row. */
async function loadTableFiles(trx: Transaction<Database>, dir: string, manifest: BackupManifest): Promise<void> {
  const known = new Set(await postgresDataTables(trx));
  for (const name of Object.keys(manifest.files).filter((name) => name.startsWith("tables/"))) {
    const table = path.basename(name, ".ndjson");
    if (!known.has(table)) throw new BackupError(`${name}: the schema of ${manifest.schemaVersion} has no such table`);
    const wanted = new Map((await postgresColumns(trx, table)).map((column) => [column.name, column]));
    let columns: PostgresColumn[] | undefined;
    let batch: unknown[][] = [];
    const lines = readline.createInterface({
      input: fs.createReadStream(path.join(dir, ...name.split("/"))),
      crlfDelay: Infinity,
    });
    try {
      for await (const line of lines) {
        if (!columns) {
          columns = (JSON.parse(line) as { columns: PostgresColumn[] }).columns;
          const unknown = columns.find((column) => wanted.get(column.name)?.type !== column.type);
          if (unknown) throw new BackupError(`${name}: the column ${unknown.name} is not one of ${table}'s`);
          continue;
        }
        const row = JSON.parse(line) as unknown[];
        batch.push(row.map((value, index) => decode(value, columns![index]!)));
        if (batch.length === INSERT_ROWS) {
          await insertPostgresRows(trx, table, columns, batch);
          batch = [];
        }
      }
    } catch (error) {
      if (error instanceof SyntaxError) throw new BackupError(`${name} is not valid JSON lines: the backup is damaged`);
      throw error;
    }
    if (columns) await insertPostgresRows(trx, table, columns, batch);
    await checkCount(trx, table, manifest);
  }
}

/**
 * An SQLite backup into PostgreSQL, table by table over the columns both have. What differs:
 * PostgreSQL keeps each blob's bytes in `blobs.data` (read from the backup's blob files) and each
 * search passage's words beside it (made as the migrations make them; SQLite keeps them in its
 * FTS5 table, which PostgreSQL has no use for).
 */
async function loadSqliteBackup(trx: Transaction<Database>, dir: string, manifest: BackupManifest): Promise<void> {
  const source = verifiedSqliteBackup(path.join(dir, "site.db"), manifest);
  try {
    const sqliteTables = new Set(
      (source.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    for (const table of await postgresDataTables(trx)) {
      if (!sqliteTables.has(table)) continue;
      const columns = await postgresColumns(trx, table);
      let batch: unknown[][] = [];
      for (const row of sqliteRows(source, table)) {
        batch.push(columns.map((column) => sqliteValue(dir, table, column.name, row)));
        if (batch.length === INSERT_ROWS) {
          await insertPostgresRows(trx, table, columns, batch);
          batch = [];
        }
      }
      await insertPostgresRows(trx, table, columns, batch);
      await checkCount(trx, table, manifest);
    }
  } finally {
    source.close();
  }
}

function sqliteRows(source: BetterSqlite3.Database, table: string): IterableIterator<Record<string, unknown>> {
  // A PDF page's words are its entry's title and the page (migrations/20261126020000-search-marks.ts).
  if (table === "search_pages")
    return source
      .prepare("select p.*, e.title as entry_title from search_pages p left join search_entries e on e.id = p.entry_id")
      .iterate() as IterableIterator<Record<string, unknown>>;
  return source.prepare(`select * from ${quoted(table)}`).iterate() as IterableIterator<Record<string, unknown>>;
}

function sqliteValue(dir: string, table: string, column: string, row: Record<string, unknown>): unknown {
  if (table === "blobs" && column === "data") {
    const hash = String(row.hash);
    if (!HASH_PATTERN.test(hash))
      throw new BackupError(`site.db names a blob ${JSON.stringify(hash.slice(0, 40))}, which is no hash`);
    return fs.readFileSync(path.join(dir, "blobs", hash.slice(0, 2), hash));
  }
  if (table === "search_pages" && column === "words") {
    const text = String(row.text);
    return indexedText(row.page === null ? text : `${String(row.entry_title ?? "")}\n${text}`);
  }
  return row[column] ?? null;
}
