/**
 * `restore DIR [--force]`: checks every checksum of a backup first, then fills an empty data
 * folder (SQLite) or database (PostgreSQL) from it and migrates it to this code's schema. A folder
 * or database that already holds a site is replaced only with --force.
 */
import fs from "node:fs";
import path from "node:path";
import readline from "node:readline";
import type { Config } from "../config.js";
import { migrate, openDatabase, schemaVersion, SchemaTooNewError } from "../db/database.js";
import { BackupError, readVerifiedManifest, type BackupManifest } from "./backup-manifest.js";
import {
  countPostgresRows,
  dropPostgresTables,
  insertPostgresRows,
  postgresTables,
  type PostgresColumn,
} from "./snapshot-repository.js";

const INSERT_ROWS = 50;

export async function restore(config: Config, dir: string, options: { force: boolean }): Promise<BackupManifest> {
  const manifest = await readVerifiedManifest(dir);
  const dialect = config.databaseUrl ? "postgres" : "sqlite";
  if (manifest.dialect !== dialect) {
    throw new BackupError(
      `${dir} is a ${manifest.dialect} backup, but the configuration names ${dialect === "postgres" ? "PostgreSQL (DATABASE_URL)" : "SQLite (DATA_DIR)"}`,
    );
  }
  if (manifest.schemaVersion > schemaVersion) throw new SchemaTooNewError(manifest.schemaVersion);
  if (dialect === "sqlite") await restoreSqlite(config, dir, manifest, options.force);
  else await restorePostgres(config, dir, manifest, options.force);
  return manifest;
}

async function restoreSqlite(config: Config, dir: string, manifest: BackupManifest, force: boolean): Promise<void> {
  const file = path.join(config.dataDir, "site.db");
  const blobs = path.join(config.dataDir, "blobs");
  const occupied = fs.existsSync(file) || (fs.existsSync(blobs) && fs.readdirSync(blobs).length > 0);
  if (occupied && !force)
    throw new BackupError(
      `DATA_DIR=${config.dataDir} already holds a site: restore into an empty folder, or stop the server and add --force to replace it`,
    );
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
  fs.rmSync(blobs, { recursive: true, force: true });
  fs.mkdirSync(config.dataDir, { recursive: true });
  for (const name of Object.keys(manifest.files).filter((name) => name.startsWith("blobs/"))) {
    const target = path.join(config.dataDir, ...name.split("/"));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(dir, ...name.split("/")), target);
  }
  // The database last, under its name only when complete: an interrupted restore leaves none.
  fs.copyFileSync(path.join(dir, "site.db"), `${file}.restoring`);
  fs.renameSync(`${file}.restoring`, file);
  const handle = openDatabase(config);
  try {
    await migrate(handle.db, handle.dialect);
  } finally {
    await handle.close();
  }
}

function decode(value: unknown, column: PostgresColumn): unknown {
  if (value === null) return null;
  if (column.type === "bytea") return Buffer.from(value as string, "base64");
  // pg would write a JavaScript array as a PostgreSQL array: JSON goes in as its text.
  if (column.type === "json" || column.type === "jsonb") return JSON.stringify(value);
  return value;
}

async function restorePostgres(config: Config, dir: string, manifest: BackupManifest, force: boolean): Promise<void> {
  const handle = openDatabase(config);
  const { db } = handle;
  try {
    for (const table of (await postgresTables(db)).filter((name) => !name.startsWith("kysely_"))) {
      if (!force && (await countPostgresRows(db, table)) > 0) {
        throw new BackupError(
          "the database at DATABASE_URL already holds a site: restore into an empty database, or stop the servers and add --force to replace it",
        );
      }
    }
    await dropPostgresTables(db);
    // The schema the backup was taken with, its rows, then this code's migrations over them.
    await migrate(db, "postgres", manifest.schemaVersion);
    await db.transaction().execute(async (trx) => {
      for (const name of Object.keys(manifest.files).filter((name) => name.startsWith("tables/"))) {
        const table = path.basename(name, ".ndjson");
        let columns: PostgresColumn[] | undefined;
        let batch: unknown[][] = [];
        const lines = readline.createInterface({
          input: fs.createReadStream(path.join(dir, ...name.split("/"))),
          crlfDelay: Infinity,
        });
        for await (const line of lines) {
          if (!columns) {
            columns = (JSON.parse(line) as { columns: PostgresColumn[] }).columns;
            continue;
          }
          const row = JSON.parse(line) as unknown[];
          batch.push(row.map((value, index) => decode(value, columns![index]!)));
          if (batch.length === INSERT_ROWS) {
            await insertPostgresRows(trx, table, columns, batch);
            batch = [];
          }
        }
        if (columns) await insertPostgresRows(trx, table, columns, batch);
        const restored = await countPostgresRows(trx, table);
        if (restored !== manifest.counts[table])
          throw new BackupError(`${table}: ${restored} rows restored, the manifest counts ${manifest.counts[table]}`);
      }
    });
    await migrate(db, "postgres");
  } finally {
    await handle.close();
  }
}
