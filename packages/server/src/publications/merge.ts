/**
 * Merging what the sources said into publications: candidates are grouped by normalised DOI, then
 * by normalised title and year; a group becomes one item with every source it came from, each
 * field taken by FIELD_PRECEDENCE, and the department members among its authors marked.
 */
import {
  LINE_MAX,
  normaliseDoi,
  normaliseTitle,
  PUBLICATION_TITLE_MAX,
  publicationKey,
  TITLE_MAX,
  type PackPublication,
} from "@dept/contract";
import { clip, type Candidate, type CandidateAuthor, type FacultyIdentifiers } from "./candidate.js";
import type { SourceName } from "./http.js";

/**
 * Which source wins each field when several describe one work (docs/behaviour.md, "Publications"):
 * the first source in the field's list that gives a value. Applied to everything the sources said,
 * this refresh's answers and the ones stored from earlier refreshes alike, so the result depends on
 * what the sources say, never on which of them were asked this time. Crossref's year is its
 * `issued` date (the version of record); OpenAlex's is often the online-first date, so it comes last.
 */
export const FIELD_PRECEDENCE = {
  title: ["crossref", "openalex", "orcid", "dblp"],
  venue: ["crossref", "openalex", "orcid", "dblp"],
  year: ["crossref", "dblp", "orcid", "openalex"],
  type: ["crossref", "openalex", "dblp", "orcid"],
  authors: ["crossref", "openalex", "dblp", "orcid"],
  doi: ["crossref", "openalex", "orcid", "dblp"],
  url: ["openalex", "dblp", "orcid", "crossref"],
} as const satisfies Record<string, readonly SourceName[]>;

/** Sources that name a work's authors (ORCID summaries do not). */
export const AUTHOR_SOURCES: ReadonlySet<string> = new Set(["openalex", "crossref", "dblp"]);

export const titleYearKey = (title: string, year: number | undefined) =>
  `${normaliseTitle(title)}:${year ?? "undated"}`;

/**
 * Groups of candidates describing one work: the same DOI, or, for a candidate without a DOI, the
 * same title and year as a group (with or without a DOI). Groups keep the order they were met in.
 */
export function groupCandidates(candidates: Candidate[]): Candidate[][] {
  const groups: Candidate[][] = [];
  const byDoi = new Map<string, Candidate[]>();
  const byTitleYear = new Map<string, Candidate[]>();
  const withoutDoi: Candidate[] = [];
  for (const candidate of candidates) {
    const { doi } = candidate;
    if (doi === undefined) {
      withoutDoi.push(candidate);
      continue;
    }
    let group = byDoi.get(doi);
    if (!group) {
      byDoi.set(doi, (group = []));
      groups.push(group);
      const titleYear = titleYearKey(candidate.title, candidate.year);
      if (!byTitleYear.has(titleYear)) byTitleYear.set(titleYear, group);
    }
    group.push(candidate);
  }
  for (const candidate of withoutDoi) {
    const titleYear = titleYearKey(candidate.title, candidate.year);
    let group = byTitleYear.get(titleYear);
    if (!group) {
      byTitleYear.set(titleYear, (group = []));
      groups.push(group);
    }
    group.push(candidate);
  }
  return groups;
}

const HONORIFICS = new Set(["dr", "prof", "professor", "mr", "mrs", "ms", "sir"]);

/** A person's name reduced to family name and first initial ("Doe, Jane" and "Dr. J. Doe" alike). */
export function nameSignature(name: string): string | undefined {
  const [before, after] = name.split(",", 2);
  const ordered = after === undefined ? name : `${after} ${before}`;
  const tokens = normaliseTitle(ordered)
    .split(" ")
    .filter((token) => token !== "" && !HONORIFICS.has(token));
  if (tokens.length < 2) return undefined;
  return `${tokens.at(-1)}:${tokens[0]![0]}`;
}

/** The department member an author is, by a source's own id, else by name among the item's members. */
function memberOf(
  author: CandidateAuthor,
  members: FacultyIdentifiers[],
  itemFaculty: ReadonlySet<string>,
): FacultyIdentifiers | undefined {
  const byId = members.find(
    (m) =>
      (author.openalex && m.openalex === author.openalex) ||
      (author.orcid && m.orcid === author.orcid) ||
      (author.dblp && m.dblp === author.dblp),
  );
  if (byId) return byId;
  const signature = nameSignature(author.name);
  return signature === undefined
    ? undefined
    : members.find((m) => itemFaculty.has(m.id) && nameSignature(m.name) === signature);
}

