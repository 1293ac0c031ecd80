/**
 * The rules of an entry's values, written once in zod/mini so that the classic zod schemas of the
 * collections (collections.ts) and the zod/mini site schema (site.ts, parsed in the public bundle)
 * share them: a required text says "Required" when empty, whitespace only or missing; every text
 * is trimmed and has a maximum (./limits.ts); a URL is an absolute http(s) address with nothing in
 * it that would need escaping; an email is an email.
 */
import * as z from "zod/mini";
import { EMAIL_MAX, FACULTY_ID_MAX, FACULTY_ID_PATTERN, tooLongWords, URL_MAX } from "./limits.js";

/** The message of an empty or missing required value, in the pack's report, the API and the form. */
export const REQUIRED = "Required";

/** A missing value is "Required"; any other wrong type keeps zod's own words ("expected string, received number"). */
const requiredError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === "" ? REQUIRED : undefined;

// The words are made when a text is too long, not when the schema is: formatting a number takes
// ICU's time, and the public site makes many schemas as its script starts.
const tooLong = (max: number) => z.maxLength(max, { error: () => tooLongWords(max) });
const notEmpty = () => z.minLength(1, { error: REQUIRED, abort: true });

/** A trimmed text of at most `max` characters, which may be empty. */
export const boundedText = (max: number) => z.string({ error: requiredError }).check(z.trim(), tooLong(max));

/** A trimmed text of 1 to `max` characters: "Required" when empty or only whitespace. */
export const requiredText = (max: number) =>
  z.string({ error: requiredError }).check(z.trim(), notEmpty(), tooLong(max));

/** A date written YYYY-MM-DD (what a date input gives): "Required" when empty. */
export const isoDateText = z
  .string({ error: requiredError })
  .check(z.trim(), notEmpty(), z.regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD"));

/** Characters a URL holds only percent-encoded: whitespace, control characters and " < > ` { } | \ ^. */
const NEEDS_ESCAPING = /[\s\p{Cc}"<>`{}|\\^]/u;

/** The WHATWG URL parser every runtime of the contract has (browsers, Node); its lib names no DOM or Node types. */
declare const URL: new (input: string) => { hostname: string };

/** An absolute http:// or https:// URL with a host, holding nothing that would need escaping. */
export function isSafeHttpUrl(value: string): boolean {
  if (NEEDS_ESCAPING.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== "";
  } catch {
    return false;
  }
}

export const URL_RULE =
  'Enter a full address starting with http:// or https://, without spaces or " < > ` { } | \\ ^ in it.';

/** A link's address (site links, credits, a LinkedIn profile): required, trimmed, safe to put in an attribute. */
export const httpUrl = z
  .string({ error: requiredError })
  .check(z.trim(), notEmpty(), tooLong(URL_MAX), z.refine(isSafeHttpUrl, URL_RULE));

export const EMAIL_RULE = "Enter an email address such as name@example.edu.";

/** An email address (a faculty member's, the department's contact): trimmed first, then checked; "Required" when empty. */
export const emailAddress = z
  .string({ error: requiredError })
  .check(z.trim(), notEmpty(), tooLong(EMAIL_MAX), z.regex(z.regexes.email, EMAIL_RULE));

/** Faculty ids: 1 to 200 characters of letters, digits, dot, underscore or hyphen (./limits.ts). */
export const facultyId = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(FACULTY_ID_MAX),
    z.regex(FACULTY_ID_PATTERN, "must be letters, digits, '.', '_' or '-'"),
  );
