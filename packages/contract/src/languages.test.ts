import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { englishValues, isFallback, localizeRecord, mapTranslated, tagTranslation, valueIn } from "./languages.js";
import { translatable } from "./translatable.js";
import { requiredText } from "./rules.js";
import { collectionForms, markOutdated, tagTranslations, untranslatedFields } from "./registry/index.js";

const title = z.object({ title: translatable(requiredText(10)) });
const issues = (value: unknown) => {
  const result = z.safeParse(title, { title: value });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("translatable fields", () => {
  it("takes a plain value (English) or a map, and names the language of a bad value", () => {
    expect(issues("Exams")).toEqual([]);
    expect(issues({ en: "Exams", hi: "परीक्षा" })).toEqual([]);
    expect(issues({ en: "Exams" })).toEqual([]);
    expect(issues("")).toEqual(["title: Required"]);
    expect(issues({ en: "" })).toEqual(["title.en: Required"]);
    expect(issues({ en: "Exams", hi: "x".repeat(11) })).toEqual(["title.hi: Use at most 10 characters."]);
    expect(issues({ en: "Exams", fr: "Examens" })[0]).toMatch(/^title: .*fr/);
    expect(issues({ hi: "परीक्षा" })).toEqual(["title.en: Required"]);
  });

  it("reads a whole value in English, maps at any depth", () => {
    expect(
      englishValues({
        title: { en: "Exams", hi: "परीक्षा" },
        links: [{ label: { en: "Library" }, url: "https://x.in" }],
        year: 2026,
      }),
    ).toEqual({
      title: "Exams",
      links: [{ label: "Library", url: "https://x.in" }],
      year: 2026,
    });
  });

  it("shows a translation in its language and English elsewhere, never an outdated one", () => {
    expect(valueIn({ en: "Exams", hi: "परीक्षा" }, "hi")).toEqual({ value: "परीक्षा", fallback: false });
    expect(valueIn({ en: "Exams", hi: "परीक्षा", outdated: true }, "hi")).toEqual({ value: "Exams", fallback: true });
    expect(valueIn("Exams", "hi")).toEqual({ value: "Exams", fallback: true });
    expect(valueIn({ en: "Exams", hi: "परीक्षा" }, "en")).toEqual({ value: "Exams", fallback: false });
  });
});

describe("stored records", () => {
  const stored = {
    title: tagTranslation({ en: "Exams", hi: "परीक्षा" }),
    details: tagTranslation("Only English"),
    speaker: mapTranslated(tagTranslation({ en: ["A", "B"], hi: ["अ", "ब"] }) as never, (list: string[]) =>
      list.join(", "),
    ),
    date: "2026-11-01",
  };

  it("shows no empty translation and marks one that is the English itself as English", () => {
    for (const value of [
      { en: ["A"], hi: [] },
      { en: "Exams", hi: "" },
      { en: "Exams", hi: "Exams" },
    ]) {
      expect(localizeRecord({ field: tagTranslation(value) }, "hi")).toEqual({
        field: value.en,
        lang_fallback: ["field"],
      });
    }
  });

  it("answers English exactly as an untranslated record, with the keys in their order", () => {
    expect(JSON.stringify(localizeRecord(stored, "en"))).toBe(
      JSON.stringify({ title: "Exams", details: "Only English", speaker: "A, B", date: "2026-11-01" }),
    );
  });

  it("answers the second language with the English fallbacks named", () => {
    const hindi = localizeRecord(stored, "hi");
    expect(hindi).toEqual({
      title: "परीक्षा",
      details: "Only English",
      speaker: "अ, ब",
      date: "2026-11-01",
      lang_fallback: ["details"],
    });
    expect(isFallback(hindi, "details")).toBe(true);
    expect(isFallback(hindi, "title")).toBe(false);
    expect(isFallback({ lang_fallback: ["hod.message"] }, "hod.message.1")).toBe(true);
  });

  it("tags the registry's translatable fields only, at any depth", () => {
    const site = tagTranslations(collectionForms.site.fields, {
      contact: { email: "a@b.in" },
      quickLinks: [{ label: { en: "Library", hi: "पुस्तकालय" }, url: "https://x.in" }],
    });
    expect(site).toEqual({
      contact: { email: "a@b.in" },
      quickLinks: [{ label: { $t: { en: "Library", hi: "पुस्तकालय" } }, url: "https://x.in" }],
    });
  });
});

describe("translation state", () => {
  const fields = collectionForms.notices.fields;

  it("lists missing and outdated translations by path", () => {
    expect(untranslatedFields(fields, { title: "Exams", date: "2026-11-01", file: "a/b.pdf" }, "hi")).toEqual([
      { path: "title", state: "missing" },
      { path: "file", state: "missing" },
    ]);
    expect(
      untranslatedFields(
        fields,
        { title: { en: "Exams", hi: "परीक्षा", outdated: true }, date: "2026-11-01", file: { en: "a", hi: "b" } },
        "hi",
      ),
    ).toEqual([{ path: "title", state: "outdated" }]);
  });

  it("marks a translation outdated when the English changes without it, and up to date when it changes", () => {
    const live = { title: { en: "Exams", hi: "परीक्षा" }, date: "2026-11-01", file: "x" };
    const edited = markOutdated(fields, live, { ...live, title: { en: "Exams postponed", hi: "परीक्षा" } }, "hi");
    expect(edited.title).toEqual({ en: "Exams postponed", hi: "परीक्षा", outdated: true });
    const translated = markOutdated(
      fields,
      live,
      { ...live, title: { en: "Exams postponed", hi: "परीक्षा स्थगित", outdated: true } },
      "hi",
    );
    expect(translated.title).toEqual({ en: "Exams postponed", hi: "परीक्षा स्थगित" });
    expect(markOutdated(fields, live, live, "hi")).toEqual(live);
  });
});