/** Authors with department members marked (each member once), and the members found among them. */
export function markAuthors(
  authors: CandidateAuthor[],
  members: FacultyIdentifiers[],
  itemFaculty: ReadonlySet<string>,
): { authors: PackPublication["authors"]; found: string[] } {
  const found: string[] = [];
  const marked = authors.map((author) => {
    const member = memberOf(author, members, itemFaculty);
    const named = author.family === undefined ? { name: author.name } : { name: author.name, family: author.family };
    if (!member || found.includes(member.id)) return named;
    found.push(member.id);
    return { ...named, faculty: member.id };
  });
  return { authors: marked, found };
}

/**
 * The value a field takes: the first source in the field's precedence that gives one; among one
 * source's candidates (a work two members' listings both name), the one with the smallest id.
 */
function pick<T>(
  candidates: readonly Candidate[],
  field: keyof typeof FIELD_PRECEDENCE,
  value: (candidate: Candidate) => T | undefined,
): T | undefined {
  for (const source of FIELD_PRECEDENCE[field]) {
    const found = candidates
      .filter((candidate) => candidate.source === source)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map(value)
      .find((found) => found !== undefined);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One item from everything the sources said about a work (this refresh's answers and those stored
 * from earlier ones) and, when the refresh matched it, the item as it was, which keeps its key,
 * its hidden and curated marks, and its members and sources (only ever added to). Every field comes
 * from the sources by FIELD_PRECEDENCE (the previous value only where no source gives one); authors
 * only from a source that lists them (none: no authors, never the member's name). A title, venue or author name over the collection's limit is cut with an ellipsis.
 */
export function buildItem(
  group: Candidate[],
  members: FacultyIdentifiers[],
  previous?: PackPublication,
): PackPublication {
  const faculty = new Set([...(previous?.faculty ?? []), ...group.map((candidate) => candidate.faculty)]);
  const described = pick(group, "authors", (candidate) => (candidate.authors.length > 0 ? candidate : undefined));
  // An item from before observations were stored keeps the authors a listing source gave it, until that source answers again.
  const listedBefore = previous?.sources.some((s) => AUTHOR_SOURCES.has(s.source)) === true;
  let authors: PackPublication["authors"] = listedBefore ? previous!.authors : [];
  if (described) {
    const marked = markAuthors(described.authors, members, faculty);
    for (const id of marked.found) faculty.add(id);
    authors = marked.authors;
  }
  const doi = pick(group, "doi", (candidate) => candidate.doi && normaliseDoi(candidate.doi)) ?? previous?.doi;
  const sources = [...(previous?.sources ?? [])];
  const ranked = [...group].sort((a, b) => a.source.localeCompare(b.source) || a.id.localeCompare(b.id));
  for (const { source, id } of ranked)
    if (!sources.some((s) => s.source === source && s.id === id)) sources.push({ source, id });
  const title = clip(
    pick(group, "title", (candidate) => candidate.title) ?? previous?.title ?? "",
    PUBLICATION_TITLE_MAX,
  );
  const year = pick(group, "year", (candidate) => candidate.year) ?? previous?.year;
  const item: PackPublication = {
    key: previous?.key ?? publicationKey({ doi, title, year }),
    title,
    authors: authors.map((author) => ({ ...author, name: clip(author.name, TITLE_MAX) })),
    faculty: [...faculty],
    ...(year === undefined ? {} : { year }),
    type: pick(group, "type", (candidate) => (candidate.type === "other" ? undefined : candidate.type)) ?? "other",
    sources,
  };
  const venue = pick(group, "venue", (candidate) => candidate.venue) ?? previous?.venue;
  const url = pick(group, "url", (candidate) => candidate.url) ?? previous?.url;
  if (venue !== undefined) item.venue = clip(venue, LINE_MAX);
  if (doi !== undefined) item.doi = doi;
  if (url !== undefined) item.url = url;
  if (previous?.hidden !== undefined) item.hidden = previous.hidden;
  if (previous?.selected !== undefined) item.selected = previous.selected;
  if (previous?.curated !== undefined) item.curated = previous.curated;
  return item;
}
