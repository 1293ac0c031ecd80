/**
 * The test pack in two languages (issue 27): `languages: [en, hi]`, Hindi for part of the site
 * content, one notice (its title and a PDF of its own), one faculty member and one event's
 * speakers; the rest English only, to show the fallbacks. `englishOnly` takes every translation out
 * again (maps to their English), so a test can compare both packs' English answers.
 */
import fs from "node:fs";
import path from "node:path";
import { englishValues } from "@dept/contract";
import YAML from "yaml";
import { makePdf, newTestPack, readYaml, write, writeYaml } from "./test-pack.js";

export const HINDI = {
  department: "परीक्षण विभाग",
  hodMessage: ["नमस्ते।", "स्वागत है।"],
  carouselAlt: "एक चित्र",
  notice: "परीक्षा समय सारणी",
  ada: "डॉ. एडा लवलेस",
  adaDesignation: "प्राध्यापक",
  speakers: ["वक्ता एक", "वक्ता दो"],
  pageTitle: "हाइपरलिंकिंग नीति",
} as const;

type Yaml = Record<string, unknown>;

/** A new bilingual test pack's folder. */
export async function newBilingualTestPack(): Promise<string> {
  const pack = await newTestPack();
  write(pack, "files/notice-hi.pdf", await makePdf("Notice in Hindi"));
  const site = readYaml<Yaml & { department: Yaml; hod: Yaml; homeCarousel: Yaml[] }>(pack, "site.yaml");
  const page = (title: string) => ({ title, body: [`${title}: the text.`] });
  writeYaml(pack, "site.yaml", {
    languages: ["en", "hi"],
    ...site,
    department: { ...site.department, name: { en: site.department.name, hi: HINDI.department } },
    hod: { ...site.hod, message: { en: site.hod.message, hi: HINDI.hodMessage } },
    homeCarousel: site.homeCarousel.map((image, index) =>
      index === 0 ? { ...image, alt: { en: image.alt, hi: HINDI.carouselAlt } } : image,
    ),
    pages: {
      hyperlinking: { title: { en: "Hyperlinking policy", hi: HINDI.pageTitle }, body: ["Link to us freely."] },
      copyright: page("Copyright policy"),
      privacy: page("Privacy policy"),
      terms: page("Terms of use"),
      help: page("Help"),
      archival: page("Archival policy"),
    },
  });
  const notices = readYaml<Yaml[]>(pack, "notices.yaml");
  writeYaml(pack, "notices.yaml", [
    {
      title: { en: "Examination schedule", hi: HINDI.notice },
      file: { en: "files/a.pdf", hi: "files/notice-hi.pdf" },
      date: "2026-01-05",
    },
    ...notices,
  ]);
  const ada = readYaml<Yaml>(pack, "faculty/01-ada.yaml");
  writeYaml(pack, "faculty/01-ada.yaml", {
    ...ada,
    name: { en: ada.name, hi: HINDI.ada },
    designation: { en: ada.designation, hi: HINDI.adaDesignation },
  });
  const talks = readYaml<Yaml[]>(pack, "events/expert-talks.yaml");
  writeYaml(
    pack,
    "events/expert-talks.yaml",
    talks.map((talk) => ({ ...talk, speakers: { en: talk.speakers, hi: HINDI.speakers } })),
  );
  return pack;
}

/** Rewrites every YAML file of a pack folder in English only (its `languages` and pages kept unless `dropLanguages`). */
export function englishOnly(dir: string, dropLanguages = false): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".yaml")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const value = englishValues(YAML.parse(fs.readFileSync(file, "utf8"))) as Yaml;
    if (dropLanguages && file === path.join(dir, "site.yaml")) {
      delete value.languages;
      delete value.pages;
    }
    fs.writeFileSync(file, YAML.stringify(value));
  }
}
