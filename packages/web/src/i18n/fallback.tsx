/**
 * Marks a passage shown in English on a page in another language (WCAG 3.1.2): the element
 * showing an answer's value at `path` gets `lang="en"` when the answer names that path in its
 * `lang_fallback`. English answers name none, so English pages are unchanged.
 */
import { isFallback } from "@dept/contract";
import { useLanguage } from "./i18n";

/** `"en"` for the `lang` attribute of the element showing `path` of `answer` when it fell back to English; else undefined (no attribute). */
export const fallbackLang = (
  answer: { lang_fallback?: readonly string[] } | undefined,
  path: string,
): "en" | undefined => (isFallback(answer, path) ? "en" : undefined);

/** Text inside a sentence: in a `<span lang="en">` when it fell back to English, else as it is (English pages unchanged). */
export function Marked({ lang, children }: { lang: "en" | undefined; children: React.ReactNode }) {
  return lang ? <span lang={lang}>{children}</span> : children;
}

/**
 * For content that is never translated (faculty educations and sections, publications): "en" on a
 * page in another language, so the passage is marked as English; nothing on English pages.
 */
export const useEnglishOnly = (): "en" | undefined => (useLanguage() === "en" ? undefined : "en");
