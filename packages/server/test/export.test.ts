/**
 * `export` (issue 15, point 5): the published content written back as a pack passes `validate`,
 * and imported into an empty data folder serves the same bytes on every public endpoint, with a
 * change published in the editor included; in both languages of the bilingual demo pack (issue 27),
 * every translation written back as a map and a PDF per language copied.
 */
import fs from "node:fs";
import path from "node:path";
import { apiRoutes, extraRoutes, isTranslation, type Translation } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportPack } from "../src/content/export-pack.js";
import { validatePack } from "../src/content/validate.js";
import { testDatabases } from "./support/databases.js";
import { createDemo, demoPack } from "./support/demo-template.js";
import { addStaff, signIn, upload } from "./support/staff.js";
import { importInto, startApp } from "./support/test-app.js";
import { makePdf, readYaml, tempDir } from "./support/test-pack.js";

describe.each(testDatabases)("export on $name", (database) => {
  let original: FastifyInstance;
  let copy: FastifyInstance;
  let packDir: string;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    const created = await createDemo(database.name);
    cleanups.push(created.drop);
    original = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    // A notice published in the editor is part of the content like any other.
    await addStaff(original, "publisher@dept.example", "publisher");
    const publisher = await signIn(original, "publisher@dept.example");
    const pdf = (
      await upload(publisher, original, "pdf", "exam timetable.pdf", await makePdf("Exam timetable"), "application/pdf")
    ).json<{ ref: string }>();
    const created2 = (
      await publisher.call("POST", "/admin/api/collections/notices", {
        data: { title: "Exam timetable", date: "2026-11-24", file: pdf.ref },
      })
    ).json<{ id: string }>();
    expect((await publisher.call("POST", `/admin/api/entries/${created2.id}/publish`)).statusCode).toBe(200);

    packDir = path.join(tempDir("export"), "pack");
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

  it("serves the same Hindi answers (?lang=hi) on every endpoint, every faculty profile and the site content", async () => {
    const hindi = (url: string) => `${url}${url.includes("?") ? "&" : "?"}lang=hi`;
    for (const [name, route] of Object.entries(apiRoutes)) if (name !== "facultyDetails") await same(hindi(route.path));
    const { faculties } = (await same(hindi(apiRoutes.facultyList.path))).json<{
      faculties: { id: string; name: string }[];
    }>();
    expect(faculties.some((member) => /[\u0900-\u097f]/.test(member.name))).toBe(true);
    for (const { id } of faculties) await same(hindi(`${apiRoutes.facultyDetails.path}?id=${encodeURIComponent(id)}`));
    const [a, b] = await Promise.all([
      original.inject(hindi(extraRoutes.site.path)),
      copy.inject(hindi(extraRoutes.site.path)),
    ]);
    expect(b.statusCode).toBe(200);
    expect({ ...b.json(), lastUpdated: "" }).toEqual({ ...a.json(), lastUpdated: "" });
    expect(b.json<{ department: { name: string } }>().department.name).toBe("कंप्यूटर विज्ञान एवं अभियांत्रिकी विभाग");
    // The notice with a Hindi PDF of its own links it on the Hindi site, and the English one on the English site.
    type Notice = { title: string; file: string; date: string; lang_fallback?: string[] };
    const notice = async (query: string) =>
      (await copy.inject(`${apiRoutes.notices.path}${query}`))
        .json<Notice[]>()
        .find((item) => item.date === "2026-10-26")!;
    const [english, hindiNotice] = [await notice(""), await notice("?lang=hi")];
    expect(hindiNotice).toMatchObject({ title: "विषम सेमेस्टर की सत्रांत परीक्षा की समय-सारणी, नवंबर 2026" });
    expect(hindiNotice.file).toMatch(/\.hi\.pdf$/);
    expect(english.file).toMatch(/november-2026\.pdf$/);
    expect(hindiNotice.lang_fallback).toBeUndefined();
    // Search in each language: a Hindi word, its prefix, and an English word found as a fallback.
    for (const q of ["परीक्षा", "परी", "Ironbark"]) {
      const answer = await same(`/api/search?q=${encodeURIComponent(q)}&lang=hi`);
      expect(answer.json<{ total: number }>().total, q).toBeGreaterThan(0);
    }
  });

  it("writes every translation back as a map, and each language's PDF as a file", async () => {
    type Notice = { title: unknown; file: unknown };
    const exported = readYaml<Notice[]>(packDir, "notices.yaml");
    const pack = readYaml<Notice[]>(demoPack, "notices.yaml");
    const hindiTitles = (notices: Notice[]) =>
      notices
        .flatMap((notice) => (isTranslation(notice.title) ? [(notice.title as Translation<string>).hi] : []))
        .sort();
    expect(hindiTitles(exported)).toEqual(hindiTitles(pack));
    const [withPdfs] = exported.filter((notice) => isTranslation(notice.file));
    const [original] = pack.filter((notice) => isTranslation(notice.file));
    const files = withPdfs!.file as Translation<string>;
    expect(fs.readFileSync(path.join(packDir, files.hi!))).toEqual(
      fs.readFileSync(path.join(demoPack, (original!.file as Translation<string>).hi!)),
    );
    expect(fs.readFileSync(path.join(packDir, files.en))).toEqual(
      fs.readFileSync(path.join(demoPack, (original!.file as Translation<string>).en)),
    );
    const site = readYaml<{ languages: string[]; pages: Record<string, { title: unknown }> }>(packDir, "site.yaml");
    expect(site.languages).toEqual(["en", "hi"]);
    expect(site.pages.privacy!.title).toEqual({ en: "Privacy Policy", hi: "गोपनीयता नीति" });
  });

  it("and the same files and images", async () => {
    const notices = (await original.inject(apiRoutes.notices.path)).json<{ file: string }[]>();
    for (const notice of notices) await same(`/api/files/${notice.file.replace("/resources/resources/", "")}`);
    const { faculties } = (await original.inject(apiRoutes.facultyList.path)).json<{
      faculties: { image: string }[];
    }>();
    for (const { image } of faculties) await same(image);
  });
});
