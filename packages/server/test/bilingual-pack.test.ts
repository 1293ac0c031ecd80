/**
 * Content packs in two languages (issue 27): the demo pack in English and Hindi validates; a
 * translation in a language the site does not list is refused, and a PDF given per language is
 * checked per language, each problem as `file: field: what is wrong`.
 */
import fs from "node:fs";
import path from "node:path";
import { isTranslation, languagesOf, type Translation } from "@dept/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validatePack } from "../src/content/validate.js";
import { newTestPack, readYaml, tempDir, write, writeYaml } from "./support/test-pack.js";

const demoPack = path.resolve(import.meta.dirname, "../../../content");
const created: string[] = [];
let template: string;

beforeAll(async () => {
  template = await newTestPack();
  created.push(template);
});
afterAll(() => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

type Yaml = Record<string, unknown>;

/** A copy of the (English only) test pack, changed by `change`. */
function packWith(change: (dir: string) => void): string {
  const dir = tempDir("bilingual");
  created.push(dir);
  fs.cpSync(template, dir, { recursive: true });
  change(dir);
  return dir;
}

const withLanguages = (dir: string) =>
  writeYaml(dir, "site.yaml", { languages: ["en", "hi"], ...readYaml<Yaml>(dir, "site.yaml") });

/** The first notice of the pack with `title` and `file` as given. */
function firstNotice(dir: string, notice: Yaml): void {
  const notices = readYaml<Yaml[]>(dir, "notices.yaml");
  writeYaml(dir, "notices.yaml", [{ ...notices[0], ...notice }, ...notices.slice(1)]);
}

describe("a content pack in two languages", () => {
  it("the demo pack is bilingual and valid: the site, its GIGW pages, notices, faculty and events in Hindi, with English-only entries beside them", async () => {
    const { problems, pack } = await validatePack(demoPack);
    expect(problems).toEqual([]);
    expect(languagesOf(pack!.site)).toEqual(["en", "hi"]);
    const hindi = (value: unknown) => (isTranslation(value) ? (value as Translation<unknown>).hi : undefined);
    expect(hindi(pack!.site.department.name)).toBe("कंप्यूटर विज्ञान एवं अभियांत्रिकी विभाग");
    for (const page of Object.values(pack!.site.pages!)) {
      expect(hindi(page.title)).toMatch(/[\u0900-\u097f]/);
      expect((hindi(page.body) as string[]).length).toBe((page.body as unknown as Translation<string[]>).en.length);
    }
    const notices = pack!.lists.notices as Yaml[];
    expect(notices.filter((notice) => hindi(notice.title)).length).toBeGreaterThanOrEqual(5);
    expect(notices.some((notice) => !isTranslation(notice.title))).toBe(true);
    expect(notices.filter((notice) => hindi(notice.file))).toHaveLength(1);
    const faculty = pack!.faculty as unknown as Yaml[];
    expect(
      faculty.filter((member) => hindi(member.name) && hindi(member.designation) && hindi(member.qualification)).length,
    ).toBeGreaterThanOrEqual(3);
    expect(faculty.some((member) => !isTranslation(member.name))).toBe(true);
    expect(
      (pack!.lists.workshops as Yaml[]).some(
        (event) => hindi(event.title) && hindi(event.details) && hindi(event.speakers),
      ),
    ).toBe(true);
    // The Hindi notice's PDF is a PDF of its own, proved like every file.
    const hindiPdf = hindi(notices.find((notice) => hindi(notice.file))!.file) as string;
    expect(pack!.contentTypes.get(hindiPdf)).toBe("application/pdf");
  });

  it("refuses a translation in a language the site's `languages` lacks, naming file and field", async () => {
    const dir = packWith((pack) => {
      firstNotice(pack, { title: { en: "Older notice", hi: "पुरानी सूचना" } });
      const ada = readYaml<Yaml>(pack, "faculty/01-ada.yaml");
      writeYaml(pack, "faculty/01-ada.yaml", { ...ada, designation: { en: "Professor", hi: "प्रोफ़ेसर" } });
      const site = readYaml<Yaml & { hod: Yaml; quickLinks: Yaml[]; homeCarousel: Yaml[] }>(pack, "site.yaml");
      site.hod.message = { en: site.hod.message, hi: ["नमस्ते।"] };
      site.quickLinks[0]!.label = { en: "Calendar", hi: "कैलेंडर" };
      site.homeCarousel[2] = { ...site.homeCarousel[2], alt: { en: "An image", hi: "एक चित्र" } };
      writeYaml(pack, "site.yaml", site);
    });
    const { problems, pack } = await validatePack(dir);
    expect(pack).toBeUndefined();
    expect(problems.sort()).toEqual(
      [
        "notices.yaml: [0].title.hi: the site's languages do not include hi",
        "faculty/01-ada.yaml: designation.hi: the site's languages do not include hi",
        "site.yaml: hod.message.hi: the site's languages do not include hi",
        "site.yaml: quickLinks[0].label.hi: the site's languages do not include hi",
        "site.yaml: homeCarousel[2].alt.hi: the site's languages do not include hi",
      ].sort(),
    );
    // The same pack naming Hindi among its languages is valid.
    withLanguages(dir);
    expect((await validatePack(dir)).problems).toEqual([]);
  });

  it("checks each language's file of a translated PDF field: missing, not a PDF, outside the pack", async () => {
    const dir = packWith((pack) => {
      withLanguages(pack);
      write(pack, "files/fake-hi.pdf", "यह पीडीएफ़ नहीं है");
      firstNotice(pack, { file: { en: "files/a.pdf", hi: "files/missing-hi.pdf" } });
      const notices = readYaml<Yaml[]>(pack, "notices.yaml");
      notices[1] = {
        ...notices[1],
        title: { en: "Newer notice", hi: "नई सूचना" },
        file: { en: "files/b.pdf", hi: "files/fake-hi.pdf" },
      };
      notices.push({ title: "Third", date: "2025-03-01", file: { en: "files/missing.pdf", hi: "../escape.pdf" } });
      writeYaml(pack, "notices.yaml", notices);
    });
    const { problems } = await validatePack(dir);
    expect(problems.sort()).toEqual(
      [
        "notices.yaml: [0].file.hi: file not found: files/missing-hi.pdf",
        "notices.yaml: [1].file.hi: files/fake-hi.pdf is not a PDF (no %PDF- header)",
        "notices.yaml: [2].file.en: file not found: files/missing.pdf",
        "notices.yaml: [2].file.hi: path escapes the pack or is not a plain relative path: ../escape.pdf",
      ].sort(),
    );
  });

  it("refuses a translation map with an unknown language or no English, as the schemas say", async () => {
    const dir = packWith((pack) => {
      withLanguages(pack);
      firstNotice(pack, { title: { en: "Older notice", fr: "Ancien avis" } });
      const ada = readYaml<Yaml>(pack, "faculty/01-ada.yaml");
      writeYaml(pack, "faculty/01-ada.yaml", { ...ada, name: { hi: "डॉ. एडा" } });
    });
    const { problems } = await validatePack(dir);
    expect(problems).toContain("notices.yaml: [0].title.fr: unknown key");
    expect(problems).toContain("faculty/01-ada.yaml: name.en: Required");
  });
});
