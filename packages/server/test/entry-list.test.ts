/**
 * The editor's list of a collection (GET /admin/api/collections/:collection) in the order visitors
 * see it, on both databases: notices newest first by their date whatever their position, other
 * collections by position (publications by year, newest first, then title); each entry with its own date, or null where its collection has none.
 */
import type { EntrySummary, UploadedFile } from "@dept/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "./support/databases.js";
import { editorTestApp, upload, type EditorTestApp } from "./support/staff.js";
import { makePdf } from "./support/test-pack.js";

describe.each(testDatabases)("the editor's lists on $name", (database) => {
  let setup: EditorTestApp;

  beforeAll(async () => {
    setup = await editorTestApp(database);
  });

  afterAll(async () => {
    await setup?.close();
  });

  const list = async (collection: string) =>
    (await setup.publisher.call("GET", `/admin/api/collections/${collection}`)).json<{ entries: EntrySummary[] }>()
      .entries;

  it("lists notices newest first by date, a new one among them by its date, not last", async () => {
    const pdf = (
      await upload(setup.editor, setup.app, "pdf", "notice.pdf", await makePdf("A notice"), "application/pdf")
    ).json<UploadedFile>();
    for (const [title, date] of [
      ["Newest notice", "2026-01-15"],
      ["Middle notice", "2024-09-01"],
    ]) {
      const created = await setup.editor.call("POST", "/admin/api/collections/notices", {
        data: { title, date, file: pdf.ref },
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    const notices = await list("notices");
    expect(notices.map((notice) => [notice.title, notice.date])).toEqual([
      ["Newest notice", "2026-01-15"],
      ["Newer notice", "2025-02-01"],
      ["Middle notice", "2024-09-01"],
      ["Older notice", "2024-05-01"],
    ]);
  });

  it("lists other collections in their public position, with their date where they have one", async () => {
    expect((await list("workshops")).map((workshop) => [workshop.title, workshop.date])).toEqual([
      ["Rust Workshop", "2025-01-10"],
      ["Git Workshop", "2025-01-10"],
    ]);
    expect((await list("faculty")).every((member) => member.date === null)).toBe(true);
  });

  it("lists publications as the site does: by year, newest first, then by title, one added by hand among them", async () => {
    const faculty = (await list("faculty"))[0]!;
    const member = (await setup.publisher.call("GET", `/admin/api/entries/${faculty.id}`)).json<{
      data: { id: string };
    }>().data.id;
    const item = (title: string, year: number) => ({
      key: `title:${title.toLowerCase()}:${year}`,
      title,
      authors: [{ name: "A. Author", faculty: member }],
      faculty: [member],
      year,
      type: "article",
      sources: [{ source: "manual", id: "1" }],
    });
    for (const [title, year] of [
      ["Beta results", 2021],
      ["Zeta survey", 2025],
      ["Alpha methods", 2021],
    ] as const) {
      const created = await setup.publisher.call("POST", "/admin/api/collections/publications", {
        data: item(title, year),
      });
      expect(created.statusCode, created.body).toBe(201);
    }
    expect((await list("publications")).map((publication) => publication.title)).toEqual([
      "Zeta survey",
      "Alpha methods",
      "Beta results",
    ]);
  });
});
