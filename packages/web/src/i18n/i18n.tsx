/**
 * The chrome's language in React: the page's language and its catalogue, given once at the top
 * (main.tsx after loading the catalogue, entry-server.tsx with both imported), read by `useT()`
 * and `useLanguage()` anywhere below.
 */
import { createContext, useContext } from "react";
import type { Language } from "@dept/contract";
import type { Catalogue } from "./catalogues/en";

interface I18n {
  lang: Language;
  t: Catalogue;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  lang,
  catalogue,
  children,
}: {
  lang: Language;
  catalogue: Catalogue;
  children: React.ReactNode;
}) {
  return <I18nContext.Provider value={{ lang, t: catalogue }}>{children}</I18nContext.Provider>;
}

function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useT and useLanguage need an I18nProvider above them");
  return i18n;
}

/** The current language's chrome texts. */
export const useT = (): Catalogue => useI18n().t;

/** The page's language (`en` or the site's second language). */
export const useLanguage = (): Language => useI18n().lang;
