/**
 * What the served document says of its language (issue 27): `/` is English and `/hi/` the same app
 * in Hindi. A site with two languages names both versions of the page in `hreflang` alternates;
 * each document preloads its own language's chrome catalogue (the Hindi one starts the Devanagari
 * font: only Hindi pages load it), and its route hints ask the API for answers in its language.
 */
import { feedPathsIn, LANGUAGE_QUERY_PARAMETER, languageRoot, type Language } from "@dept/contract";
import { SERVER_TEXTS } from "../texts.js";
import { assetsBeyondDocument, type Manifest } from "./manifest.js";

/** A language's chrome catalogue in the web build: its chunk with the chunks it imports, and their stylesheets. */
export interface CatalogueAssets {
  scripts: string[];
  styles: string[];
}

/** The document's language and the site's languages (both versions are named when there are two). */
export interface DocumentLanguage {
  lang: Language;
  languages: readonly Language[];
  /** This language's catalogue, when the build's manifest names it. */
  catalogue?: CatalogueAssets;
}

/** The web build's manifest key of a language's catalogue (packages/web/src/i18n/load-catalogue.ts imports it). */
export const catalogueModule = (lang: Language): string => `src/i18n/catalogues/${lang}.ts`;

/** Each language's catalogue assets the manifest names: what the document of that language preloads. */
export function catalogueAssets(manifest: Manifest, languages: readonly Language[]): Map<Language, CatalogueAssets> {
  const assets = new Map<Language, CatalogueAssets>();
  for (const lang of languages) {
    const found = assetsBeyondDocument(manifest, catalogueModule(lang));
    if (found && found.scripts.length + found.styles.length > 0) assets.set(lang, found);
  }
  return assets;
}

/** An API URL of a route hint asked in `lang` (`lang` last, as the app asks: packages/web/src/lib/api.ts). */
export function apiUrlIn(url: string, lang: Language): string {
  if (lang === "en") return url;
  return `${url}${url.includes("?") ? "&" : "?"}${LANGUAGE_QUERY_PARAMETER}=${lang}`;
}

/** The feeds a document links to, its language's, with their titles. */
export function documentFeeds(
  lang: Language,
  department: string,
): { rss: string; atom: string; title: (format: string) => string } {
  const paths = feedPathsIn(lang);
  return {
    rss: paths.noticesRss,
    atom: paths.noticesAtom,
    title: (format) => `${department}: ${SERVER_TEXTS[lang].notices} (${format})`,
  };
}

/**
 * The `hreflang` alternates of a document (every version of the page, and English as the default
 * for other languages); none on a one-language site. `absolute` makes a path an address.
 */
export function languageAlternates(
  languages: readonly Language[],
  absolute: (path: string) => string,
  escape: (text: string) => string,
): string {
  if (languages.length < 2) return "";
  const link = (hreflang: string, lang: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escape(absolute(languageRoot(lang)))}" />`;
  return [...languages.map((lang) => link(lang, lang)), link("x-default", "en")].join("");
}
