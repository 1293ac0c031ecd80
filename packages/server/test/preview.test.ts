/**
 * The preview of a draft (issue 15, point 3): the content visitors would get with the draft
 * published, under /admin/preview/{id}/, for signed-in staff only (a faculty account only its own
 * profile), never cached or indexed; visitors' content does not change.
 */
import fs from "node:fs";
import type { EntryDetail, EntrySummary, UploadedFile } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addStaff, anonymous, signIn, upload, type Staff } from "./support/staff.js";
import { importInto, startApp } from "./support/test-app.js";
import { writeStandInWeb } from "./support/stand-in-web.js";
import { makePdf, newTestPack, tempDir } from "./support/test-pack.js";

describe("the preview of a draft", () => {
  let app: FastifyInstance;
  let dataDir: string;
  let webDir: string;
  let pack: string;
  let editor: Staff;
  let faculty: Staff;

  const entries = async (staff: Staff, collection: string) =>
    (await staff.call("GET", `/admin/api/collections/${collection}`)).json<{ entries: EntrySummary[] }>().entries;
  const detail = async (staff: Staff, id: string) =>
    (await staff.call("GET", `/admin/api/entries/${id}`)).json<EntryDetail>();

  beforeAll(async () => {
    dataDir = tempDir("data");
    // The stand-in web build: its render module links the faculty page under the base it is given.
    webDir = tempDir("web");
    writeStandInWeb(webDir);
    pack = await newTestPack();
    app = await startApp({ dataDir, webDir });
    await importInto(app, pack);
    await addStaff(app, "editor@dept.example", "editor");
    await addStaff(app, "ada@dept.example", "faculty:ada.lovelace");
    editor = await signIn(app, "editor@dept.example");
    faculty = await signIn(app, "ada@dept.example", undefined, "192.0.2.12");
  });

  afterAll(async () => {
    await app?.close();
    for (const dir of [dataDir, webDir, pack]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves the site with a new notice draft, its PDF included, while visitors see no change", async () => {
    const pdf = await upload(editor, app, "pdf", "fees.pdf", await makePdf("Fee schedule"), "application/pdf");
    const { ref } = pdf.json<UploadedFile>();
    const created = await editor.call("POST", "/admin/api/collections/notices", {
      data: { title: "Fee schedule 2026", date: "2026-11-20", file: ref },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<EntryDetail>();
    const base = `/admin/preview/${draft.id}`;

    const notices = await editor.call("GET", `${base}/generals/notice`);
    expect(notices.statusCode).toBe(200);
    expect(notices.headers["cache-control"]).toBe("no-store");
    expect(notices.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const listed = notices.json<{ title: string; file: string }[]>();
    expect(listed[0]).toEqual({ title: "Fee schedule 2026", file: `/resources/resources/${ref}`, date: "2026-11-20" });
    expect(listed.slice(1)).toEqual((await app.inject("/generals/notice")).json());
    const file = await editor.call("GET", `${base}/api/files/${ref}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    // Visitors: no such notice, no such file.
    expect((await app.inject("/generals/notice")).json<{ title: string }[]>().map((n) => n.title)).not.toContain(
      "Fee schedule 2026",
    );
    expect((await app.inject(`/api/files/${ref}`)).statusCode).toBe(404);

    const document = await editor.call("GET", `${base}/`);
    expect(document.statusCode).toBe(200);
    expect(document.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(document.body).toContain(`<meta name="dept-preview-api-base" content="${base}" />`);
    expect(document.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(document.body).toContain("<strong>Preview</strong> of a draft: visitors do not see this yet.");
    expect(document.body).toContain(`"src":"${base}/api/images/`);
    expect(document.body).toMatch(/<title>Preview: Department of Testing, Test College<\/title>/);
    // Its links stay in the preview: the server renders them under its address, as the app does.
    expect(document.body).toContain(`<a href="${base}/faculty">Site</a>`);
    expect((await app.inject("/")).body).not.toContain("Preview");

    // Search is the published index's: the preview sends it there.
    const search = await editor.call("GET", `${base}/api/search?q=notice`);
    expect(search.statusCode).toBe(307);
    expect(search.headers.location).toBe("/api/search?q=notice");
  });

  it("shows a draft of the site content on the home page's answer and in the document", async () => {
    const [site] = await entries(editor, "site");
    const entry = await detail(editor, site!.id);
    const data = { ...entry.data, hod: { ...(entry.data.hod as object), message: ["A preview of a new message."] } };
    expect((await editor.call("PUT", `/admin/api/entries/${entry.id}`, { data, base: entry.head })).statusCode).toBe(
      200,
    );
    const homepage = await editor.call("GET", `/admin/preview/${entry.id}/endpoints/homepage`);
    expect(homepage.json<{ HODs_message: string }>().HODs_message).toBe("A preview of a new message.");
    expect(
      (await editor.call("GET", `/admin/preview/${entry.id}/api/site`)).json<{ hod: { message: string[] } }>().hod
        .message,
    ).toEqual(["A preview of a new message."]);
    expect((await app.inject("/endpoints/homepage")).json<{ HODs_message: string }>().HODs_message).toBe(
      "Hello.\n\nWelcome.",
    );
  });

  it("is for signed-in staff only, a faculty account only its own profile, and nothing deleted", async () => {
    const [notice] = await entries(editor, "notices");
    for (const url of [`/admin/preview/${notice!.id}/`, `/admin/preview/${notice!.id}/generals/notice`]) {
      const answer = await app.inject(url);
      expect(answer.statusCode, url).toBe(401);
      expect(answer.json()).toEqual({ error: { code: "not_signed_in", message: "Sign in to continue." } });
    }
    expect((await (await anonymous(app)).call("GET", `/admin/preview/${notice!.id}/`)).statusCode).toBe(401);
    expect((await faculty.call("GET", `/admin/preview/${notice!.id}/generals/notice`)).statusCode).toBe(404);
    const [ada] = await entries(faculty, "faculty");
    const own = await faculty.call("GET", `/admin/preview/${ada!.id}/endpoints/faculty_details?id=ada.lovelace`);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ name: string }>().name).toBe("Dr. Ada Lovelace");
    expect(
      (await faculty.call("GET", `/admin/preview/${ada!.id}/endpoints/faculty_details?id=nobody`)).statusCode,
    ).toBe(404);
    expect((await editor.call("GET", `/admin/preview/${ada!.id}/nothing/here`)).statusCode).toBe(404);
    expect((await editor.call("GET", `/admin/preview/${ada!.id}/api/files/..%2f..%2fetc/passwd`)).statusCode).toBe(400);

    await addStaff(app, "publisher@dept.example", "publisher");
    const publisher = await signIn(app, "publisher@dept.example", undefined, "192.0.2.13");
    expect((await publisher.call("DELETE", `/admin/api/entries/${notice!.id}`)).statusCode).toBe(200);
    const deleted = await publisher.call("GET", `/admin/preview/${notice!.id}/`);
    expect(deleted.statusCode).toBe(409);
  });
});
