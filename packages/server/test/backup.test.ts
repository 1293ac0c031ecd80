/**
 * Backup and restore: taken while a publisher publishes and an editor saves drafts, restored into
 * an empty data folder or database; public answers, history, accounts and audit log come back as
 * they were at the snapshot; a damaged backup or an occupied target is refused.
 */
import fs from "node:fs";
import path from "node:path";
import { apiRoutes, type EntryDetail, type EntrySummary } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backup } from "../src/ops/backup.js";
import { restore } from "../src/ops/restore.js";
import { testConfig, testDatabases } from "./support/databases.js";
import { editorTestApp, type EditorTestApp } from "./support/staff.js";
import { startApp } from "./support/test-app.js";
import { tempDir } from "./support/test-pack.js";

const publicPaths = [
  ...Object.values(apiRoutes)
    .map((route) => route.path)
    .filter((p) => p !== apiRoutes.facultyDetails.path),
  "/api/search?q=notice",
];

/** What a visitor gets, what staff made, and who did what: the state a restore must bring back. */
async function siteState(app: FastifyInstance) {
  const answers: Record<string, string> = {};
  for (const url of publicPaths) answers[url] = (await app.inject({ url })).body;
  const rows = async (table: "entries" | "revisions" | "users" | "audit_log" | "publications") =>
    (await app.database.db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort();
  return {
    contentVersion: app.content.snapshot.version,
    answers,
    entries: await rows("entries"),
    revisions: await rows("revisions"),
    users: await rows("users"),
    // A restore adds its own line (restore-safety.test.ts); the rest is the source's.
    auditLog: (await rows("audit_log")).filter((row) => !row.includes('"action":"backup restored"')),
    publications: await rows("publications"),
  };
}

describe.each(testDatabases)("backup and restore on $name", (database) => {
  let setup: EditorTestApp;
  const dirs: string[] = [];
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    setup = await editorTestApp(database);
  });
  afterAll(async () => {
    await setup?.close();
    for (const drop of drops) await drop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const source = () => testConfig({ dataDir: setup.dataDir, databaseUrl: setup.databaseUrl });
  const newBackupDir = () => {
    const dir = tempDir("backup");
    dirs.push(dir);
    return path.join(dir, "snapshot");
  };
  const emptyTarget = async () => {
    const target = await database.create();
    drops.push(target.drop);
    return testConfig({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  };
  async function restoredState(dir: string) {
    const config = await emptyTarget();
    await restore(config, dir, { force: false });
    const app = await startApp(config);
    try {
      return { config, state: await siteState(app) };
    } finally {
      await app.close();
    }
  }

  it("takes a consistent snapshot while a publisher publishes and an editor saves drafts", async () => {
    const { editor, publisher } = setup;
    const notices = (await editor.call("GET", "/admin/api/collections/notices")).json<{ entries: EntrySummary[] }>()
      .entries;
    const first = notices.find((entry) => entry.title === "Older notice");
    const second = notices.find((entry) => entry.title === "Newer notice");
    const saveDrafts = async () => {
      for (let round = 1; round <= 4; round += 1) {
        const opened = (await editor.call("GET", `/admin/api/entries/${first!.id}`)).json<EntryDetail>();
        const saved = await editor.call("PUT", `/admin/api/entries/${first!.id}`, {
          data: { ...opened.data, title: `Draft ${round}` },
          base: opened.head,
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
    };
    const publish = async () => {
      const opened = (await publisher.call("GET", `/admin/api/entries/${second!.id}`)).json<EntryDetail>();
      const saved = await publisher.call("PUT", `/admin/api/entries/${second!.id}`, {
        data: { ...opened.data, title: "Published during the backup" },
        base: opened.head,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await publisher.call("POST", `/admin/api/entries/${second!.id}/publish`);
      expect(published.statusCode, published.body).toBe(200);
    };
    const before = await siteState(setup.app);
    const dir = newBackupDir();
    const [manifest] = await Promise.all([backup(source(), dir), saveDrafts(), publish()]);
    await setup.app.content.refresh();
    const after = await siteState(setup.app);
    expect(after.contentVersion).toBeGreaterThan(before.contentVersion!);

    const { state } = await restoredState(dir);
    // One moment: the public answers of the content version it holds, before or after the publication.
    expect(state.contentVersion).toBe(manifest.contentVersion);
    expect(state.answers).toEqual(state.contentVersion === before.contentVersion ? before.answers : after.answers);
    // History only grows: what the snapshot holds is what the source held, nothing invented.
    for (const table of ["revisions", "auditLog", "publications"] as const) {
      expect(before[table].every((row) => state[table].includes(row))).toBe(true);
      expect(state[table].every((row) => after[table].includes(row))).toBe(true);
    }
    expect(state.users).toEqual(after.users);
  });

  it("restores everything as it was into an empty target, and refuses an occupied one without --force", async () => {
    const expected = await siteState(setup.app);
    const dir = newBackupDir();
    const manifest = await backup(source(), dir);
    expect(manifest).toMatchObject({ dialect: database.name, contentVersion: expected.contentVersion });
    expect(manifest.counts.sessions ?? 0).toBe(0);
    expect(manifest.counts.entries).toBeGreaterThan(0);
    expect(Object.keys(manifest.files).length).toBeGreaterThan(1);

    const { config, state } = await restoredState(dir);
    expect(state).toEqual(expected);

    await expect(restore(config, dir, { force: false })).rejects.toThrow(/already holds a site/);
    await restore(config, dir, { force: true });
    const again = await startApp(config);
    try {
      expect((await siteState(again)).answers).toEqual(expected.answers);
    } finally {
      await again.close();
    }
  });

  it("refuses a damaged backup by its checksum before touching the target", async () => {
    const dir = newBackupDir();
    const manifest = await backup(source(), dir);
    const victim = Object.keys(manifest.files).sort(
      (a, b) => fs.statSync(path.join(dir, b)).size - fs.statSync(path.join(dir, a)).size,
    )[0]!;
    const file = path.join(dir, ...victim.split("/"));
    const bytes = fs.readFileSync(file);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0xff;
    fs.writeFileSync(file, bytes);
    const config = await emptyTarget();
    await expect(restore(config, dir, { force: false })).rejects.toThrow(`${victim} does not match its checksum`);
    expect(fs.existsSync(path.join(config.dataDir, "site.db"))).toBe(false);
  });
});
