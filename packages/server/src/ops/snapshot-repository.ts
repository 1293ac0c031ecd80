/**
 * The SQL of backup and restore. SQLite: facts read from the copied file (better-sqlite3, no
 * Kysely: the copy is not the app's database). PostgreSQL: every table of this connection's
 * schema, read and written column by column, whatever tables the migrations have made.
 */
import type BetterSqlite3 from "better-sqlite3";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../db/schema.js";

/** Live sign-ins and throttling counters: not data to bring back (a restore signs everyone out). */
export const EPHEMERAL_TABLES = ["sessions", "rate_limits"];
/** The migrator's own tables: a restore rebuilds them by migrating. */
const isMigratorTable = (name: string) => name.startsWith("kysely_");

export interface SnapshotFacts {
  schemaVersion: string;
  contentVersion: number | null;
  counts: Record<string, number>;
}

function sqliteTables(db: BetterSqlite3.Database): string[] {
  const rows = db
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as { name: string }[];
  return rows.map((row) => row.name);
}

/** Empties the live-session tables of a copy, and leaves no trace of them in its free pages. */
export function dropSqliteSessions(db: BetterSqlite3.Database): void {
  db.pragma("journal_mode = DELETE");
  const tables = sqliteTables(db);
  for (const table of EPHEMERAL_TABLES) if (tables.includes(table)) db.prepare(`delete from "${table}"`).run();
  db.exec("vacuum");
}

export function sqliteFacts(db: BetterSqlite3.Database): SnapshotFacts & { blobHashes: string[] } {
  const tables = sqliteTables(db);
  const schemaVersion = (db.prepare("select max(name) as name from kysely_migration").get() as { name: string | null })
    .name;
  if (!schemaVersion) throw new Error("the database has never been migrated: start the server once first");
  const version = tables.includes("content_version")
    ? (db.prepare("select version from content_version where id = 1").get() as { version: number } | undefined)
    : undefined;
  const counts: Record<string, number> = {};
  for (const table of tables.filter((name) => !isMigratorTable(name)))
    counts[table] = (db.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
  const blobHashes = (db.prepare("select hash from blobs").all() as { hash: string }[]).map((row) => row.hash);
  return { schemaVersion, contentVersion: version?.version ?? null, counts, blobHashes };
}

export interface PostgresColumn {
  name: string;
  /** information_schema's data_type: bytea and json/jsonb are encoded for the dump. */
  type: string;
}

export async function postgresTables(db: Kysely<Database> | Transaction<Database>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

/** Data tables to back up: not the migrator's, not the live sessions. */
export async function postgresDataTables(db: Kysely<Database> | Transaction<Database>): Promise<string[]> {
  return (await postgresTables(db)).filter((name) => !isMigratorTable(name) && !EPHEMERAL_TABLES.includes(name));
}

/** Columns that hold data: generated ones (the search tsvector) are computed again on insert. */
export async function postgresColumns(
  db: Kysely<Database> | Transaction<Database>,
  table: string,
): Promise<PostgresColumn[]> {
  const { rows } =
    await sql<PostgresColumn>`select column_name as name, data_type as type from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`.execute(
      db,
    );
  return rows;
}

export async function postgresFacts(trx: Transaction<Database>): Promise<Omit<SnapshotFacts, "counts">> {
  const migrated = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(trx);
  const schemaVersion = migrated.rows[0]?.name;
  if (!schemaVersion) throw new Error("the database has never been migrated: start the server once first");
  const version = await sql<{ version: number }>`select version from content_version where id = 1`.execute(trx);
  return { schemaVersion, contentVersion: version.rows[0]?.version ?? null };
}

/** One page of a table in the snapshot; ctid order is stable within it. */
export async function readPostgresRows(
  trx: Transaction<Database>,
  table: string,
  columns: PostgresColumn[],
  offset: number,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const list = sql.join(columns.map((column) => sql.id(column.name)));
  const { rows } = await sql<
    Record<string, unknown>
  >`select ${list} from ${sql.id(table)} order by ctid limit ${limit} offset ${offset}`.execute(trx);
  return rows;
}

export async function insertPostgresRows(
  trx: Transaction<Database>,
  table: string,
  columns: PostgresColumn[],
  rows: unknown[][],
): Promise<void> {
  if (rows.length === 0) return;
  const list = sql.join(columns.map((column) => sql.id(column.name)));
  const values = sql.join(rows.map((row) => sql`(${sql.join(row)})`));
  await sql`insert into ${sql.id(table)} (${list}) values ${values}`.execute(trx);
}

export async function countPostgresRows(db: Kysely<Database> | Transaction<Database>, table: string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.id(table)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The schema this connection's tables are in (its search_path's first that exists). */
export async function currentPostgresSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error("DATABASE_URL's search_path names no schema that exists");
  return schema;
}
