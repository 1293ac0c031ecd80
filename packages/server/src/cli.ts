/**
 * The content CLI: `validate DIR` checks a pack and lists every problem; `import DIR` imports it
 * atomically into the configured database (DATA_DIR / DATABASE_URL), which running servers pick up;
 * `export DIR` writes the published content back as a pack; `pull` and `user` (see usage).
 */
import path from "node:path";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { exportPack } from "./content/export-pack.js";
import { importPack, PackInvalidError } from "./content/import-pack.js";
import { Presets, SingleBar } from "cli-progress";
import { pullSite } from "./content/pull/pull-site.js";
import { validatePack } from "./content/validate.js";
import { migrate, openDatabase, type DatabaseHandle } from "./db/database.js";
import { BlobStore } from "./storage/blob-store.js";
import { UsageError, userCommand, userUsage } from "./auth/user-command.js";
import { backupCommand, backupUsage } from "./ops/backup-command.js";
import { publicationsCommand, publicationsUsage } from "./publications/refresh-command.js";
import { version } from "./version.js";

const usage = `Usage: npm run content -- <command> DIR

Commands:
  validate DIR   check a content pack; lists every problem as "file: field: what is wrong"
  import DIR     validate, then import the pack in one transaction (nothing changes on error)
  export DIR     write the published content as a pack into DIR (new or empty), files included
  pull URL DIR   read a running site of the old design into a new pack in DIR
                 (--resume continues a pull, --dry-run lists what would be fetched)
${userUsage}
${backupUsage}
${publicationsUsage}

Options:
  --help         show this help
  --version      print the release (the same as the server's --version)

Environment: DATA_DIR (default ./data) holds the SQLite database and the blobs;
DATABASE_URL imports into PostgreSQL instead. Running servers pick up an import within seconds.`;

/** Migrates the database, a line on standard error for each migration applied (as the server logs them). */
async function migrateSaying(handle: DatabaseHandle): Promise<void> {
  for (const name of await migrate(handle.db, handle.dialect)) console.error(`migration applied: ${name}`);
}

/** The configuration, or undefined after printing why it is not valid. */
function readConfig(): Config | undefined {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      return undefined;
    }
    throw error;
  }
}

async function main(args: string[]): Promise<number> {
  if (args[0] === "--version") {
    console.log(version);
    return 0;
  }
  if (args.includes("--help") || args.includes("-h") || args.length === 0) {
    console.log(usage);
    return args.length === 0 ? 1 : 0;
  }
  if (args[0] === "pull") return pull(args.slice(1));
  if (args[0] === "user") return user(args.slice(1));
  if (args[0] === "backup" || args[0] === "restore") {
    const config = readConfig();
    return config ? backupCommand(args, config) : 1;
  }
  if (args[0] === "publications") {
    const config = readConfig();
    return config ? publicationsCommand(args.slice(1), config) : 1;
  }
  const [command, dir, ...extra] = args;
  if (!["validate", "import", "export"].includes(command ?? "") || !dir || extra.length > 0) {
    console.error(`Unknown arguments: ${args.join(" ")}\n\n${usage}`);
    return 1;
  }
  const packDir = path.resolve(process.cwd(), dir);

  if (command === "validate") {
    const { problems, pack } = await validatePack(packDir);
    if (!pack) {
      for (const problem of problems) console.error(problem);
      console.error(`${problems.length} problem(s) found in ${packDir}`);
      return 1;
    }
    const counts = Object.entries(pack.lists).map(([name, items]) => `${items.length} ${name}`);
    console.log(
      `${packDir} is valid: ${pack.faculty.length} faculty, ${counts.join(", ")}, ${pack.publications.length} publications`,
    );
    return 0;
  }

  const config = readConfig();
  if (!config) return 1;
  const handle = openDatabase(config);
  const interactive = process.stderr.isTTY;
  /** A progress line: rewritten on a terminal, every 25 steps in a pipe or a file. */
  const progress = (what: string) => (done: number, total: number) => {
    if (interactive) process.stderr.write(`\r${what}: ${done}/${total}${done === total ? "\n" : ""}`);
    else if (done === total || done % 25 === 0) process.stderr.write(`${what}: ${done}/${total}\n`);
  };
  if (command === "export") {
    try {
      await migrateSaying(handle);
      const summary = await exportPack(
        handle,
        new BlobStore(config.dataDir, handle.db, handle.dialect),
        packDir,
        progress("exporting files"),
      );
      console.log(summary.line);
      return 0;
    } catch (error) {
      console.error(`Export failed: ${error instanceof Error ? error.message : String(error)}`);
      return 1;
    } finally {
      await handle.close();
    }
  }
  try {
    await migrateSaying(handle);
    const store = new BlobStore(config.dataDir, handle.db, handle.dialect);
    const summary = await importPack(handle, store, packDir, {
      onProgress: ({ done, total }) => progress("importing images")(done, total),
    });
    console.log(summary.line);
    return 0;
  } catch (error) {
    if (error instanceof PackInvalidError) {
      for (const problem of error.problems) console.error(problem);
      console.error(`${error.problems.length} problem(s): nothing was imported`);
      return 1;
    }
    console.error(
      `Import failed, nothing was changed: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
    );
    return 1;
  } finally {
    await handle.close();
  }
}

async function pull(args: string[]): Promise<number> {
  const flags = new Set(args.filter((a) => a.startsWith("--")));
  const [url, dir, ...extra] = args.filter((a) => !a.startsWith("--"));
  if (!url || !dir || extra.length > 0 || [...flags].some((f) => f !== "--resume" && f !== "--dry-run")) {
    console.error(`Unknown arguments: pull ${args.join(" ")}\n\n${usage}`);
    return 1;
  }
  // A bar on a terminal; plain progress lines (every 25 files) when the output is a pipe or a file.
  const bar = process.stderr.isTTY
    ? new SingleBar({ format: "files {bar} {value}/{total}", stream: process.stderr }, Presets.shades_classic)
    : undefined;
  try {
    const problems = await pullSite(url, dir, {
      resume: flags.has("--resume"),
      dryRun: flags.has("--dry-run"),
      log: (line) => console.error(line),
      onProgress: bar
        ? (done, total) => {
            if (done === 1) bar.start(total, 0);
            bar.update(done);
          }
        : undefined,
    });
    bar?.stop();
    for (const p of problems) console.error(`${p.entry}: ${p.url}: ${p.what}`);
    console.log(
      `${problems.length} entr${problems.length === 1 ? "y" : "ies"} could not be pulled; run validate on ${dir} next`,
    );
    return problems.length > 0 ? 2 : 0;
  } catch (error) {
    bar?.stop();
    console.error(`Pull failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function user(args: string[]): Promise<number> {
  const config = readConfig();
  if (!config) return 1;
  const handle = openDatabase(config);
  try {
    await migrateSaying(handle);
    for (const line of await userCommand(handle.db, args)) console.log(line);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
