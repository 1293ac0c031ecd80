/**
 * What every restore checks and writes whatever the target: an SQLite backup's database is what
 * its manifest says it is, and the audit log's line for the restore.
 */
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { audit } from "../db/account-repository.js";
import type { DatabaseHandle } from "../db/database.js";
import { BackupError, type BackupManifest } from "./backup-manifest.js";
import { sqliteFacts } from "./snapshot-repository.js";

/** The audit log's line for a restore, written into the restored data before it goes live. */
export async function restoredEntry(handle: DatabaseHandle, dir: string, manifest: BackupManifest): Promise<void> {
  await audit(handle.db, {
    actor: "restore",
    action: "backup restored",
    target: `${path.basename(dir)} (taken ${manifest.createdAt}, ${manifest.dialect}, content version ${manifest.contentVersion ?? "none"})`,
    address: "-",
  });
}

/**
 * Opens an SQLite backup's database read-only and checks it is what its manifest says: a sound
 * SQLite file, the schema version and the row counts named. A file that passes its checksum can
 * still be damaged or not match (whoever edits a manifest writes its checksums too).
 */
export function verifiedSqliteBackup(file: string, manifest: BackupManifest): BetterSqlite3.Database {
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma("integrity_check", { simple: true });
    if (integrity !== "ok")
      throw new BackupError(`site.db is damaged (SQLite's integrity check: ${String(integrity)})`);
    const facts = sqliteFacts(db);
    if (facts.schemaVersion !== manifest.schemaVersion) {
      throw new BackupError(
        `site.db's schema is version ${facts.schemaVersion}, but the manifest says ${manifest.schemaVersion}`,
      );
    }
    for (const [table, count] of Object.entries(manifest.counts)) {
      if (facts.counts[table] !== count)
        throw new BackupError(
          `site.db holds ${facts.counts[table] ?? "no"} rows of ${table}, the manifest counts ${count}`,
        );
    }
    return db;
  } catch (error) {
    db?.close();
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `site.db is not a readable SQLite database (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
