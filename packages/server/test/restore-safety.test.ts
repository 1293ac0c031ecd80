/**
 * Issue 36, item 4: a restore never loses a site. Manifest names are checked against the backup's
 * layout (a `../` name reads and writes nothing outside its folders; a link is refused); a restore
 * that fails at any point (a count that does not match, a database newer than its manifest says, a
 * damaged database that passes its checksum) leaves the old site as it was, on both databases; a
 * broken manifest or database gets one line, no stack trace; a restore is in the audit log.
 */
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Config } from "../src/config.js";
import { backupCommand } from "../src/ops/backup-command.js";
import { backup } from "../src/ops/backup.js";
import type { BackupManifest } from "../src/ops/backup-manifest.js";
import { restore } from "../src/ops/restore.js";
import { testConfig, testDatabases } from "./support/databases.js";
import { importInto, startApp } from "./support/test-app.js";
import { newTestPack, tempDir } from "./support/test-pack.js";

const sha256 = (file: string) => createHash("sha256").update(fs.readFileSync(file)).digest("hex");

function editManifest(dir: string, edit: (manifest: BackupManifest) => void): void {
  const file = path.join(dir, "manifest.json");
  const manifest = JSON.parse(fs.readFileSync(file, "utf8")) as BackupManifest;
  edit(manifest);
  fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
}

/** The answers a visitor gets, and the live files, by which a site is known to be unchanged. */
async function publicState(config: Config) {
  const app = await startApp(config);
  try {
    const answers: Record<string, string> = {};
    for (const url of ["/api/site", "/generals/notice", "/endpoints/faculty_list", "/endpoints/homepage"])
      answers[url] = (await app.inject(url)).body;
    const notices = JSON.parse(answers["/generals/notice"]!) as { file: string }[];
    const file = await app.inject(`/api/files/${notices[0]!.file.replace("/resources/resources/", "")}`);
    return { answers, file: createHash("sha256").update(file.rawPayload).digest("hex"), status: file.statusCode };
  } finally {
    await app.close();
  }
}

