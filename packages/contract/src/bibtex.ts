/**
 * BibTeX of faculty publications (issue 25): one entry for the site's "Cite" dialog, a whole list
 * for the `.bib` download (GET /api/publications.bib). Pure functions on the API's publication
 * shape, shared by the server and the web app.
 *
 * Text fields escape BibTeX's and LaTeX's special characters (& % $ # _ { } ~ ^ \) and keep other
 * characters as UTF-8 (biber and BibTeX 0.99d+ read it). `doi` and `url` are verbatim fields in
 * biblatex and hyperref, so they are written as they are, with only the characters that would
 * break a braced value percent-encoded.
 *
 * Cite keys are the first author's family name, the year and the first significant word of the
 * title, folded to ASCII letters and digits (`varekar2024graph`): the same publication always gets
 * the same key. In a list, publications that share a key get a, b, c... in the order of their
 * publication keys, so the suffixes do not depend on the order of the list either.
 */
import type { PublicationType } from "./publication-filters.js";
import type { Publication } from "./publication-shape.js";

type EntryKind = { entry: string; venueField?: string; note?: string };

/** The BibTeX entry type of each publication type, and the field its venue goes in. */
const ENTRY_KINDS: Record<PublicationType, EntryKind> = {
  article: { entry: "article", venueField: "journal" },
  conference: { entry: "inproceedings", venueField: "booktitle" },
  chapter: { entry: "incollection", venueField: "booktitle" },
  book: { entry: "book", venueField: "publisher" },
  preprint: { entry: "misc", venueField: "howpublished", note: "Preprint" },
  thesis: { entry: "misc", venueField: "howpublished", note: "Thesis" },
  dataset: { entry: "misc", venueField: "howpublished", note: "Dataset" },
  other: { entry: "misc", venueField: "howpublished" },
};

const SPECIAL: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
};

/** Words that never make a cite key's title part. */
const STOP_WORDS = new Set([
  "a",
  "an",
  "the",
  "on",
  "of",
  "in",
  "for",
  "to",
  "and",
  "with",
  "at",
  "by",
  "from",
  "towards",
  "toward",
]);

/** A text field's value: specials escaped, whitespace (line breaks included) collapsed. */
function escapeBibtex(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\{}&%$#_~^]/g, (character) => SPECIAL[character] ?? character);
}

/** A verbatim field's value (doi, url): braces, backslashes and spaces percent-encoded. */
function verbatim(text: string): string {
  return text.trim().replace(/[{}\\\s]/g, (character) => encodeURIComponent(character));
}

/** Lowercase words that begin a family name ("van der Berg", "de la Cruz", "bin Salleh"). */
const PARTICLES = new Set([
  "van",
  "von",
  "der",
  "den",
  "de",
  "del",
  "della",
  "di",
  "da",
  "dos",
  "das",
  "du",
  "la",
  "le",
  "ten",
  "ter",
  "bin",
  "ibn",
  "al",
  "el",
]);
const HONORIFICS = /^(?:dr|prof|professor|mr|mrs|ms|sir)\.?$/i;

/**
 * One author in an `author` list as `{Family}, Given`: the family name braced whole, so BibTeX and
 * biber keep particles and multi-word family names ("Zoë Van der Berg" is `{Van der Berg}, Zoë`,
 * not family "Berg"). A family name a source gave (Crossref's `family`: "García Márquez") is the
 * split; otherwise a name already written "Family, Given" keeps its split, and particles start
 * the family name.
 */
export function authorName(name: string, family?: string): string {
  const escaped = escapeBibtex(name);
  const given = family === undefined ? undefined : givenPart(escaped, escapeBibtex(family));
  if (given !== undefined) return given === "" ? `{${escapeBibtex(family!)}}` : `{${escapeBibtex(family!)}}, ${given}`;
  // A name holding the word "and" (an organisation) is braced whole, so it stays one name.
  if (/\band\b/i.test(escaped)) return `{${escaped}}`;
  const comma = escaped.indexOf(",");
  if (comma > 0) return `{${escaped.slice(0, comma).trim()}}, ${escaped.slice(comma + 1).trim()}`.replace(/, $/, "");
  const words = escaped.split(" ").filter((word) => word !== "");
  if (words.length < 2) return `{${escaped}}`;
  let start = words.length - 1;
  while (start > 1 && PARTICLES.has(words[start - 1]!.toLowerCase())) start -= 1;
  return `{${words.slice(start).join(" ")}}, ${words.slice(0, start).join(" ")}`;
}

