/** The CLI's `backup DIR` and `restore DIR [--force]` (docs/deploy.md says when to run them). */
import path from "node:path";
import type { Config } from "../config.js";
import type { BackupManifest } from "./backup-manifest.js";
import { backup } from "./backup.js";
import { restore } from "./restore.js";

export const backupUsage = `  backup DIR     copy all the data (content, drafts, history, accounts, audit log, files)
                 into DIR (new or empty) with a manifest of checksums; safe while the site runs
  restore DIR    check a backup's checksums, then fill an empty DATA_DIR or database from it
                 (--force replaces a site that is there: stop the server first)`;

function describe(manifest: BackupManifest): string {
  const rows = Object.values(manifest.counts).reduce((sum, count) => sum + count, 0);
  return `schema ${manifest.schemaVersion}, content version ${manifest.contentVersion ?? "none"}, ${rows} rows, ${Object.keys(manifest.files).length} files`;
}

export async function backupCommand(args: string[], config: Config): Promise<number> {
  const [command, dir, ...rest] = args.filter((arg) => arg !== "--force");
  const force = args.includes("--force");
  if (!dir || rest.length > 0 || (command === "backup" && force)) {
    console.error(`Usage: npm run content -- backup DIR | restore DIR [--force]`);
    return 1;
  }
  const target = path.resolve(process.cwd(), dir);
  try {
    if (command === "backup") {
      console.log(`Backed up to ${target}: ${describe(await backup(config, target))}`);
    } else {
      console.log(`Restored from ${target}: ${describe(await restore(config, target, { force }))}`);
    }
    return 0;
  } catch (error) {
    // One line, never a stack trace: a damaged backup or an unreachable database is an operator's
    // problem to read, not a bug. Whatever failed, a restore has left the site as it was.
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    const unchanged = command === "restore" ? " (the site is unchanged)" : "";
    console.error(`${command === "backup" ? "Backup" : "Restore"} failed${unchanged}: ${message}`);
    return 1;
  }
}
