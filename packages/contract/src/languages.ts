/**
 * The site's languages (issue 27, GIGW): English always, and at most one second language chosen by
 * the department in site.yaml's `languages`. A translatable field (the registry marks which: text a
 * visitor reads, never URLs, dates, ids or numbers) holds either a plain value, which is English,
 * or a translation map `{en, hi}`; every pack written before languages existed stays valid.
 *
 * Stored records (server) keep a translation as a tagged object `{"$t": {en, hi}}`, unambiguous
 * wherever it sits; a language's answers are made from them by `localizeRecord`, which picks the
 * language's value, falls back to English where there is none, and names the fallbacks in
 * `lang_fallback` so the site can mark those passages `lang="en"`.
 *
 * No zod here (the public site imports this at start): the schemas of languages and translations
 * are in ./translatable.ts.
 */

/** Languages with a chrome catalogue in the site: English and the second languages one may choose. */
export const SECOND_LANGUAGES = ["hi"] as const;
export type SecondLanguage = (typeof SECOND_LANGUAGES)[number];
export type Language = "en" | SecondLanguage;
export const LANGUAGES: readonly Language[] = ["en", ...SECOND_LANGUAGES];
export const DEFAULT_LANGUAGE = "en" satisfies Language;

export interface LanguageInfo {
  /** The language's name in itself: the switch's text. */
  name: string;
  /** Its name in English (editor labels). */
  englishName: string;
  /** The locale dates and numbers are formatted in (Intl). */
  locale: string;
  /** A script the site ships a font for (the Devanagari font loads only on these pages). */
  script?: "Devanagari";
}

export const LANGUAGE_INFO: Readonly<Record<Language, LanguageInfo>> = {
  en: { name: "English", englishName: "English", locale: "en-IN" },
  hi: { name: "हिन्दी", englishName: "Hindi", locale: "hi-IN", script: "Devanagari" },
};

/** The address of a language's version of the site: `/` for English, `/hi/` for Hindi (hash routes follow it). */
export const languageRoot = (lang: Language): string => (lang === "en" ? "/" : `/${lang}/`);

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The languages of a site content value (site.yaml, stored or served): English and its second language, if any. */
export function languagesOf(site: { languages?: readonly string[] } | undefined): Language[] {
  return (site?.languages ?? [DEFAULT_LANGUAGE]).filter(isLanguage);
}

/** The second language of a site, if it has one. */
export const secondLanguageOf = (site: { languages?: readonly string[] } | undefined): SecondLanguage | undefined =>
  languagesOf(site).find((lang): lang is SecondLanguage => lang !== "en");

/**
 * A translated value as a pack and the editor write it: English required, the second language
 * optional, and `outdated` when the English changed after the translation was made (the public
 * site then shows the English, marked, until the translation is updated).
 */
export type Translation<T> = { en: T; outdated?: true } & Partial<Record<SecondLanguage, T>>;
export type Translatable<T> = T | Translation<T>;

const TRANSLATION_KEYS = new Set<string>(["en", "outdated", ...SECOND_LANGUAGES]);
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a field's value is a translation map (only where the registry marks the field translatable). */
export function isTranslation(value: unknown): value is Translation<unknown> {
  return isPlainObject(value) && "en" in value && Object.keys(value).every((key) => TRANSLATION_KEYS.has(key));
}

/** The English value of a translatable field's value (the value itself when it is plain). */
export function englishOf<T>(value: Translatable<T>): T {
  return isTranslation(value) ? (value.en as T) : (value as T);
}

/**
 * Any value (a pack's YAML, an entry's data) with every translation map in it replaced by its
 * English: the content as a one-language site has it.
 */
export function englishValues(value: unknown): unknown {
  if (isTranslation(value)) return englishValues(value.en);
  if (Array.isArray(value)) return value.map(englishValues);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, englishValues(inner)]));
  return value;
}

/**
 * A translatable field's value in `lang`: the translation when there is one and it is not
 * outdated, else the English, with `fallback` saying so (a plain value is English).
 */
export function valueIn<T>(value: Translatable<T>, lang: Language): { value: T; fallback: boolean } {
  if (lang === "en") return { value: englishOf(value), fallback: false };
  if (isTranslation(value) && value[lang] !== undefined && !value.outdated)
    return { value: value[lang] as T, fallback: false };
  return { value: englishOf(value), fallback: true };
}

