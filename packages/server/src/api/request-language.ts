/**
 * The `lang` query parameter of the public GETs (issue 27): absent or `en` is English, exactly as
 * before languages existed; another language only when the site has it. Anything else is a 400
 * naming the site's languages, so a typo never silently answers in English.
 */
import { DEFAULT_LANGUAGE, LANGUAGE_QUERY_PARAMETER, type Language } from "@dept/contract";
import { HttpError } from "../http-error.js";

/** The language a request asks for by its `lang` query parameter, one of the site's `languages`. */
export function requestedLanguage(query: unknown, languages: readonly Language[]): Language {
  const value = (query as Record<string, unknown> | undefined)?.[LANGUAGE_QUERY_PARAMETER];
  if (value === undefined || value === DEFAULT_LANGUAGE) return DEFAULT_LANGUAGE;
  const found = languages.find((lang) => lang === value);
  if (!found) throw new HttpError(400, "bad_request", `lang must be one of: ${languages.join(", ")}`);
  return found;
}
