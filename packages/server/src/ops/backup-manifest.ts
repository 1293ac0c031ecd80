/**
 * A backup folder's `manifest.json`: what was backed up (dialect, schema and content versions, row
 * counts) and the SHA-256 of every file, checked before a restore touches anything. It is written
 * last, so a folder without one is an interrupted backup.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Dialect } from "../db/database.js";

export const MANIFEST_FILE = "manifest.json";
const FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  dialect: Dialect;
  /** The newest migration the database had run. */
  schemaVersion: string;
  contentVersion: number | null;
  /** Rows per table at the snapshot. */
  counts: Record<string, number>;
  /** Path inside the folder (forward slashes) → SHA-256 hex. */
  files: Record<string, string>;
}

export class BackupError extends Error {
  override name = "BackupError";
}

async function sha256(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every file under `dir` (forward slashes). A symbolic link, a device or a socket is refused: a backup holds plain files. */
function filesUnder(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return filesUnder(path.join(dir, entry.name), relative);
    if (!entry.isFile())
      throw new BackupError(`${relative} is not a plain file (a link or a device): a backup holds none`);
    return [relative];
  });
}

/**
 * The names a backup's files can have, and nothing else: the SQLite database and its blobs by
 * hash, or one file of rows per PostgreSQL table. So no name in a manifest can reach outside the
 * backup's folder on reading or outside DATA_DIR on writing (`..`, an absolute path, a drive), and
 * a table's name is a plain identifier.
 */
const LAYOUT: Readonly<Record<Dialect, RegExp>> = {
  sqlite: /^(site\.db|blobs\/[a-f0-9]{2}\/[a-f0-9]{32})$/,
  postgres: /^tables\/[a-z_][a-z0-9_]{0,62}\.ndjson$/,
};

const SHA256 = /^[a-f0-9]{64}$/;
const SCHEMA_VERSION = /^\d{14}-[a-z0-9-]+$/;

const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

/** The manifest's own shape, every name against its dialect's layout: a BackupError names the first thing wrong. */
function checkedManifest(dir: string, raw: unknown): BackupManifest {
  const bad = (what: string) => new BackupError(`${dir}: ${MANIFEST_FILE} ${what}`);
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw bad("is not a JSON object");
  const manifest = raw as Partial<BackupManifest>;
  if (manifest.format !== FORMAT)
    throw new BackupError(
      `${dir} is a backup of format ${String(manifest.format)}; this version reads format ${FORMAT}`,
    );
  const dialect = manifest.dialect;
  if (dialect !== "sqlite" && dialect !== "postgres") throw bad("names no database (dialect sqlite or postgres)");
  if (typeof manifest.schemaVersion !== "string" || !SCHEMA_VERSION.test(manifest.schemaVersion))
    throw bad("has no valid schemaVersion");
  if (manifest.contentVersion !== null && !isCount(manifest.contentVersion)) throw bad("has no valid contentVersion");
  const { counts, files } = manifest;
  if (typeof counts !== "object" || counts === null || Array.isArray(counts)) throw bad("has no table counts");
  for (const [table, count] of Object.entries(counts)) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(table) || !isCount(count)) throw bad(`counts ${JSON.stringify(table)} wrongly`);
  }
  if (typeof files !== "object" || files === null || Array.isArray(files)) throw bad("lists no files");
  for (const [name, hash] of Object.entries(files)) {
    if (!LAYOUT[dialect].test(name))
      throw bad(`names ${JSON.stringify(name.slice(0, 120))}, which is not a file a ${dialect} backup has`);
    if (typeof hash !== "string" || !SHA256.test(hash)) throw bad(`gives ${name} no SHA-256`);
  }
  if (dialect === "sqlite" && !("site.db" in files)) throw bad("lists no site.db");
  return manifest as BackupManifest;
}

export async function writeManifest(
  dir: string,
  manifest: Omit<BackupManifest, "format" | "createdAt" | "files">,
): Promise<BackupManifest> {
  const files: Record<string, string> = {};
  for (const file of filesUnder(dir).sort()) files[file] = await sha256(path.join(dir, ...file.split("/")));
  const complete: BackupManifest = { format: FORMAT, createdAt: new Date().toISOString(), ...manifest, files };
  fs.writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(complete, null, 2)}\n`);
  return complete;
}

/**
 * The manifest, after checking its shape and names (checkedManifest), that every file is a plain
 * file, there and unchanged, and that nothing was added.
 */
export async function readVerifiedManifest(dir: string): Promise<BackupManifest> {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file) || !fs.statSync(dir).isDirectory())
    throw new BackupError(`${dir} is not a complete backup: it has no ${MANIFEST_FILE}`);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    throw new BackupError(`${dir}: ${MANIFEST_FILE} is not valid JSON: the backup is damaged`);
  }
  const manifest = checkedManifest(dir, raw);
  const present = filesUnder(dir).filter((name) => name !== MANIFEST_FILE);
  const extra = present.filter((name) => !(name in manifest.files));
  if (extra.length > 0) throw new BackupError(`${dir}: files not in the manifest: ${extra.join(", ")}`);
  for (const [name, expected] of Object.entries(manifest.files)) {
    const target = path.join(dir, ...name.split("/"));
    if (!fs.existsSync(target)) throw new BackupError(`${dir}: ${name} is missing`);
    if ((await sha256(target)) !== expected)
      throw new BackupError(`${dir}: ${name} does not match its checksum: the backup is damaged`);
  }
  return manifest;
}

/** A backup goes into a new or empty folder, never over another one. */
export function prepareEmptyDir(dir: string): void {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0)
    throw new BackupError(`${dir} is not empty: back up into a new or empty folder`);
  fs.mkdirSync(dir, { recursive: true });
}
