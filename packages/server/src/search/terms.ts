/**
 * Words for site search, the same on SQLite and PostgreSQL: text is reduced here to lowercase
 * words (letters, digits and the marks of their own script, Latin accents removed, in NFC) before
 * either engine sees it, so both tokenise the same plain words and match them the same way (every
 * query word as a prefix, all of them required). Neither engine's query syntax ever sees the
 * visitor's text: a query is only words.
 *
 * Marks: a Devanagari (or any Indic script's) vowel sign, virama or nukta belongs to its script
 * and is part of the word ("छात्रवृत्ति" stays one word, and "छात्र" never matches "छत्र"); only
 * the generic combining characters (Unicode script "Inherited": the accents of Latin, Greek and
 * Cyrillic, the joiners ZWJ and ZWNJ, variation selectors) are dropped, by the contract's
 * `foldText`, so "Résumé" is "resume" and "क्\u200Dष" is "क्ष".
 */
import { foldText } from "@dept/contract";

/** The most words of a query that count. */
export const MAX_QUERY_WORDS = 8;

/** A word of folded text: letters, digits and the marks of their script (nothing Inherited is left). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * A word as written, before folding: also its Inherited characters, so a joiner inside an Indic
 * word or an accent does not split it (the snippet finds words in the text as written).
 */
const WRITTEN_WORD = /[\p{L}\p{M}\p{N}\p{Script=Inherited}]+/gu;

/**
 * The lowercase words of `text` in NFC, accents removed: "Résumé 2026-27" gives ["resume", "2026",
 * "27"]; "प्रवेश सूचना" gives ["प्रवेश", "सूचना"], its vowel signs and viramas kept.
 */
export const words = (text: string): string[] => foldText(text).match(WORD) ?? [];

/** One word of a text as `words` gives it; plain ASCII (most words) without the Unicode work. */
const foldWord = (word: string): string => (/^[\w]*$/.test(word) ? word.toLowerCase() : (words(word)[0] ?? ""));

/** What an engine indexes for `text`: its words joined by spaces. */
export const indexedText = (text: string): string => words(text).join(" ");

/**
 * The query as phrases: text in double quotes is one phrase (its words in that order, next to each
 * other), every other word a phrase of its own. At most MAX_QUERY_WORDS words count.
 */
export function queryPhrases(query: string): string[][] {
  const phrases: string[][] = [];
  let budget = MAX_QUERY_WORDS;
  query.split('"').forEach((segment, index) => {
    const found = words(segment);
    const quoted = index % 2 === 1;
    for (const group of quoted ? [found] : found.map((word) => [word])) {
      const phrase = group.slice(0, budget);
      if (phrase.length === 0 || phrases.some((known) => known.join(" ") === phrase.join(" "))) continue;
      phrases.push(phrase);
      budget -= phrase.length;
    }
  });
  return phrases;
}

/**
 * A query word of three or more characters, not all digits, also matches the words it starts
 * ("schedul" finds "schedules"); a shorter one or a number only the same word (so "2" does not
 * find every "2026"; the same for "२" and "२०२६"). The length is that of the NFC word, marks
 * counted: "छात्र" (five characters) is a prefix, "छा" (two) is not.
 */
export const isPrefixTerm = (term: string): boolean => term.length >= 3 && !/^\p{N}+$/u.test(term);

const termMatches = (term: string, word: string) => (isPrefixTerm(term) ? word.startsWith(term) : word === term);

/** SQLite FTS5: each phrase quoted (words hold only letters and digits), its last word a prefix where it may be; all required. */
export const fts5Query = (phrases: string[][]): string =>
  phrases.map((phrase) => `"${phrase.join(" ")}"${isPrefixTerm(phrase.at(-1)!) ? "*" : ""}`).join(" ");

/** PostgreSQL to_tsquery('simple', …): the same phrases (words followed by each other, `<->`), all required. */
export const tsQuery = (phrases: string[][]): string =>
  phrases
    .map((phrase) =>
      phrase.map((word, i) => (i === phrase.length - 1 && isPrefixTerm(word) ? `${word}:*` : word)).join(" <-> "),
    )
    .join(" & ");

const phraseMatchesAt = (present: string[], phrase: string[], at: number) =>
  phrase.every((term, i) => {
    const word = present[at + i];
    return word !== undefined && (i === phrase.length - 1 ? termMatches(term, word) : word === term);
  });

/** Whether every phrase of the query is in `present` (the words of a text), as the engines match. */
export function containsAll(present: string[], phrases: string[][]): boolean {
  return phrases.every((phrase) => present.some((_word, at) => phraseMatchesAt(present, phrase, at)));
}

/** Whether every phrase of the query is in `text`, as the engines match. */
export const matchesAll = (text: string, phrases: string[][]): boolean => containsAll(words(text), phrases);

export interface SnippetPart {
  text: string;
  /** A word that matched the query. */
  mark?: true;
}

const SNIPPET_BEFORE = 60;
const SNIPPET_LENGTH = 200;

/**
 * A short passage of `text` around its first matching word, split into parts with the matched
 * words marked. The client renders the parts as text: nothing in them is markup.
 */
export function snippet(text: string, phrases: string[][]): SnippetPart[] {
  const flat = text.replace(/\s+/g, " ").trim();
  const spans = [...flat.matchAll(WRITTEN_WORD)].map((match) => ({
    index: match.index,
    length: match[0].length,
    word: foldWord(match[0]),
  }));
  const present = spans.map((span) => span.word);
  // Every word that is part of a whole phrase match is marked.
  const marked = new Set<number>();
  present.forEach((_word, at) => {
    for (const phrase of phrases)
      if (phraseMatchesAt(present, phrase, at)) for (let i = 0; i < phrase.length; i += 1) marked.add(at + i);
  });
  const found = spans.filter((_span, i) => marked.has(i));
  const first = found[0]?.index ?? 0;
  let start = Math.max(0, first - SNIPPET_BEFORE);
  if (start > 0) start = flat.indexOf(" ", start) + 1 || start;
  let end = Math.min(flat.length, start + SNIPPET_LENGTH);
  if (end < flat.length) end = flat.lastIndexOf(" ", end) > first ? flat.lastIndexOf(" ", end) : end;

  const parts: SnippetPart[] = [];
  const push = (piece: string, mark?: true) => {
    if (piece !== "") parts.push(mark ? { text: piece, mark } : { text: piece });
  };
  if (start > 0) push("…");
  let at = start;
  for (const { index, length } of found) {
    if (index < start || index + length > end) continue;
    push(flat.slice(at, index));
    push(flat.slice(index, index + length), true);
    at = index + length;
  }
  push(flat.slice(at, end));
  if (end < flat.length) push("…");
  return parts;
}
