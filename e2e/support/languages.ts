/**
 * The bilingual site in the browser tests (issue 27): every route of the public site, its address
 * in each language, the language a passage is in (its nearest `lang`), and the text of a page that
 * is in the page's own language, to look for the other language's chrome in it.
 */
import { readdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import {
  collectionPages,
  LANGUAGE_INFO,
  localizedPath,
  pagePath,
  publicationsCollection,
  SITE_PAGES,
  type Language,
} from "@dept/contract";
import { expect } from "../fixtures/test";
import { packYaml } from "./demo-pack";

/**
 * The routes of the router's table without parameters (packages/web/src/app/router.tsx and
 * config/paths.ts; the collections' pages from the registry, each academics option included), the
 * GIGW pages, a search with results, and the not-found page. Profiles are added by the spec.
 */
export const PLAIN_ROUTES: readonly string[] = [
  ...new Set([
    "/",
    "/about-us",
    "/faculty",
    publicationsCollection.page,
    "/academics/",
    ...Object.values(collectionPages),
    "/events/coder-of-the-month",
    "/search",
    "/search?q=semester",
    "/accessibility",
    "/sitemap",
    ...Object.values(SITE_PAGES),
    "/404-page-not-found",
  ]),
];

/** The address of a route in a language (issue 34): `/faculty`, `/hi/faculty`, `/hi/academics/syllabus`. */
export const address = (lang: Language, route: string): string => localizedPath(pagePath(route), lang);

/** The old hash address of a route, still valid: `/#/faculty`, `/hi/#/faculty`. */
export const hashAddress = (lang: Language, route: string): string => `${lang === "en" ? "/" : `/${lang}/`}#${route}`;

export const otherLanguage = (lang: Language): Language => (lang === "en" ? "hi" : "en");

/**
 * English words of the site's chrome (header, footer, page titles, states, the search form): none
 * may show on a Hindi page outside an element marked `lang="en"`.
 */
export const ENGLISH_CHROME = [
  "Home",
  "Academics",
  "Faculty",
  "Events",
  "Notices",
  "Schemes",
  "Competitions",
  "Workshops",
  "Expert Talks",
  "Value Added Courses",
  "Coder of the Month",
  "Publications",
  "Skip to main content",
  "Open menu",
  "Site search",
  "Search",
  "Accessibility statement",
  "Accessibility Statement",
  "Sitemap",
  "Last updated",
  "Total visitors",
  "Developed by",
  "Contact",
  "loading",
  "Nothing to show",
  "Quick Links",
  "Upload Date",
  "SR No.",
  "Page Not Found",
];

const DEVANAGARI = /\p{Script=Devanagari}/u;

/** The language a passage is in: the `lang` of its nearest element that has one. */
export const langOf = (locator: Locator): Promise<string | undefined> =>
  locator.evaluate((element) => element.closest("[lang]")?.getAttribute("lang") ?? undefined);

/**
 * Every text of the page in the document's own language, i.e. not inside an element marked with
 * another one: the title, the meta description, visible and hidden text nodes (closed menus too),
 * and the labels people hear (aria-label, title, alt, placeholder). Scripts and templates are not
 * text (the site content rides in the document as JSON).
 */
export function ownLanguageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const documentLang = document.documentElement.lang;
    const base = (lang: string) => lang.split("-")[0]!.toLowerCase();
    const own = (element: Element) =>
      base(element.closest("[lang]")?.getAttribute("lang") ?? documentLang) === base(documentLang);
    const texts = [document.title, document.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template, noscript") || !own(parent)) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder]")) {
      if (!own(element)) continue;
      for (const name of ["aria-label", "title", "alt", "placeholder"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts.filter((text) => text !== "");
  });
}

/** The texts of `texts` that show the other language: Devanagari on an English page, English chrome words on a Hindi one. */
export function otherLanguageTexts(texts: readonly string[], lang: Language): string[] {
  if (lang === "en") return texts.filter((text) => DEVANAGARI.test(text));
  const words = ENGLISH_CHROME.map(
    (word) => new RegExp(`(^|[^A-Za-z])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^A-Za-z])`),
  );
  return texts.filter((text) => words.some((word) => word.test(text)));
}

/**
 * The header's switch to the other language: one link, written in that language and marked with
 * it, to the same route there (the server's render names the language's root; the app adds the route).
 */
export async function expectSwitchToSameRoute(page: Page, lang: Language, route: string): Promise<void> {
  const target = otherLanguage(lang);
  const link = page.locator(`a[hreflang="${target}"]`);
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute("lang", target);
  await expect(link).toHaveText(LANGUAGE_INFO[target].name);
  await expect(link).toHaveAttribute("href", address(target, route));
}

/** A translatable text of the demo pack: its English, and its Hindi when the pack translates it. */
export interface PackText {
  en: string;
  hi?: string;
}

const packText = (value: unknown): PackText => {
  if (typeof value === "string") return { en: value };
  const map = value as { en: string; hi?: string; outdated?: true };
  return map.hi && !map.outdated ? { en: map.en, hi: map.hi } : { en: map.en };
};

/** The demo pack's faculty members (id and name), in file order. */
export function packFaculty(): { id: string; name: PackText }[] {
  const dir = new URL("../../content/faculty/", import.meta.url);
  return readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .map((file) => packYaml<{ id: string; name: unknown }>(`faculty/${file}`))
    .map((faculty) => ({ id: faculty.id, name: packText(faculty.name) }));
}

/** The demo pack's notice titles, in file order. */
export const packNoticeTitles = (): PackText[] =>
  packYaml<{ title: unknown }[]>("notices.yaml").map((notice) => packText(notice.title));
