/**
 * Dates and numbers in the page's language: English keeps the site's formats of before
 * (the spec's texts); another language formats through Intl in its locale (hi-IN).
 */
import { LANGUAGE_INFO, type Language } from "@dept/contract";

const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl date format per locale and options, made once. */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** The locale `lang`'s dates are written in, or `english` (each format's own) on the English site. */
export const localeOf = (lang: Language, english: string) => (lang === "en" ? english : LANGUAGE_INFO[lang].locale);

/** A whole number with the language's grouping ("1,234"; Hindi "1,234" in the Indian system). */
export const formatNumber = (value: number, lang: Language) =>
  new Intl.NumberFormat(localeOf(lang, "en")).format(value);
