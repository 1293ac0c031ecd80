/**
 * Issue 24, item 7, through the admin API on both databases: the entries it used to accept and
 * should not (an empty or whitespace title, a 300 KB title, a faculty email that is not one, a
 * site URL holding a quote, a faculty account for a profile that does not exist), each refused
 * with its message; and an upload over its kind's limit refused with the limit named.
 */
import { TITLE_MAX, URL_RULE, type EntryDetail, type EntrySummary, type UploadedFile } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "./support/databases.js";
import { addStaff, editorTestApp, signIn, upload, type EditorTestApp, type Staff } from "./support/staff.js";
import { makePdf } from "./support/test-pack.js";

describe.each(testDatabases)("strict entries through the admin API on $name", (database) => {
  let setup: EditorTestApp;
  let app: FastifyInstance;
  let editor: Staff;
  let publisher: Staff;
  let admin: Staff;
  let pdfRef: string;

  /** The answer's status and error message. */
  const refusal = async (answer: Promise<{ statusCode: number; json: <T>() => T }>) => {
    const { statusCode, json } = await answer;
    return { status: statusCode, message: json<{ error?: { message: string } }>().error?.message };
  };
  const entryOf = async (staff: Staff, collection: string) => {
    const [summary] = (await staff.call("GET", `/admin/api/collections/${collection}`)).json<{
      entries: EntrySummary[];
    }>().entries;
    return (await staff.call("GET", `/admin/api/entries/${summary!.id}`)).json<EntryDetail>();
  };

  beforeAll(async () => {
    setup = await editorTestApp(database);
    ({ app, editor, publisher } = setup);
    await addStaff(app, "admin@dept.example", "admin");
    admin = await signIn(app, "admin@dept.example", undefined, "192.0.2.13");
    const pdf = await upload(editor, app, "pdf", "rules.pdf", await makePdf("Rules"), "application/pdf");
    expect(pdf.statusCode, pdf.body).toBe(201);
    pdfRef = pdf.json<UploadedFile>().ref;
  });

  afterAll(async () => {
    await setup?.close();
  });

  it("refuses a notice whose title is empty, only whitespace or over the limit, and keeps a trimmed one", async () => {
    const create = (title: unknown) =>
      editor.call("POST", "/admin/api/collections/notices", { data: { title, date: "2026-11-20", file: pdfRef } });
    expect(await refusal(create(""))).toEqual({ status: 400, message: "title: Required" });
    expect(await refusal(create(" \t\n "))).toEqual({ status: 400, message: "title: Required" });
    expect(await refusal(create(undefined))).toEqual({ status: 400, message: "title: Required" });
    expect(await refusal(create("x".repeat(300 * 1024)))).toEqual({
      status: 400,
      message: `title: Use at most ${TITLE_MAX} characters.`,
    });
    const kept = await create("  Exam timetable  ");
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json<EntryDetail>()).toMatchObject({ title: "Exam timetable", data: { title: "Exam timetable" } });
  });

  it("refuses a faculty email that is not an email", async () => {
    const profile = await entryOf(publisher, "faculty");
    const saved = publisher.call("PUT", `/admin/api/entries/${profile.id}`, {
      data: { ...profile.data, email: "ada at example" },
      base: profile.head,
    });
    expect(await refusal(saved)).toEqual({
      status: 400,
      message: "email: Enter an email address such as name@example.edu.",
    });
  });

  it("refuses site content URLs holding a quote or angle brackets", async () => {
    const site = await entryOf(publisher, "site");
    const data = structuredClone(site.data) as {
      quickLinks: { label: string; url: string }[];
      links: { committees: { url: string } };
    };
    data.quickLinks = [{ label: "Portal", url: 'https://example.edu/"onmouseover="alert(1)' }];
    expect(await refusal(publisher.call("PUT", `/admin/api/entries/${site.id}`, { data, base: site.head }))).toEqual({
      status: 400,
      message: `quickLinks.0.url: ${URL_RULE}`,
    });
    data.quickLinks = [];
    data.links.committees.url = "https://example.edu/<committees>";
    expect(await refusal(publisher.call("PUT", `/admin/api/entries/${site.id}`, { data, base: site.head }))).toEqual({
      status: 400,
      message: `links.committees.url: ${URL_RULE}`,
    });
  });

  it("makes a faculty account only for a faculty id whose profile exists", async () => {
    const body = (facultyId: string) => ({
      email: "prof@dept.example",
      role: "faculty",
      facultyId,
      password: "a long enough password",
    });
    expect(await refusal(admin.call("POST", "/admin/api/users", body("nobody-here")))).toEqual({
      status: 400,
      message: 'facultyId: No faculty profile has the id "nobody-here": add the profile first, or check the id.',
    });
    const added = await admin.call("POST", "/admin/api/users", body("alan_turing-2"));
    expect(added.statusCode, added.body).toBe(201);
    expect(
      await refusal(admin.call("PATCH", "/admin/api/users/prof%40dept.example", { facultyId: "nobody-here" })),
    ).toEqual({
      status: 400,
      message: 'facultyId: No faculty profile has the id "nobody-here": add the profile first, or check the id.',
    });
  });

  it("refuses an upload over its kind's limit, naming the limit", async () => {
    const tooLarge = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(50 * 1024 * 1024 + 1)]);
    expect(await refusal(upload(editor, app, "pdf", "big.pdf", tooLarge, "application/pdf"))).toEqual({
      status: 413,
      message: "file: This file is too large; PDFs can be at most 50 MB.",
    });
  });
});
