/**
 * The page's language comes from its address (issue 27): `/hi/…` is Hindi, everything else
 * English. No cookie and no setting: switching language is following a link to the other prefix.
 */
import { languageRoot, SECOND_LANGUAGES, type Language } from "@dept/contract";

/** The language of a document path: a second language's prefix (`/hi/`, or `/hi` itself), else English. */
export function languageOfPath(pathname: string): Language {
  return SECOND_LANGUAGES.find((lang) => pathname === `/${lang}` || pathname.startsWith(`/${lang}/`)) ?? "en";
}

/** This page's language: fixed for the document's life (the server renders `/hi/` in Hindi). */
export const PAGE_LANGUAGE: Language = typeof window === "undefined" ? "en" : languageOfPath(window.location.pathname);

/**
 * The address of the same route in `lang`: its root, with the hash route unless it is home (so the
 * server's render, which cannot see the hash, and the app agree on the home page's link).
 */
export function routeIn(lang: Language, path: string, search = ""): string {
  if ((path === "/" || path === "") && search === "") return languageRoot(lang);
  return `${languageRoot(lang)}#${path}${search ? `?${search}` : ""}`;
}
