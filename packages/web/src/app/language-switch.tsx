/**
 * The header's link to the same route in the site's other language (GIGW, issue 27): written in
 * that language and marked with it (`<a lang="hi" hreflang="hi">हिन्दी</a>`). Only on a site with
 * two languages. Its address follows the route, so the visitor lands where they were.
 */
import { LANGUAGE_INFO, languagesOf } from "@dept/contract";
import { useLanguage } from "../i18n/i18n";
import { routeIn } from "../i18n/language";
import { useSite } from "../lib/site";
import { useNavigationEntry } from "./location";

export function LanguageSwitch() {
  const languages = languagesOf(useSite());
  const current = useLanguage();
  const { path, search } = useNavigationEntry();
  const other = languages.find((lang) => lang !== current);
  if (languages.length < 2 || !other) return null;
  return (
    <a className="language-switch" lang={other} hrefLang={other} href={routeIn(other, path, search)}>
      {LANGUAGE_INFO[other].name}
    </a>
  );
}
