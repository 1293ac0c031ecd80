/**
 * `export` (issue 15, point 5): the published content written back as a pack passes `validate`,
 * and imported into an empty data folder serves the same bytes on every public endpoint, with a
 * change published in the editor included.
 */
import fs from "node:fs";
import path from "node:path";
import { apiRoutes, extraRoutes } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportPack } from "../src/content/export-pack.js";
import { validatePack } from "../src/content/validate.js";
import { testDatabases } from "./support/databases.js";
import { addStaff, signIn, upload } from "./support/staff.js";
import { importInto, startApp } from "./support/test-app.js";
import { makePdf, tempDir } from "./support/test-pack.js";

const demoPack = path.resolve(import.meta.dirname, "../../../content");

describe.each(testDatabases)("export on $name", (database) => {
  let original: FastifyInstance;
  let copy: FastifyInstance;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    const created = await database.create();
    cleanups.push(created.drop);
    original = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    await importInto(original, demoPack);
    // A notice published in the editor is part of the content like any other.
    await addStaff(original, "publisher@dept.example", "publisher");
    const publisher = await signIn(original, "publisher@dept.example");
    const pdf = (await upload(publisher, original, "pdf", "exam timetable.pdf", await makePdf("Exam timetable"), "application/pdf")).json<{ ref: string }>();
    const created2 = (await publisher.call("POST", "/admin/api/collections/notices", { data: { title: "Exam timetable", date: "2026-11-24", file: pdf.ref } })).json<{ id: string }>();
    expect((await publisher.call("POST", `/admin/api/entries/${created2.id}/publish`)).statusCode).toBe(200);

    const packDir = path.join(tempDir("export"), "pack");
    cleanups.push(() => fs.rmSync(path.dirname(packDir), { recursive: true, force: true }));
    const summary = await exportPack(original.database, original.blobStore, packDir);
    expect(summary.files).toBeGreaterThan(100);
    const { problems } = await validatePack(packDir);
    expect(problems).toEqual([]);

    const fresh = tempDir("export-data");
    cleanups.push(() => fs.rmSync(fresh, { recursive: true, force: true }));
    copy = await startApp({ dataDir: fresh });
    await importInto(copy, packDir);
  }, 300_000);

  afterAll(async () => {
    for (const app of [original, copy]) await app?.close();
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const same = async (url: string) => {
    const [a, b] = await Promise.all([original.inject(url), copy.inject(url)]);
    expect(b.statusCode, url).toBe(a.statusCode);
    expect(b.body, url).toBe(a.body);
    return a;
  };

  it("serves the same bytes on every list endpoint, every faculty profile and the site content", async () => {
    for (const [name, route] of Object.entries(apiRoutes)) if (name !== "facultyDetails") await same(route.path);
    const { faculties } = (await same(apiRoutes.facultyList.path)).json<{ faculties: { id: string }[] }>();
    for (const { id } of faculties) await same(`${apiRoutes.facultyDetails.path}?id=${encodeURIComponent(id)}`);
    // The site content says when it was last published: the copy's own import, by design.
    const [a, b] = await Promise.all([original.inject(extraRoutes.site.path), copy.inject(extraRoutes.site.path)]);
    expect({ ...b.json(), lastUpdated: "" }).toEqual({ ...a.json(), lastUpdated: "" });
    expect(b.json<{ lastUpdated: string }>().lastUpdated > a.json<{ lastUpdated: string }>().lastUpdated).toBe(true);
    expect((await copy.inject(apiRoutes.notices.path)).json<{ title: string }[]>()[0]!.title).toBe("Exam timetable");
  });

  it("and the same files and images", async () => {
    const notices = (await original.inject(apiRoutes.notices.path)).json<{ file: string }[]>();
    for (const notice of notices) await same(`/api/files/${notice.file.replace("/resources/resources/", "")}`);
    const { faculties } = (await original.inject(apiRoutes.facultyList.path)).json<{ faculties: { image: string }[] }>();
    for (const { image } of faculties) await same(image);
  });
});
