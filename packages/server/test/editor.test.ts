/**
 * The editor's content side (issue 14) on both databases: an import as a published revision set,
 * drafts that visitors never see, review and publishing, history with readable changes, restoring
 * a revision or a publication, deletion as a revision, uploads proven like pack files, and the
 * faculty account that reaches only its own profile.
 */
import type { EntryDetail, EntrySummary, PublicationInfo, UploadedFile } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanBlobs, RETIRED_GRACE_MS } from "../src/content/blob-cleanup.js";
import { testDatabases } from "./support/databases.js";
import { editorTestApp, upload, type EditorTestApp, type Staff } from "./support/staff.js";
import { importInto } from "./support/test-app.js";
import { makePdf, makePng, write } from "./support/test-pack.js";

describe.each(testDatabases)("the editor's content on $name", (database) => {
  let app: FastifyInstance;
  let setup: EditorTestApp;
  let pack: string;
  let editor: Staff;
  let publisher: Staff;
  let faculty: Staff;

  const publicNotices = async () =>
    (await app.inject({ url: "/generals/notice" })).json<{ title: string; file: string }[]>();
  const entries = async (staff: Staff, collection: string) =>
    (await staff.call("GET", `/admin/api/collections/${collection}`)).json<{ entries: EntrySummary[] }>().entries;
  const entryNamed = async (staff: Staff, collection: string, title: string) =>
    (await entries(staff, collection)).find((entry) => entry.title === title)!;
  const detail = async (staff: Staff, id: string) =>
    (await staff.call("GET", `/admin/api/entries/${id}`)).json<EntryDetail>();
  const uploadPdf = async (staff: Staff, title: string) => {
    const bytes = await makePdf(title);
    const answer = await upload(staff, app, "pdf", `${title}.pdf`, bytes, "application/pdf");
    expect(answer.statusCode, answer.body).toBe(201);
    return { ...answer.json<UploadedFile>(), bytes };
  };

  beforeAll(async () => {
    setup = await editorTestApp(database);
    ({ app, pack, editor, publisher, faculty } = setup);
  });

  afterAll(async () => {
    await setup?.close();
  });

  it("keeps an import as one published revision set, and a re-import adds revisions only for what changed", async () => {
    const { collections } = (await publisher.call("GET", "/admin/api/collections")).json<{
      collections: { name: string; count: number }[];
    }>();
    expect(Object.fromEntries(collections.map((c) => [c.name, c.count]))).toMatchObject({
      faculty: 2,
      notices: 2,
      workshops: 2,
      valueAddedCourses: 0,
      studentAchievements: 2,
    });
    const notice = await entryNamed(publisher, "notices", "Newer notice");
    expect(notice).toMatchObject({ state: "published", live: true, pending: false, updatedBy: "import" });

    await importInto(app, pack);
    expect((await detail(publisher, notice.id)).revisions).toHaveLength(1);

    write(pack, "files/b.pdf", await makePdf("Document B, second edition"));
    await importInto(app, pack);
    const changed = await detail(publisher, notice.id);
    expect(changed.revisions.map((r) => [r.number, r.state, r.author])).toEqual([
      [2, "published", "import"],
      [1, "published", "import"],
    ]);
    expect(changed.revisions[0]!.changes).toEqual([{ field: "file", before: "b.pdf", after: "b.pdf" }]);
    const { publications } = (await publisher.call("GET", "/admin/api/publications")).json<{
      publications: PublicationInfo[];
    }>();
    expect(publications.slice(0, 3).map((p) => p.actor)).toEqual(["import", "import", "import"]);
  });

  it("shows an editor's notice only once a publisher publishes it, and a restored publication takes it away again", async () => {
    const pdf = await uploadPdf(editor, "Fee schedule");
    const created = await editor.call("POST", "/admin/api/collections/notices", {
      data: { title: "Fee schedule", date: "2026-11-20", file: pdf.ref },
    });
    expect(created.statusCode, created.body).toBe(201);
    const notice = created.json<EntryDetail>();
    expect(notice).toMatchObject({ state: "draft", live: false, pending: true });
    const before = (await publisher.call("GET", "/admin/api/publications")).json<{ publications: PublicationInfo[] }>()
      .publications[0]!;

    expect((await editor.call("POST", `/admin/api/entries/${notice.id}/submit`)).json<EntryDetail>().state).toBe(
      "review",
    );
    expect((await publicNotices()).map((n) => n.title)).not.toContain("Fee schedule");
    const refused = await editor.call("POST", `/admin/api/entries/${notice.id}/publish`);
    expect(refused.statusCode).toBe(403);

    const published = await publisher.call("POST", `/admin/api/entries/${notice.id}/publish`);
    expect(published.json<EntryDetail>()).toMatchObject({ state: "published", live: true, pending: false });
    const live = (await publicNotices()).find((n) => n.title === "Fee schedule")!;
    expect(live).toBeDefined();
    const file = await app.inject({ url: `/api/files/${live.file.replace("/resources/resources/", "")}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.rawPayload.equals(pdf.bytes)).toBe(true);
    expect(
      (await app.inject({ url: "/api/search?q=fee%20schedule" }))
        .json<{ results: { title: string }[] }>()
        .results.map((r) => r.title),
    ).toContain("Fee schedule");

    const history = await detail(publisher, notice.id);
    expect(history.revisions.map((r) => [r.state, r.author])).toEqual([
      ["published", "publisher@dept.example"],
      ["review", "editor@dept.example"],
      ["draft", "editor@dept.example"],
    ]);
    expect(history.revisions.at(-1)!.changes).toContainEqual({ field: "title", before: null, after: "Fee schedule" });

    const restored = await publisher.call("POST", `/admin/api/publications/${before.version}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await publicNotices()).map((n) => n.title)).not.toContain("Fee schedule");
    expect((await app.inject({ url: `/api/files/${live.file.replace("/resources/resources/", "")}` })).statusCode).toBe(
      404,
    );
    expect(await detail(publisher, notice.id)).toMatchObject({ state: "unpublished", live: false });
  });

  it("keeps a draft of a published entry off the site, refuses a stale save, and restores any revision as a draft", async () => {
    const notice = await entryNamed(editor, "notices", "Older notice");
    const opened = await detail(editor, notice.id);
    const saved = await editor.call("PUT", `/admin/api/entries/${notice.id}`, {
      data: { ...opened.data, title: "Older notice, corrected" },
      base: opened.head,
    });
    expect(saved.json<EntryDetail>()).toMatchObject({
      state: "draft",
      live: true,
      pending: true,
      title: "Older notice, corrected",
    });
    expect((await publicNotices()).map((n) => n.title)).toContain("Older notice");

    const stale = await publisher.call("PUT", `/admin/api/entries/${notice.id}`, {
      data: opened.data,
      base: opened.head,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: "conflict", message: expect.stringContaining("Reload") } });

    const first = (await detail(publisher, notice.id)).revisions.at(-1)!;
    const back = (
      await publisher.call("POST", `/admin/api/entries/${notice.id}/restore`, { revision: first.id })
    ).json<EntryDetail>();
    expect(back).toMatchObject({ state: "draft", title: "Older notice" });
    expect(back.revisions[0]!.changes).toEqual([
      { field: "title", before: "Older notice, corrected", after: "Older notice" },
    ]);
  });

  it("deletes by a revision: gone from the site and the list, kept in history, back by a restore", async () => {
    const item = await entryNamed(publisher, "workshops", "Git Workshop");
    const deleted = await publisher.call("DELETE", `/admin/api/entries/${item.id}`);
    expect(deleted.json<EntryDetail>()).toMatchObject({ state: "deleted", live: false });
    expect((await app.inject({ url: "/events/workshops" })).json<{ title: string }[]>().map((w) => w.title)).toEqual([
      "Rust Workshop",
    ]);
    expect((await entries(publisher, "workshops")).map((e) => e.title)).toEqual(["Rust Workshop"]);
    expect(
      (await publisher.call("GET", "/admin/api/collections/workshops?state=deleted"))
        .json<{ entries: EntrySummary[] }>()
        .entries.map((e) => e.title),
    ).toEqual(["Git Workshop"]);
    expect((await publisher.call("POST", `/admin/api/entries/${item.id}/publish`)).statusCode).toBe(409);
    const first = (await detail(publisher, item.id)).revisions.at(-1)!;
    await publisher.call("POST", `/admin/api/entries/${item.id}/restore`, { revision: first.id });
    await publisher.call("POST", `/admin/api/entries/${item.id}/publish`);
    expect((await app.inject({ url: "/events/workshops" })).json<{ title: string }[]>().map((w) => w.title)).toEqual([
      "Rust Workshop",
      "Git Workshop",
    ]);
  });

  it("checks an entry with the pack's rules and takes only files proven by the pack's checks", async () => {
    const blobs = async () => (await app.database.db.selectFrom("blobs").select("hash").execute()).length;
    const count = await blobs();
    const html = await upload(
      editor,
      app,
      "pdf",
      "evil.pdf",
      Buffer.from("<!doctype html><script>alert(1)</script>"),
      "application/pdf",
    );
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({
      error: { code: "invalid_upload", message: "file: This file is not a PDF (no %PDF- header)." },
    });
    const svg = await upload(
      editor,
      app,
      "image",
      "logo.png",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      "image/png",
    );
    expect(svg.statusCode).toBe(400);
    expect(await blobs()).toBe(count);

    const image = await upload(editor, app, "image", "poster.png", await makePng(300, 200, "#208040"), "image/png");
    expect(image.statusCode, image.body).toBe(201);
    expect(image.json<UploadedFile>()).toMatchObject({ name: "poster.png", contentType: "image/png" });

    const pdf = await uploadPdf(editor, "Rules");
    const bad = async (data: Record<string, unknown>) =>
      (await editor.call("POST", "/admin/api/collections/notices", { data })).json<{ error: { message: string } }>()
        .error.message;
    expect(await bad({ title: "A", date: "20 Nov 2026", file: pdf.ref })).toBe(
      "date: must be a date written YYYY-MM-DD",
    );
    expect(await bad({ title: "A", date: "2026-11-20", file: image.json<UploadedFile>().ref })).toBe(
      "file: This is not an uploaded PDF; upload the file again.",
    );
    expect(await bad({ title: "A", date: "2026-11-20", file: `${"0".repeat(32)}/x.pdf` })).toBe(
      "file: This is not an uploaded PDF; upload the file again.",
    );
    expect(await bad({ title: "A", date: "2026-11-20", file: pdf.ref, extra: 1 })).toMatch(/^data: |Unrecognized key/);
  });

  it("removes an upload nobody saved after the grace period, and keeps one a draft names", async () => {
    const unsaved = await uploadPdf(editor, "Never saved");
    const saved = await uploadPdf(editor, "Saved in a draft");
    expect(
      (
        await editor.call("POST", "/admin/api/collections/notices", {
          data: { title: "Draft only", date: "2026-11-21", file: saved.ref },
        })
      ).statusCode,
    ).toBe(201);
    await cleanBlobs(app.database.db, app.blobStore);
    await cleanBlobs(app.database.db, app.blobStore, new Date(Date.now() + RETIRED_GRACE_MS + 60_000));
    const hashes = new Set((await app.database.db.selectFrom("blobs").select("hash").execute()).map((row) => row.hash));
    expect(hashes.has(unsaved.ref.split("/")[0]!)).toBe(false);
    expect(hashes.has(saved.ref.split("/")[0]!)).toBe(true);
  });

  it("lets a faculty account change and submit only its own profile", async () => {
    const { collections } = (await faculty.call("GET", "/admin/api/collections")).json<{
      collections: { name: string; count: number }[];
    }>();
    expect(collections).toEqual([{ name: "faculty", label: "Faculty", count: 1, review: 0 }]);
    const [own] = await entries(faculty, "faculty");
    expect(own!.title).toBe("Dr. Ada Lovelace");
    const other = await entryNamed(publisher, "faculty", "Dr. Alan Turing");
    expect((await faculty.call("GET", `/admin/api/entries/${other.id}`)).statusCode).toBe(404);
    expect((await faculty.call("PUT", `/admin/api/entries/${other.id}`, { data: {} })).statusCode).toBe(404);
    expect(
      (await faculty.call("GET", "/admin/api/collections/notices")).json<{ entries: unknown[] }>().entries,
    ).toEqual([]);

    const opened = await detail(faculty, own!.id);
    const renamed = await faculty.call("PUT", `/admin/api/entries/${own!.id}`, {
      data: { ...opened.data, id: "someone-else" },
    });
    expect(renamed.json()).toEqual({
      error: { code: "invalid_entry", message: "id: A faculty account cannot change its profile's id." },
    });
    const saved = await faculty.call("PUT", `/admin/api/entries/${own!.id}`, {
      data: { ...opened.data, designation: "Professor and Head" },
      base: opened.head,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await faculty.call("POST", `/admin/api/entries/${own!.id}/submit`)).json<EntryDetail>().state).toBe(
      "review",
    );
    expect((await faculty.call("POST", `/admin/api/entries/${own!.id}/publish`)).statusCode).toBe(403);
    expect((await faculty.call("POST", "/admin/api/collections/faculty", { data: opened.data })).statusCode).toBe(403);
    expect(
      (await app.inject({ url: "/endpoints/faculty_details?id=ada.lovelace" })).json<{ designation: string }>()
        .designation,
    ).toBe("Professor");
    await publisher.call("POST", `/admin/api/entries/${own!.id}/publish`);
    expect(
      (await app.inject({ url: "/endpoints/faculty_details?id=ada.lovelace" })).json<{ designation: string }>()
        .designation,
    ).toBe("Professor and Head");
  });
});
