/**
 * GET /admin/api/translations: the site's languages (its live site content's) and the entries with
 * translations missing or outdated, for the Translations page. The forms read the second language
 * from the session (a cheap answer every page has), so a one-language site's forms stay as they were.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { secondLanguageOf } from "@dept/contract";
import { adminCall } from "../lib/api-client";
import { useSession } from "./get-session";
import { queryKeys } from "./query-keys";

export const getTranslations = () => adminCall("translations");

export const translationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.translations, queryFn: getTranslations });

export const useTranslations = () => useQuery(translationsQueryOptions());

/**
 * The site's second language, from the session (the published site's languages): `settled` is
 * false while the session loads, which the editor's gate waits for anyway.
 */
export function useSecondLanguage() {
  const session = useSession();
  return { second: secondLanguageOf(session.data), settled: !session.isPending };
}
