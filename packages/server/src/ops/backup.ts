/**
 * `backup DIR`: a consistent copy of all the data while the site serves and staff edit. SQLite:
 * the online backup API copies the database as of one moment, then the blob files it names
 * (immutable, content-addressed) are copied beside it. PostgreSQL: every table is read in one
 * read-only REPEATABLE READ transaction, so all of them show the same moment. Live sessions stay out.
 */
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { sql } from "kysely";
import type { Config } from "../config.js";
import { openDatabase } from "../db/database.js";
import { recordBackup } from "./metrics-repository.js";
import { BackupError, prepareEmptyDir, writeManifest, type BackupManifest } from "./backup-manifest.js";
import {
  dropSqliteSessions,
  postgresColumns,
  postgresDataTables,
  postgresFacts,
  readPostgresRows,
  sqliteFacts,
  type PostgresColumn,
} from "./snapshot-repository.js";

const PAGE_ROWS = 100;

export async function backup(config: Config, dir: string): Promise<BackupManifest> {
  prepareEmptyDir(dir);
  const manifest = await (config.databaseUrl ? backupPostgres(config, dir) : backupSqlite(config, dir));
  // For /metrics (dept_last_backup_age_seconds): every instance reads it from the database.
  const handle = openDatabase(config);
  try {
    await recordBackup(handle.db, new Date());
  } finally {
    await handle.close();
  }
  return manifest;
}

function blobPath(root: string, hash: string): string {
  return path.join(root, "blobs", hash.slice(0, 2), hash);
}

async function backupSqlite(config: Config, dir: string): Promise<BackupManifest> {
  const file = path.join(config.dataDir, "site.db");
  if (!fs.existsSync(file)) throw new BackupError(`there is no database at ${file}: check DATA_DIR`);
  const target = path.join(dir, "site.db");
  const source = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    source.pragma("busy_timeout = 5000");
    await source.backup(target);
  } finally {
    source.close();
  }
  const copy = new BetterSqlite3(target);
  let facts: ReturnType<typeof sqliteFacts>;
  try {
    dropSqliteSessions(copy);
    facts = sqliteFacts(copy);
  } finally {
    copy.close();
  }
  for (const hash of facts.blobHashes) {
    const from = blobPath(config.dataDir, hash);
    if (!fs.existsSync(from))
      throw new BackupError(
        `blob ${hash} is in the database but not in ${path.dirname(from)}: the data folder is damaged`,
      );
    fs.mkdirSync(path.dirname(blobPath(dir, hash)), { recursive: true });
    fs.copyFileSync(from, blobPath(dir, hash));
  }
  const { blobHashes: _blobs, ...manifest } = facts;
  return writeManifest(dir, { dialect: "sqlite", ...manifest });
}

/** A value as JSON: bytes as base64 (restore.ts decodes by the column's type). */
function encode(value: unknown, column: PostgresColumn): unknown {
  return column.type === "bytea" && value instanceof Uint8Array ? Buffer.from(value).toString("base64") : value;
}

async function backupPostgres(config: Config, dir: string): Promise<BackupManifest> {
  const handle = openDatabase(config);
  try {
    fs.mkdirSync(path.join(dir, "tables"));
    return await handle.db
      .transaction()
      .setIsolationLevel("repeatable read")
      .execute(async (trx) => {
        await sql`set transaction read only`.execute(trx);
        const facts = await postgresFacts(trx);
        const counts: Record<string, number> = {};
        for (const table of await postgresDataTables(trx)) {
          const columns = await postgresColumns(trx, table);
          // First line: the columns; then one JSON array per row.
          const out = fs.openSync(path.join(dir, "tables", `${table}.ndjson`), "w");
          try {
            fs.writeSync(out, `${JSON.stringify({ columns })}\n`);
            let count = 0;
            for (;;) {
              const rows = await readPostgresRows(trx, table, columns, count, PAGE_ROWS);
              for (const row of rows)
                fs.writeSync(out, `${JSON.stringify(columns.map((column) => encode(row[column.name], column)))}\n`);
              count += rows.length;
              if (rows.length < PAGE_ROWS) break;
            }
            counts[table] = count;
          } finally {
            fs.closeSync(out);
          }
        }
        return writeManifest(dir, { dialect: "postgres", ...facts, counts });
      });
  } finally {
    await handle.close();
  }
}
