/**
 * The site content in the editor (issue 15, point 1) on both databases: an import makes it one
 * entry; a change is a draft visitors never see until it is published, checked by the pack's own
 * rules; its history reads field by field and restores; it is never taken off the site. Also the
 * order of a collection (Move up / Move down), which a restored publication puts back.
 */
import type { EntryDetail, EntrySummary, Site, UploadedFile } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "./support/databases.js";
import { editorTestApp, upload, type EditorTestApp, type Staff } from "./support/staff.js";
import { importInto, startApp } from "./support/test-app.js";
import { fakeMp4, makePdf, makePng, readYaml, writeYaml } from "./support/test-pack.js";

describe.each(testDatabases)("the site content in the editor on $name", (database) => {
  let app: FastifyInstance;
  let setup: EditorTestApp;
  let pack: string;
  let editor: Staff;
  let publisher: Staff;
  let faculty: Staff;

  const publicSite = async () => (await app.inject("/api/site")).json<Site>();
  const homepage = async () =>
    (await app.inject("/endpoints/homepage")).json<{ HODs_message: string; HOD_profile_image: string }>();
  const siteEntry = async (staff: Staff) =>
    (await staff.call("GET", "/admin/api/collections/site")).json<{ entries: EntrySummary[] }>().entries;
  const detail = async (staff: Staff, id: string) =>
    (await staff.call("GET", `/admin/api/entries/${id}`)).json<EntryDetail>();
  const save = (staff: Staff, entry: EntryDetail, data: Record<string, unknown>) =>
    staff.call("PUT", `/admin/api/entries/${entry.id}`, { data, base: entry.head });

  beforeAll(async () => {
    setup = await editorTestApp(database);
    ({ app, pack, editor, publisher, faculty } = setup);
  });

  afterAll(async () => {
    await setup?.close();
  });

  it("is one published entry after an import, in the pack's shape with stored files, and a faculty account cannot see it", async () => {
    const [entry, ...more] = await siteEntry(publisher);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      collection: "site",
      title: "Site content",
      state: "published",
      live: true,
      updatedBy: "import",
    });
    const data = (await detail(editor, entry!.id)).data as {
      hod: { message: string[]; photo: { path: string; alt: string } };
      video: { file: string };
    };
    expect(data.hod.message).toEqual(["Hello.", "Welcome."]);
    expect(data.hod.photo).toEqual({ path: expect.stringMatching(/^[a-f0-9]{32}\/big\.jpg$/), alt: "An image" });
    expect(data.video.file).toMatch(/^[a-f0-9]{32}\/intro\.mp4$/);
    expect((await faculty.call("GET", `/admin/api/entries/${entry!.id}`)).statusCode).toBe(404);
    expect((await faculty.call("GET", "/admin/api/collections/site")).json<{ entries: unknown[] }>().entries).toEqual(
      [],
    );
    // The same pack again: no new revision.
    await importInto(app, pack);
    expect((await detail(publisher, entry!.id)).revisions).toHaveLength(1);
  });

  it("takes a new HOD message and carousel photo as a draft, shows them only once published, and restores the old ones", async () => {
    const before = await publicSite();
    const beforeHome = await homepage();
    const [summary] = await siteEntry(editor);
    const entry = await detail(editor, summary!.id);
    const photo = await upload(editor, app, "image", "festival.png", await makePng(160, 90, "#e0a020"), "image/png");
    expect(photo.statusCode, photo.body).toBe(201);
    const { ref } = photo.json<UploadedFile>();
    const data = structuredClone(entry.data) as {
      hod: { message: string[] };
      homeCarousel: { path: string; alt: string }[];
    };
    data.hod.message = ["A new head, a new message.", "Welcome to the department."];
    data.homeCarousel[3] = { path: ref, alt: "Lamps for the festival" };
    const saved = await save(editor, entry, data);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await publicSite()).toEqual(before);
    expect(await homepage()).toEqual(beforeHome);
    expect((await editor.call("POST", `/admin/api/entries/${entry.id}/submit`)).statusCode).toBe(200);
    expect((await editor.call("POST", `/admin/api/entries/${entry.id}/publish`)).statusCode).toBe(403);

    const published = await publisher.call("POST", `/admin/api/entries/${entry.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const after = await publicSite();
    expect(after.hod.message).toEqual(data.hod.message);
    expect(after.homeCarousel[3]).toMatchObject({ alt: "Lamps for the festival", width: 160, height: 90 });
    expect(after.homeCarousel[3]!.src).toContain(ref.split("/")[0]);
    expect((await app.inject(after.homeCarousel[3]!.src)).statusCode).toBe(200);
    expect(after.homeCarousel.filter((_, index) => index !== 3)).toEqual(
      before.homeCarousel.filter((_, index) => index !== 3),
    );
    expect((await homepage()).HODs_message).toBe("A new head, a new message.\n\nWelcome to the department.");

    const history = await detail(publisher, entry.id);
    expect(history.revisions.map((revision) => revision.state)).toEqual(["published", "review", "draft", "published"]);
    expect(history.revisions[2]!.changes).toEqual([
      {
        field: "hod.message",
        before: "Hello., Welcome.",
        after: "A new head, a new message., Welcome to the department.",
      },
      { field: "homeCarousel.4.path", before: "small.png", after: "festival.png" },
      { field: "homeCarousel.4.alt", before: "An image", after: "Lamps for the festival" },
    ]);

    const first = history.revisions.at(-1)!;
    expect(
      (await publisher.call("POST", `/admin/api/entries/${entry.id}/restore`, { revision: first.id })).statusCode,
    ).toBe(200);
    expect((await publisher.call("POST", `/admin/api/entries/${entry.id}/publish`)).statusCode).toBe(200);
    expect(await publicSite()).toMatchObject({ hod: before.hod, homeCarousel: before.homeCarousel });
    expect(await homepage()).toEqual(beforeHome);
  });

  it("is checked by the pack's rules, names the field, and keeps what visitors see", async () => {
    const [summary] = await siteEntry(editor);
    const entry = await detail(editor, summary!.id);
    const before = await publicSite();
    const refuse = async (
      change: (
        data: Record<string, unknown> & {
          homeCarousel: unknown[];
          quickLinks: { url: string }[];
          hod: { photo: { path: string } };
        },
      ) => void,
      message: RegExp,
    ) => {
      const data = structuredClone(entry.data) as Parameters<typeof change>[0];
      change(data);
      const answer = await save(editor, entry, data);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<{ error: { code: string; message: string } }>().error).toEqual({
        code: "invalid_entry",
        message: expect.stringMatching(message),
      });
    };
    await refuse((data) => void data.homeCarousel.pop(), /^homeCarousel: must have exactly 10 images$/);
    await refuse(
      (data) => void (data.quickLinks[0]!.url = "javascript:alert(1)"),
      /^quickLinks\.0\.url: Enter a full address starting with http:\/\/ or https:\/\//,
    );
    const pdf = await upload(editor, app, "pdf", "not-a-photo.pdf", await makePdf("Not a photo"), "application/pdf");
    await refuse(
      (data) => void (data.hod.photo.path = pdf.json<UploadedFile>().ref),
      /^hod\.photo\.path: This is not an uploaded image; upload the file again\.$/,
    );
    await refuse(
      (data) => void (data.video = { title: "x", file: pdf.json<UploadedFile>().ref, captions: "0123/none.vtt" }),
      /^video\.file: This is not an uploaded video/,
    );
    expect((await detail(editor, entry.id)).revisions).toHaveLength(entry.revisions.length);
    expect(await publicSite()).toEqual(before);
  });

  it("takes a new video and captions as uploads proven like a pack's files", async () => {
    const video = await upload(editor, app, "video", "tour.mp4", fakeMp4, "video/mp4");
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json<UploadedFile>()).toMatchObject({ name: "tour.mp4", contentType: "video/mp4" });
    const html = await upload(
      editor,
      app,
      "video",
      "tour.mp4",
      Buffer.from("<!doctype html><p>not a video"),
      "video/mp4",
    );
    expect(html.statusCode).toBe(400);
    const captions = await upload(
      editor,
      app,
      "captions",
      "tour.vtt",
      Buffer.from("WEBVTT\n\n00:00.000 --> 00:01.000\nHi\n"),
      "text/vtt",
    );
    expect(captions.statusCode, captions.body).toBe(201);

    const [summary] = await siteEntry(publisher);
    const entry = await detail(publisher, summary!.id);
    const data = {
      ...entry.data,
      video: { title: "A tour", file: video.json<UploadedFile>().ref, captions: captions.json<UploadedFile>().ref },
    };
    expect((await save(publisher, entry, data)).statusCode).toBe(200);
    expect((await publisher.call("POST", `/admin/api/entries/${entry.id}/publish`)).statusCode).toBe(200);
    const site = await publicSite();
    expect(site.video).toEqual({
      title: "A tour",
      file: { src: `/api/files/${video.json<UploadedFile>().ref}`, type: "video/mp4" },
      captions: `/api/files/${captions.json<UploadedFile>().ref}`,
    });
    const served = await app.inject(site.video.file.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("video/mp4");
  });

  it("is never created, unpublished, deleted or scheduled off the site", async () => {
    const [summary] = await siteEntry(publisher);
    const entry = await detail(publisher, summary!.id);
    const created = await publisher.call("POST", "/admin/api/collections/site", { data: entry.data });
    expect(created.statusCode).toBe(409);
    for (const [method, url] of [
      ["POST", `/admin/api/entries/${entry.id}/unpublish`],
      ["DELETE", `/admin/api/entries/${entry.id}`],
    ] as const) {
      const answer = await publisher.call(method, url);
      expect(answer.statusCode, url).toBe(409);
      expect(answer.json<{ error: { message: string } }>().error.message).toMatch(
        /^The site content cannot be taken off the site/,
      );
    }
    const off = await publisher.call("PUT", `/admin/api/entries/${entry.id}/schedule`, {
      publishAt: null,
      unpublishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(off.statusCode).toBe(400);
    expect((await detail(publisher, entry.id)).live).toBe(true);
  });

  it("a changed site.yaml in a pack is a new revision of the same entry", async () => {
    const [summary] = await siteEntry(publisher);
    const count = (await detail(publisher, summary!.id)).revisions.length;
    const site = readYaml<{ hod: { name: string } }>(pack, "site.yaml");
    site.hod.name = "Dr. New Head";
    writeYaml(pack, "site.yaml", site);
    await importInto(app, pack);
    const after = await detail(publisher, summary!.id);
    expect(after.revisions).toHaveLength(count + 1);
    expect(after.revisions[0]).toMatchObject({
      state: "published",
      author: "import",
      changes: expect.arrayContaining([{ field: "hod.name", before: "Dr. Head", after: "Dr. New Head" }]),
    });
    expect((await publicSite()).hod.name).toBe("Dr. New Head");
  });

  it("reads at start the sizes of images stored before sizes were kept", async () => {
    const count = async () => (await app.database.db.selectFrom("image_sizes").select("hash").execute()).length;
    const known = await count();
    expect(known).toBeGreaterThan(0);
    await app.database.db.deleteFrom("image_sizes").execute();
    const again = await startApp({ databaseUrl: setup.databaseUrl, dataDir: setup.dataDir });
    await again.close();
    expect(await count()).toBe(known);
  });

  it("moves an entry up or down its collection: visitors see the new order at once, and restoring the publication before puts it back", async () => {
    const order = async () =>
      (await app.inject("/endpoints/faculty_list"))
        .json<{ faculties: { name: string }[] }>()
        .faculties.map((member) => member.name);
    expect(await order()).toEqual(["Dr. Ada Lovelace", "Dr. Alan Turing"]);
    const [, alan] = (await publisher.call("GET", "/admin/api/collections/faculty")).json<{ entries: EntrySummary[] }>()
      .entries;
    expect((await editor.call("POST", `/admin/api/entries/${alan!.id}/move`, { direction: "up" })).statusCode).toBe(
      403,
    );
    const moved = await publisher.call("POST", `/admin/api/entries/${alan!.id}/move`, { direction: "up" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await order()).toEqual(["Dr. Alan Turing", "Dr. Ada Lovelace"]);
    const again = await publisher.call("POST", `/admin/api/entries/${alan!.id}/move`, { direction: "up" });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe("This entry is first already.");
    expect(
      (await publisher.call("POST", `/admin/api/entries/${alan!.id}/move`, { direction: "sideways" })).statusCode,
    ).toBe(400);

    const publications = (await publisher.call("GET", "/admin/api/publications")).json<{
      publications: { version: number; summary: string }[];
    }>().publications;
    expect(publications[0]!.summary).toBe("moved faculty: Dr. Alan Turing up");
    expect(
      (await publisher.call("POST", `/admin/api/publications/${publications[1]!.version}/restore`)).statusCode,
    ).toBe(200);
    expect(await order()).toEqual(["Dr. Ada Lovelace", "Dr. Alan Turing"]);
    const notice = (await publisher.call("GET", "/admin/api/collections/notices")).json<{ entries: EntrySummary[] }>()
      .entries[1]!;
    expect((await publisher.call("POST", `/admin/api/entries/${notice.id}/move`, { direction: "up" })).statusCode).toBe(
      409,
    );
  });
});
