/**
 * The page's language comes from its address (issue 27): `/hi/…` is Hindi, everything else
 * English. No cookie and no setting: switching language is following a link to the other prefix.
 */
import { localizedPath, SECOND_LANGUAGES, type Language } from "@dept/contract";

/** The language of a document path: a second language's prefix (`/hi/`, or `/hi` itself), else English. */
export function languageOfPath(pathname: string): Language {
  return SECOND_LANGUAGES.find((lang) => pathname === `/${lang}` || pathname.startsWith(`/${lang}/`)) ?? "en";
}

/** This page's language: fixed for the document's life (the server renders `/hi/` in Hindi). */
export const PAGE_LANGUAGE: Language = typeof window === "undefined" ? "en" : languageOfPath(window.location.pathname);

/** The address of the same route in `lang`: `/faculty/3?x=1` in Hindi is `/hi/faculty/3?x=1`. */
export function routeIn(lang: Language, path: string, search = ""): string {
  return `${localizedPath(path || "/", lang)}${search ? `?${search}` : ""}`;
}
