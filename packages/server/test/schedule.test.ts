/**
 * Scheduled publishing (issue 15, point 2) with a fake clock: a notice scheduled for later is
 * absent, appears at its time and goes at its 'unpublish at', also across a restart, and with two
 * instances on one database each schedule is applied once.
 */
import type { EntryDetail, PublicationInfo, UploadedFile } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { updateEntry } from "../src/db/entry-repository.js";
import { applyDueSchedules } from "../src/editor/schedule.js";
import { testDatabases } from "./support/databases.js";
import { addStaff, signIn, upload, type Staff } from "./support/staff.js";
import { importInto, startApp } from "./support/test-app.js";
import { makePdf, newTestPack } from "./support/test-pack.js";

const HOUR = 3600_000;

describe.each(testDatabases)("scheduled publishing on $name", (database) => {
  let config: { databaseUrl: string | undefined; dataDir: string };
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let publisher: Staff;

  const titles = async (on: FastifyInstance) =>
    (await on.inject("/generals/notice")).json<{ title: string }[]>().map((n) => n.title);
  /** A new draft notice, scheduled by the publisher: returns its id. */
  const scheduled = async (title: string, publishAt: number | null, unpublishAt: number | null) => {
    const pdf = (
      await upload(publisher, app, "pdf", `${title}.pdf`, await makePdf(title), "application/pdf")
    ).json<UploadedFile>();
    const entry = (
      await publisher.call("POST", "/admin/api/collections/notices", {
        data: { title, date: "2026-12-01", file: pdf.ref },
      })
    ).json<EntryDetail>();
    const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
    const answer = await publisher.call("PUT", `/admin/api/entries/${entry.id}/schedule`, {
      publishAt: iso(publishAt),
      unpublishAt: iso(unpublishAt),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return entry.id;
  };

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    config = { databaseUrl: created.databaseUrl, dataDir: created.dataDir };
    app = await startApp(config);
    await importInto(app, await newTestPack());
    await addStaff(app, "publisher@dept.example", "publisher");
    await addStaff(app, "editor@dept.example", "editor");
    publisher = await signIn(app, "publisher@dept.example");
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it("publishes at 'publish at' and takes off at 'unpublish at', and the history says so", async () => {
    const now = Date.now();
    const id = await scheduled("Results on result day", now + HOUR, now + 3 * HOUR);
    expect((await publisher.call("GET", `/admin/api/entries/${id}`)).json<EntryDetail>()).toMatchObject({
      publishAt: new Date(now + HOUR).toISOString(),
      unpublishAt: new Date(now + 3 * HOUR).toISOString(),
    });
    expect(await applyDueSchedules(app.database, new Date(now + HOUR / 2))).toBeUndefined();
    expect(await titles(app)).not.toContain("Results on result day");

    expect((await applyDueSchedules(app.database, new Date(now + HOUR + 1000)))?.applied).toEqual([
      "published notices: Results on result day",
    ]);
    await app.content.refresh();
    expect(await titles(app)).toContain("Results on result day");
    expect(await applyDueSchedules(app.database, new Date(now + 2 * HOUR))).toBeUndefined();

    await applyDueSchedules(app.database, new Date(now + 3 * HOUR + 1000));
    await app.content.refresh();
    expect(await titles(app)).not.toContain("Results on result day");
    const entry = (await publisher.call("GET", `/admin/api/entries/${id}`)).json<EntryDetail>();
    expect(entry).toMatchObject({ state: "unpublished", publishAt: null, unpublishAt: null });
    expect(entry.revisions.slice(0, 2).map((r) => [r.state, r.author])).toEqual([
      ["unpublished", "publisher@dept.example (scheduled)"],
      ["published", "publisher@dept.example (scheduled)"],
    ]);
  });

  it("keeps a schedule across a restart", async () => {
    const now = Date.now();
    await scheduled("Holiday notice", now + HOUR, null);
    await app.close();
    app = await startApp(config);
    publisher = await signIn(app, "publisher@dept.example");
    expect(await titles(app)).not.toContain("Holiday notice");
    await applyDueSchedules(app.database, new Date(now + 2 * HOUR));
    await app.content.refresh();
    expect(await titles(app)).toContain("Holiday notice");
  });

  it("applies at start what fell due while no server ran (the scheduled-publishing service)", async () => {
    const id = await scheduled("Exam notice", Date.now() + HOUR, null);
    // Its time passes while no server runs: the service's first check, when the app is ready, publishes it.
    await updateEntry(app.database.db, id, { publish_at: new Date(Date.now() - 1000).toISOString() });
    await app.close();
    app = await startApp(config);
    publisher = await signIn(app, "publisher@dept.example");
    for (let waited = 0; waited < 10_000 && !(await titles(app)).includes("Exam notice"); waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await titles(app)).toContain("Exam notice");
    expect((await publisher.call("GET", `/admin/api/entries/${id}`)).json<EntryDetail>()).toMatchObject({
      state: "published",
      publishAt: null,
    });
  });

  // Instances share a database on PostgreSQL. (Two SQLite instances in one test process cannot run
  // side by side: better-sqlite3 waits for the file lock on the thread the other one needs.)
  it.skipIf(database.name === "sqlite")(
    "applies a schedule once when two instances check at the same moment",
    async () => {
      const now = Date.now();
      await scheduled("Seminar notice", now + HOUR, null);
      const other = await startApp(config);
      try {
        const count = async () =>
          (await publisher.call("GET", "/admin/api/publications")).json<{ publications: PublicationInfo[] }>()
            .publications.length;
        const before = await count();
        const results = await Promise.all([
          applyDueSchedules(app.database, new Date(now + 2 * HOUR)),
          applyDueSchedules(other.database, new Date(now + 2 * HOUR)),
        ]);
        expect(results.filter(Boolean)).toHaveLength(1);
        expect(await count()).toBe(before + 1);
        await Promise.all([app.content.refresh(), other.content.refresh()]);
        expect((await titles(app)).filter((t) => t === "Seminar notice")).toHaveLength(1);
        expect(await titles(other)).toContain("Seminar notice");
      } finally {
        await other.close();
      }
    },
  );

  it("takes only future times, an end after the start, and only from publishers", async () => {
    const [entry] = (await publisher.call("GET", "/admin/api/collections/notices")).json<{
      entries: { id: string }[];
    }>().entries;
    const put = (staff: Staff, body: unknown) => staff.call("PUT", `/admin/api/entries/${entry!.id}/schedule`, body);
    const past = await put(publisher, { publishAt: new Date(Date.now() - HOUR).toISOString(), unpublishAt: null });
    expect(past.json()).toEqual({ error: { code: "invalid_entry", message: "publishAt: must be in the future" } });
    const backwards = await put(publisher, {
      publishAt: new Date(Date.now() + 2 * HOUR).toISOString(),
      unpublishAt: new Date(Date.now() + HOUR).toISOString(),
    });
    expect(backwards.json()).toEqual({
      error: { code: "invalid_body", message: "unpublishAt: must be later than the time it is published" },
    });
    const editor = await signIn(app, "editor@dept.example", undefined, "192.0.2.30");
    expect((await put(editor, { publishAt: null, unpublishAt: null })).statusCode).toBe(403);
  });
});
