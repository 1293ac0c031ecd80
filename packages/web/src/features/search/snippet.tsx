/** A search result's snippet: the matched words marked, in the language its text is in. */
import type { SnippetPart } from "@dept/contract";
import { useLanguage } from "../../i18n/i18n";

/** A script other than Latin: text of the page's own language on a page in a second language (Hindi's Devanagari). */
const NON_LATIN_LETTER = /[^\P{L}\p{Script=Latin}]/u;

/**
 * A passage of the matched text. On a page in a second language it may be of the English the
 * index holds for it (an untranslated field, an English PDF), whatever the title's language: a
 * snippet with letters of no script but Latin is English (the site's only other language), marked so.
 */
export function Snippet({ parts }: { parts: SnippetPart[] }) {
  const page = useLanguage();
  if (parts.length === 0) return null;
  const english = page !== "en" && !parts.some((part) => NON_LATIN_LETTER.test(part.text));
  return (
    <p className="search-result__snippet" lang={english ? "en" : undefined}>
      {parts.map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : part.text))}
    </p>
  );
}
