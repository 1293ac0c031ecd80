/**
 * GET /admin/api/translations: the site's languages (its live site content's) and the entries with
 * translations missing or outdated. The forms read the second language from it, so a one-language
 * site's forms stay as they were; the Translations page lists the entries.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { secondLanguageOf } from "@dept/contract";
import { adminCall } from "../lib/api-client";
import { queryKeys } from "./query-keys";

export const getTranslations = () => adminCall("translations");

export const translationsQueryOptions = () => queryOptions({ queryKey: queryKeys.translations, queryFn: getTranslations });

export const useTranslations = () => useQuery(translationsQueryOptions());

/**
 * The site's second language, once known: `settled` is false while it loads. An answer that failed
 * counts as English alone, so no form is held up by it (the page says nothing of translations then).
 */
export function useSecondLanguage() {
  const translations = useTranslations();
  return { second: secondLanguageOf(translations.data), settled: !translations.isPending };
}