/** The name before `family` when the name ends with it; undefined when it does not. */
function givenPart(name: string, family: string): string | undefined {
  if (family === "" || !name.endsWith(family)) return undefined;
  const given = name.slice(0, name.length - family.length);
  return given === "" || given.endsWith(" ") ? given.trim() : undefined;
}

/** A member's name as a BibTeX author when no source names the work's authors: honorifics dropped. */
function memberAuthor(name: string): string {
  return authorName(
    name
      .split(/\s+/)
      .filter((word) => !HONORIFICS.test(word))
      .join(" "),
  );
}

/** Lowercase ASCII letters and digits only (diacritics dropped). */
function keyPart(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

/** "Family, Given" or "Given Family": the family name, as BibTeX reads a name. */
function familyName(name: string): string {
  const trimmed = name.trim();
  const comma = trimmed.indexOf(",");
  if (comma > 0) return trimmed.slice(0, comma);
  return trimmed.split(/\s+/).at(-1) ?? "";
}

/** The key a publication gets on its own: family name + year + first significant title word. */
export function baseCiteKey(p: Pick<Publication, "authors" | "title" | "year">): string {
  const first = p.authors[0];
  const family = keyPart(first?.family ?? familyName(first?.name ?? "")) || "anon";
  const word = p.title
    .split(/\s+/)
    .map(keyPart)
    .find((part) => part !== "" && !STOP_WORDS.has(part));
  return `${family}${p.year ?? ""}${word ?? ""}`;
}

/** The cite key of each publication of a list (by publication key), unique within the list. */
export function citeKeys(ps: readonly Publication[]): Map<string, string> {
  const groups = new Map<string, string[]>();
  for (const p of ps) {
    const base = baseCiteKey(p);
    groups.set(base, [...(groups.get(base) ?? []), p.key]);
  }
  const keys = new Map<string, string>();
  for (const [base, members] of groups) {
    const ordered = [...new Set(members)].sort();
    ordered.forEach((key, index) => keys.set(key, ordered.length === 1 ? base : `${base}${suffix(index)}`));
  }
  return keys;
}

/** a, b, ... z, aa, ab, ...: the suffix of the index-th publication sharing a key. */
function suffix(index: number): string {
  const letter = String.fromCharCode(97 + (index % 26));
  return index < 26 ? letter : `${suffix(Math.floor(index / 26) - 1)}${letter}`;
}

/**
 * One publication as a BibTeX entry; `citeKey` defaults to its own key (baseCiteKey). A work no
 * source names authors for has the members whose work it is as its `author` (`names`: faculty id
 * to display name), honorifics dropped; with no name known, no `author` field.
 */
export function bibtexEntry(
  p: Publication,
  citeKey: string = baseCiteKey(p),
  names: ReadonlyMap<string, string> = new Map(),
): string {
  const kind = ENTRY_KINDS[p.type];
  const authors =
    p.authors.length > 0
      ? p.authors.map((author) => authorName(author.name, author.family))
      : p.faculty.flatMap((id) => (names.has(id) ? [memberAuthor(names.get(id)!)] : []));
  const fields: [string, string][] = [];
  if (authors.length > 0) fields.push(["author", authors.join(" and ")]);
  fields.push(["title", escapeBibtex(p.title)]);
  if (p.venue && kind.venueField) fields.push([kind.venueField, escapeBibtex(p.venue)]);
  if (p.year !== null) fields.push(["year", String(p.year)]);
  if (p.doi) fields.push(["doi", verbatim(p.doi)]);
  if (p.url && /^https?:\/\//i.test(p.url)) fields.push(["url", verbatim(p.url)]);
  if (kind.note) fields.push(["note", kind.note]);
  const body = fields.map(([name, value]) => `  ${name} = {${value}}`).join(",\n");
  return `@${kind.entry}{${citeKey},\n${body}\n}\n`;
}

/** A whole list as a `.bib` file: its entries in the list's order, cite keys unique. */
export function bibtexList(ps: readonly Publication[], names: ReadonlyMap<string, string> = new Map()): string {
  const keys = citeKeys(ps);
  return ps.map((p) => bibtexEntry(p, keys.get(p.key), names)).join("\n");
}
