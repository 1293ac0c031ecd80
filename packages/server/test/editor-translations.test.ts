/**
 * The editor in two languages (issue 27) on both databases: GET /admin/api/translations names the
 * site's languages and, on a bilingual site, the entries with translations missing or outdated
 * (each role only what it opens); saving a draft marks a translation outdated where the English of
 * a published entry changed under it, until the translation is edited.
 */
import type { EntryDetail, EntrySummary, TranslationsAnswer } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "./support/databases.js";
import { editorTestApp, type EditorTestApp, type Staff } from "./support/staff.js";
import { importInto } from "./support/test-app.js";
import { readYaml, siteYaml, writeYaml } from "./support/test-pack.js";

describe.each(testDatabases)("translations in the editor on $name", (database) => {
  let app: FastifyInstance;
  let setup: EditorTestApp;
  let editor: Staff;
  let publisher: Staff;
  let faculty: Staff;

  const translations = async (staff: Staff) => {
    const answer = await staff.call("GET", "/admin/api/translations");
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<TranslationsAnswer>();
  };
  const entryNamed = async (staff: Staff, collection: string, title: string) =>
    (await staff.call("GET", `/admin/api/collections/${collection}`))
      .json<{ entries: EntrySummary[] }>()
      .entries.find((entry) => entry.title === title)!;
  const detail = async (staff: Staff, id: string) =>
    (await staff.call("GET", `/admin/api/entries/${id}`)).json<EntryDetail>();
  const save = async (staff: Staff, entry: EntryDetail, data: Record<string, unknown>) => {
    const answer = await staff.call("PUT", `/admin/api/entries/${entry.id}`, { data, base: entry.head });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<EntryDetail>();
  };

  beforeAll(async () => {
    setup = await editorTestApp(database);
    ({ app, editor, publisher, faculty } = setup);
  });

  afterAll(async () => {
    await setup?.close();
  });

  it("names English alone and nothing to translate on a one-language site", async () => {
    expect(await translations(publisher)).toEqual({ languages: ["en"], entries: [] });
  });

  it("lists, on a bilingual site, each entry's fields still to translate, a PDF in English alone not among them", async () => {
    const site = siteYaml();
    writeYaml(setup.pack, "site.yaml", {
      languages: ["en", "hi"],
      ...site,
      department: { ...site.department, name: { en: site.department.name, hi: "परीक्षण विभाग" } },
    });
    const notices = readYaml<Record<string, unknown>[]>(setup.pack, "notices.yaml");
    writeYaml(
      setup.pack,
      "notices.yaml",
      notices.map((notice) =>
        notice.title === "Newer notice" ? { ...notice, title: { en: "Newer notice", hi: "नई सूचना" } } : notice,
      ),
    );
    await importInto(app, setup.pack);

    const answer = await translations(publisher);
    expect(answer.languages).toEqual(["en", "hi"]);
    const siteEntry = answer.entries.find((entry) => entry.collection === "site")!;
    expect(siteEntry.fields).toContainEqual({ path: "department.shortName", state: "missing" });
    expect(siteEntry.fields.map((field) => field.path)).not.toContain("department.name");
    expect(answer.entries.find((entry) => entry.title === "Older notice")?.fields).toEqual([
      { path: "title", state: "missing" },
    ]);
    expect(answer.entries.some((entry) => entry.title === "Newer notice")).toBe(false);
    // The site content first, then the collections in the editor's order.
    expect(answer.entries[0]!.collection).toBe("site");

    // A faculty account sees its own profile only.
    const own = await translations(faculty);
    expect(own.languages).toEqual(["en", "hi"]);
    expect(own.entries.map((entry) => entry.collection)).toEqual(["faculty"]);
    expect(own.entries[0]!.fields).toEqual([
      { path: "name", state: "missing" },
      { path: "designation", state: "missing" },
      { path: "qualification", state: "missing" },
    ]);
  });

  it("marks a published entry's translation outdated when its English changes, until the translation changes", async () => {
    const notice = await detail(editor, (await entryNamed(editor, "notices", "Newer notice")).id);
    expect(notice.data.title).toEqual({ en: "Newer notice", hi: "नई सूचना" });

    const changed = await save(editor, notice, {
      ...notice.data,
      title: { en: "Newer notice, corrected", hi: "नई सूचना" },
    });
    expect(changed.data.title).toEqual({ en: "Newer notice, corrected", hi: "नई सूचना", outdated: true });
    expect((await translations(editor)).entries.find((entry) => entry.id === notice.id)?.fields).toEqual([
      { path: "title", state: "outdated" },
    ]);

    // Another save that leaves the translation alone keeps the mark, whatever the form sent.
    const again = await save(editor, changed, {
      ...changed.data,
      date: "2025-02-02",
      title: { en: "Newer notice, corrected", hi: "नई सूचना" },
    });
    expect(again.data.title).toMatchObject({ outdated: true });

    const translated = await save(editor, again, {
      ...again.data,
      title: { en: "Newer notice, corrected", hi: "नई सूचना, संशोधित", outdated: true },
    });
    expect(translated.data.title).toEqual({ en: "Newer notice, corrected", hi: "नई सूचना, संशोधित" });
    expect((await translations(editor)).entries.some((entry) => entry.id === notice.id)).toBe(false);
  });

  it("leaves a draft never published unmarked, and a one-language entry's data as it was", async () => {
    const pdf = notice0File(await detail(editor, (await entryNamed(editor, "notices", "Older notice")).id));
    const created = await editor.call("POST", "/admin/api/collections/notices", {
      data: { title: { en: "Draft notice", hi: "मसौदा सूचना" }, date: "2026-01-05", file: pdf },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = created.json<EntryDetail>();
    const saved = await save(editor, draft, { ...draft.data, title: { en: "Draft notice, longer", hi: "मसौदा सूचना" } });
    expect(saved.data.title).toEqual({ en: "Draft notice, longer", hi: "मसौदा सूचना" });

    const older = await detail(editor, (await entryNamed(editor, "notices", "Older notice")).id);
    const plain = await save(editor, older, { ...older.data, title: "Older notice, corrected" });
    expect(plain.data.title).toBe("Older notice, corrected");
  });
});

const notice0File = (entry: EntryDetail) => entry.data.file as string;
