/**
 * Issue 36, item 4: a department that outgrows SQLite moves to PostgreSQL by backup and restore.
 * An SQLite site with staff, drafts, history and an audit log is backed up and restored into an
 * empty PostgreSQL database: every public answer (every API path, each profile, the feeds, search,
 * every file and image the answers name) is byte-equal, and accounts, entries, revisions,
 * publications and the audit log are all there (the log with the restore added).
 */
import fs from "node:fs";
import path from "node:path";
import { apiRoutes, type EntryDetail, type EntrySummary } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { backup } from "../src/ops/backup.js";
import { restore } from "../src/ops/restore.js";
import { testConfig, testDatabases } from "./support/databases.js";
import { editorTestApp, type EditorTestApp } from "./support/staff.js";
import { startApp } from "./support/test-app.js";
import { tempDir } from "./support/test-pack.js";

const [sqlite, postgres] = [
  testDatabases.find((d) => d.name === "sqlite")!,
  testDatabases.find((d) => d.name === "postgres"),
];

/** Every public answer, and every file and image URL the answers name, fetched too. */
async function publicAnswers(app: FastifyInstance): Promise<Record<string, string>> {
  const urls = new Set<string>([
    ...Object.values(apiRoutes)
      .map((route) => route.path)
      .filter((p) => p !== apiRoutes.facultyDetails.path),
    "/api/site",
    "/api/search?q=notice",
    "/api/search?q=department",
    "/feeds/notices.rss",
    "/feeds/notices.atom",
    "/feeds/events.ics",
  ]);
  const { faculties } = (await app.inject(apiRoutes.facultyList.path)).json<{ faculties: { id: string }[] }>();
  for (const member of faculties) urls.add(`${apiRoutes.facultyDetails.path}?id=${encodeURIComponent(member.id)}`);
  const answers: Record<string, string> = {};
  for (const url of [...urls]) {
    const response = await app.inject(url);
    answers[url] = `${response.statusCode} ${response.body}`;
    for (const [found] of response.body.matchAll(/\/api\/(?:files|images)\/[a-f0-9]{32}\/[^"\\<\s]+/g)) {
      if (found in answers) continue;
      const blob = await app.inject(found);
      answers[found] = `${blob.statusCode} ${blob.rawPayload.toString("base64")}`;
    }
  }
  return answers;
}

async function staffRecords(app: FastifyInstance) {
  const rows = async (table: "entries" | "revisions" | "users" | "audit_log" | "publications") =>
    (await app.database.db.selectFrom(table).selectAll().execute())
      .map((row) =>
        JSON.stringify(Object.entries(row).map(([key, value]) => [key, value === null ? null : String(value)])),
      )
      .sort();
  return {
    entries: await rows("entries"),
    revisions: await rows("revisions"),
    users: await rows("users"),
    auditLog: await rows("audit_log"),
    publications: await rows("publications"),
  };
}

describe.runIf(postgres)("an SQLite site moved to PostgreSQL by backup and restore", () => {
  let setup: EditorTestApp;
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    await setup?.close();
    for (const cleanup of cleanups) await cleanup();
  });

  it("answers every public request byte for byte as before, with accounts, drafts, history and audit log", async () => {
    setup = await editorTestApp(sqlite);
    const { editor, publisher } = setup;
    const notices = (await editor.call("GET", "/admin/api/collections/notices")).json<{ entries: EntrySummary[] }>()
      .entries;
    // A publication, then a draft nobody published: history and a pending change.
    const opened = (await publisher.call("GET", `/admin/api/entries/${notices[0]!.id}`)).json<EntryDetail>();
    const saved = await publisher.call("PUT", `/admin/api/entries/${notices[0]!.id}`, {
      data: { ...opened.data, title: "Published before the move" },
      base: opened.head,
    });
    expect((await publisher.call("POST", `/admin/api/entries/${notices[0]!.id}/publish`)).statusCode, saved.body).toBe(
      200,
    );
    const second = (await editor.call("GET", `/admin/api/entries/${notices[1]!.id}`)).json<EntryDetail>();
    expect(
      (
        await editor.call("PUT", `/admin/api/entries/${notices[1]!.id}`, {
          data: { ...second.data, title: "A draft that moves too" },
          base: second.head,
        })
      ).statusCode,
    ).toBe(200);
    await setup.app.content.refresh();
    const answers = await publicAnswers(setup.app);
    const records = await staffRecords(setup.app);
    expect(Object.keys(answers).length).toBeGreaterThan(20);

    const dir = path.join(tempDir("backup"), "snapshot");
    cleanups.push(() => fs.rmSync(path.dirname(dir), { recursive: true, force: true }));
    await backup(testConfig({ dataDir: setup.dataDir, databaseUrl: undefined }), dir);

    const target = await postgres!.create();
    cleanups.push(target.drop);
    const config = testConfig({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    await restore(config, dir, { force: false });
    const moved = await startApp(config);
    try {
      expect(moved.database.dialect).toBe("postgres");
      expect(await publicAnswers(moved)).toEqual(answers);
      const after = await staffRecords(moved);
      expect(after.entries).toEqual(records.entries);
      expect(after.revisions).toEqual(records.revisions);
      expect(after.users).toEqual(records.users);
      expect(after.publications).toEqual(records.publications);
      expect(after.auditLog.filter((row) => !row.includes('"backup restored"'))).toEqual(records.auditLog);
      expect(after.auditLog).toHaveLength(records.auditLog.length + 1);
      // The staff sign in on PostgreSQL with the passwords they had.
      const session = await moved.inject({ method: "GET", url: "/admin/api/session" });
      expect(session.statusCode).toBe(200);
    } finally {
      await moved.close();
    }
  });
});