describe.each(testDatabases)("restore on $name", (database) => {
  const dirs: string[] = [];
  const drops: (() => Promise<void>)[] = [];
  let live: Config;
  let good: string;
  let before: Awaited<ReturnType<typeof publicState>>;

  const newBackup = async () => {
    const dir = path.join(tempDir("backup"), "snapshot");
    dirs.push(path.dirname(dir));
    await backup(live, dir);
    return dir;
  };

  beforeAll(async () => {
    const target = await database.create();
    drops.push(target.drop);
    live = testConfig({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    const pack = await newTestPack();
    dirs.push(pack);
    const app = await startApp(live);
    await importInto(app, pack);
    await app.close();
    good = await newBackup();
    // The live site is itself a restore: the audit log says so.
    await restore(live, good, { force: true });
    before = await publicState(live);
  });

  afterAll(async () => {
    for (const drop of drops) await drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** No staging folder or schema is left behind, and the site answers as before. */
  const expectUnchanged = async () => {
    expect(await publicState(live)).toEqual(before);
    expect(fs.readdirSync(live.dataDir).filter((name) => name.startsWith("."))).toEqual([]);
    if (live.databaseUrl) {
      const client = new pg.Client({ connectionString: live.databaseUrl });
      await client.connect();
      const { rows } = await client.query<{ name: string }>(
        "select nspname as name from pg_namespace where nspname like 'restoring\\_%' or nspname like 'replaced\\_%'",
      );
      await client.end();
      expect(rows).toEqual([]);
    }
  };

  it("writes the restore to the audit log", async () => {
    const app = await startApp(live);
    try {
      const rows = await app.database.db
        .selectFrom("audit_log")
        .select(["actor", "action", "target"])
        .where("action", "=", "backup restored")
        .execute();
      expect(rows).toEqual([
        { actor: "restore", action: "backup restored", target: expect.stringMatching(/^snapshot \(taken \d{4}-/) },
      ]);
    } finally {
      await app.close();
    }
  });

  it("refuses a manifest name that leaves the backup's layout, and reads or writes nothing outside", async () => {
    const dir = await newBackup();
    const outside = path.join(path.dirname(dir), "x.ndjson");
    fs.writeFileSync(outside, '{"columns":[]}\n');
    const name = database.name === "sqlite" ? "blobs/../../x.ndjson" : "tables/../../x.ndjson";
    editManifest(dir, (manifest) => {
      manifest.files[name] = sha256(outside);
    });
    await expect(restore(live, dir, { force: true })).rejects.toThrow(
      `names "${name}", which is not a file a ${database.name} backup has`,
    );
    expect(fs.existsSync(path.join(path.dirname(live.dataDir), "x.ndjson"))).toBe(false);
    await expectUnchanged();
  });

  it("refuses a backup holding a symbolic link", async () => {
    const dir = await newBackup();
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as BackupManifest;
    const victim = Object.keys(manifest.files).find((name) => name !== "site.db")!;
    const file = path.join(dir, ...victim.split("/"));
    fs.renameSync(file, `${file}.real`);
    fs.symlinkSync("/etc/passwd", file);
    fs.rmSync(`${file}.real`);
    await expect(restore(live, dir, { force: true })).rejects.toThrow(/is not a plain file/);
    await expectUnchanged();
  });

  it("leaves the old site as it was when the restore fails half-way", async () => {
    const dir = await newBackup();
    // A manifest counting one row more than the backup holds: found only once the rows are in.
    editManifest(dir, (manifest) => {
      manifest.counts.entries = manifest.counts.entries! + 1;
    });
    await expect(restore(live, dir, { force: true })).rejects.toThrow(/entries.*manifest counts/);
    await expectUnchanged();
  });

  it.runIf(database.name === "sqlite")(
    "refuses a database newer than its manifest says, or damaged behind a good checksum, with the old site kept",
    async () => {
      const newer = await newBackup();
      const db = new BetterSqlite3(path.join(newer, "site.db"));
      db.prepare("insert into kysely_migration (name, timestamp) values (?, ?)").run(
        "29990101000000-from-the-future",
        new Date().toISOString(),
      );
      db.close();
      editManifest(newer, (manifest) => {
        manifest.files["site.db"] = sha256(path.join(newer, "site.db"));
      });
      await expect(restore(live, newer, { force: true })).rejects.toThrow(
        "site.db's schema is version 29990101000000-from-the-future, but the manifest says",
      );
      await expectUnchanged();

      const damaged = await newBackup();
      const bytes = fs.readFileSync(path.join(damaged, "site.db"));
      bytes.fill(0x5a, 4096, 8192);
      fs.writeFileSync(path.join(damaged, "site.db"), bytes);
      editManifest(damaged, (manifest) => {
        manifest.files["site.db"] = sha256(path.join(damaged, "site.db"));
      });
      await expect(restore(live, damaged, { force: true })).rejects.toThrow(/site\.db is (damaged|not a readable)/);
      await expectUnchanged();
    },
  );

  it("says what is wrong with a broken manifest or database in one line, without a stack trace", async () => {
    const broken = await newBackup();
    fs.writeFileSync(path.join(broken, "manifest.json"), '{"format": 1, "files": ');
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await backupCommand(["restore", broken, "--force"], live)).toBe(1);
      expect(errors.mock.calls).toEqual([
        [`Restore failed (the site is unchanged): ${broken}: manifest.json is not valid JSON: the backup is damaged`],
      ]);
      errors.mockClear();
      const unreachable = { ...live, databaseUrl: live.databaseUrl?.replace(/:\d+\//, ":1/") };
      if (unreachable.databaseUrl) {
        expect(await backupCommand(["restore", good, "--force"], unreachable)).toBe(1);
        expect(errors.mock.calls).toHaveLength(1);
        expect(String(errors.mock.calls[0]![0])).toMatch(/^Restore failed \(the site is unchanged\): .*ECONNREFUSED/);
      }
    } finally {
      errors.mockRestore();
    }
    await expectUnchanged();
  });
});
