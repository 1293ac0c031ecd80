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

function filesUnder(dir: string, prefix = ""): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(path.join(dir, entry.name), relative) : [relative];
  });
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

/** The manifest, after checking that every file is there, unchanged, and that nothing was added. */
export async function readVerifiedManifest(dir: string): Promise<BackupManifest> {
  const file = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new BackupError(`${dir} is not a complete backup: it has no ${MANIFEST_FILE}`);
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as BackupManifest;
  if (manifest.format !== FORMAT)
    throw new BackupError(`${dir} is a backup of format ${manifest.format}; this version reads format ${FORMAT}`);
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