/**
 * Whether a value still needs its translation into `lang`: "missing" (no translation, or a plain
 * English value) or "outdated"; undefined when it is translated.
 */
export function translationState(value: unknown, lang: SecondLanguage): "missing" | "outdated" | undefined {
  if (!isTranslation(value) || isEmptyValue(value[lang])) return "missing";
  return value.outdated ? "outdated" : undefined;
}

/** A value that says nothing: absent, an empty text or an empty list (never shown in place of the English). */
export const isEmptyValue = (value: unknown): boolean =>
  value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** The key of a translation in a stored record: `{"$t": {en: …, hi: …}}`. */
export const TRANSLATION_TAG = "$t";
export type TaggedTranslation<T> = { [TRANSLATION_TAG]: { en: T } & Partial<Record<SecondLanguage, T>> };

const isTagged = (value: unknown): value is TaggedTranslation<unknown> =>
  isPlainObject(value) && Object.keys(value).length === 1 && isPlainObject(value[TRANSLATION_TAG]);

/**
 * A translatable field's value as a record stores it: always tagged, a plain value as its English,
 * without what the public site never shows as a translation: an empty or outdated one, or one that
 * is the English itself (copied and not yet translated: marked as English where it is shown).
 * Tagged, every translatable value is known as one where answers are made, so an English one is a
 * fallback there.
 */
export function tagTranslation(value: unknown): TaggedTranslation<unknown> {
  if (!isTranslation(value)) return { [TRANSLATION_TAG]: { en: value } };
  const shown: Record<string, unknown> = { en: value.en };
  const english = JSON.stringify(value.en);
  for (const lang of SECOND_LANGUAGES) {
    const translated = value[lang];
    if (!isEmptyValue(translated) && !value.outdated && JSON.stringify(translated) !== english)
      shown[lang] = translated;
  }
  return { [TRANSLATION_TAG]: shown } as TaggedTranslation<unknown>;
}

/** A stored value with `map` applied to each language's value (a record builder's join of a list, a file's URL). */
export function mapTranslated<T, U>(value: T | TaggedTranslation<T>, map: (value: T) => U): U | TaggedTranslation<U> {
  if (!isTagged(value)) return map(value as T);
  const languages = value[TRANSLATION_TAG] as Record<string, T>;
  return {
    [TRANSLATION_TAG]: Object.fromEntries(Object.entries(languages).map(([lang, item]) => [lang, map(item)])),
  } as TaggedTranslation<U>;
}

/** The field of an answer naming, for a language other than English, the paths (`title`, `hod.message`) shown in English. */
export const FALLBACK_FIELD = "lang_fallback";

/** `value` with every tagged translation replaced by its value in `lang` (English where there is none); `fallbacks` gets each English path. */
function localizeValue(value: unknown, lang: Language, path: string, fallbacks: string[]): unknown {
  if (isTagged(value)) {
    const languages = value[TRANSLATION_TAG] as Record<string, unknown>;
    if (lang !== "en" && languages[lang] === undefined) fallbacks.push(path);
    return lang !== "en" && languages[lang] !== undefined ? languages[lang] : languages.en;
  }
  if (Array.isArray(value))
    return value.map((item, index) => localizeValue(item, lang, path ? `${path}.${index}` : String(index), fallbacks));
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value))
      result[key] = localizeValue(item, lang, path ? `${path}.${key}` : key, fallbacks);
    return result;
  }
  return value;
}

/**
 * A stored record's data in `lang`: English exactly as stored before languages existed (same keys,
 * same order); another language with `lang_fallback` listing the paths shown in English, when any.
 */
export function localizeRecord(data: Record<string, unknown>, lang: Language): Record<string, unknown> {
  const fallbacks: string[] = [];
  const localized = localizeValue(data, lang, "", fallbacks) as Record<string, unknown>;
  return fallbacks.length === 0 ? localized : { ...localized, [FALLBACK_FIELD]: fallbacks };
}

/**
 * Whether the element showing `path` of an answer (`title`, `hod.message`, `quickLinks.2.label`)
 * shows English in place of the page's language: the path or one holding it fell back.
 */
export function isFallback(answer: { [FALLBACK_FIELD]?: readonly string[] } | undefined, path: string): boolean {
  const paths = answer?.[FALLBACK_FIELD];
  return paths !== undefined && paths.some((fallback) => fallback === path || path.startsWith(`${fallback}.`));
}
