/**
 * `restore DIR [--force]`: checks the backup first (the manifest's shape and names, every file's
 * checksum), then builds the restored site beside the live one and swaps it in only once all of it
 * is in, migrated to this code's schema and verified, so any failure leaves the old site as it was.
 * SQLite: a staging folder in DATA_DIR (database and blobs), renamed into place. PostgreSQL: a new
 * schema in the same database (from a PostgreSQL backup, or from an SQLite one: the way a site
 * moves to PostgreSQL), renamed in place of the old one in one transaction (restore-postgres.ts).
 * A site already there is replaced only with --force. The restore is written to the audit log.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";
import { migrate, openDatabase, schemaVersion, SchemaTooNewError } from "../db/database.js";
import { BackupError, readVerifiedManifest, type BackupManifest } from "./backup-manifest.js";
import { restoredEntry, verifiedSqliteBackup } from "./restore-checks.js";
import { restorePostgres } from "./restore-postgres.js";

export async function restore(config: Config, dir: string, options: { force: boolean }): Promise<BackupManifest> {
  const manifest = await readVerifiedManifest(dir);
  const dialect = config.databaseUrl ? "postgres" : "sqlite";
  if (manifest.dialect === "postgres" && dialect === "sqlite") {
    throw new BackupError(
      `${dir} is a PostgreSQL backup, but the configuration names SQLite (DATA_DIR): set DATABASE_URL to restore it`,
    );
  }
  if (manifest.schemaVersion > schemaVersion) throw new SchemaTooNewError(manifest.schemaVersion);
  if (dialect === "sqlite") await restoreSqlite(config, dir, manifest, options.force);
  else await restorePostgres(config, dir, manifest, options.force);
  return manifest;
}

/** The live site's files in DATA_DIR, moved aside as a whole and back again if the swap fails. */
const LIVE_NAMES = ["site.db", "site.db-wal", "site.db-shm", "blobs"];

async function restoreSqlite(config: Config, dir: string, manifest: BackupManifest, force: boolean): Promise<void> {
  const { dataDir } = config;
  const blobs = path.join(dataDir, "blobs");
  const occupied =
    fs.existsSync(path.join(dataDir, "site.db")) || (fs.existsSync(blobs) && fs.readdirSync(blobs).length > 0);
  if (occupied && !force)
    throw new BackupError(
      `DATA_DIR=${dataDir} already holds a site: restore into an empty folder, or stop the server and add --force to replace it`,
    );
  fs.mkdirSync(dataDir, { recursive: true });
  const staging = path.join(dataDir, `.restoring-${randomBytes(6).toString("hex")}`);
  const replaced = path.join(dataDir, `.replaced-${randomBytes(6).toString("hex")}`);
  fs.mkdirSync(path.join(staging, "blobs"), { recursive: true });
  try {
    // Names checked against the layout (backup-manifest.ts): each stays inside the backup and the staging folder.
    for (const name of Object.keys(manifest.files).filter((name) => name.startsWith("blobs/"))) {
      const target = path.join(staging, ...name.split("/"));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.copyFileSync(path.join(dir, ...name.split("/")), target);
    }
    fs.copyFileSync(path.join(dir, "site.db"), path.join(staging, "site.db"));
    verifiedSqliteBackup(path.join(staging, "site.db"), manifest).close();
    const handle = openDatabase({ dataDir: staging, databaseUrl: undefined });
    try {
      await migrate(handle.db, handle.dialect);
      await restoredEntry(handle, dir, manifest);
    } finally {
      await handle.close();
    }
    swapInto(dataDir, staging, replaced);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(replaced, { recursive: true, force: true });
  }
}

/** Moves the live files aside and the staged ones in; on any failure puts the live ones back. */
function swapInto(dataDir: string, staging: string, replaced: string): void {
  fs.mkdirSync(replaced);
  const moved: string[] = [];
  const placed: string[] = [];
  try {
    for (const name of LIVE_NAMES) {
      if (!fs.existsSync(path.join(dataDir, name))) continue;
      fs.renameSync(path.join(dataDir, name), path.join(replaced, name));
      moved.push(name);
    }
    for (const name of LIVE_NAMES) {
      if (!fs.existsSync(path.join(staging, name))) continue;
      fs.renameSync(path.join(staging, name), path.join(dataDir, name));
      placed.push(name);
    }
  } catch (error) {
    for (const name of placed) fs.rmSync(path.join(dataDir, name), { recursive: true, force: true });
    for (const name of moved) fs.renameSync(path.join(replaced, name), path.join(dataDir, name));
    throw error;
  }
}
