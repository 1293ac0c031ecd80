/**
 * Merging what the sources said into publications: candidates are grouped by normalised DOI, then
 * by normalised title and year; a group becomes one item with every source it came from, each
 * field taken from the richest source that has it (OpenAlex, Crossref, DBLP, then ORCID), and the
 * department members among its authors marked.
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

/** Which source's fields win when several describe one work: lower is richer. */
const RANK: Record<Candidate["source"], number> = { openalex: 0, crossref: 1, dblp: 2, orcid: 3 };
/** Sources that name a work's authors (ORCID summaries do not). */
export const AUTHOR_SOURCES: ReadonlySet<string> = new Set(["openalex", "crossref", "dblp"]);

export const titleYearKey = (title: string, year: number) => `${normaliseTitle(title)}:${year}`;

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
    if (!member || found.includes(member.id)) return { name: author.name };
    found.push(member.id);
    return { name: author.name, faculty: member.id };
  });
  return { authors: marked, found };
}

const first = <T>(values: (T | undefined)[]) => values.find((value) => value !== undefined);

/**
 * One item from a group of candidates and, when the refresh matched it, the item as it was:
 * `previousFirst` when a source that described it failed this time (its fields stay as they were),
 * otherwise the previous item only fills what no source gave. Sources and members are only ever added.
 * A title, venue or author name over the collection's limit is cut with an ellipsis.
 */
export function buildItem(
  group: Candidate[],
  members: FacultyIdentifiers[],
  previous?: PackPublication,
  previousFirst = false,
): PackPublication {
  const ranked = [...group].sort((a, b) => RANK[a.source] - RANK[b.source]);
  const fromPrevious = previous
    ? {
        title: previous.title,
        year: previous.year,
        type: previous.type,
        venue: previous.venue,
        doi: previous.doi,
        url: previous.url,
      }
    : undefined;
  const ordered =
    previousFirst && fromPrevious ? [fromPrevious, ...ranked] : fromPrevious ? [...ranked, fromPrevious] : ranked;
  const top = ordered[0]!;
  const faculty = new Set([...(previous?.faculty ?? []), ...group.map((candidate) => candidate.faculty)]);
  const described = ranked.find((candidate) => candidate.authors.length > 0);
  let authors: PackPublication["authors"];
  if (previous && (previousFirst || !described)) authors = previous.authors;
  else if (described) {
    const marked = markAuthors(described.authors, members, faculty);
    for (const id of marked.found) faculty.add(id);
    authors = marked.authors;
  } else {
    // ORCID names no authors: the members whose records list the work are among them.
    authors = members.filter((m) => faculty.has(m.id)).map((m) => ({ name: m.name, faculty: m.id }));
  }
  const doi = first(ordered.map((candidate) => candidate.doi && normaliseDoi(candidate.doi)));
  const sources = [...(previous?.sources ?? [])];
  for (const { source, id } of ranked)
    if (!sources.some((s) => s.source === source && s.id === id)) sources.push({ source, id });
  const title = clip(top.title, PUBLICATION_TITLE_MAX);
  const item: PackPublication = {
    key: previous?.key ?? publicationKey({ doi, title, year: top.year }),
    title,
    authors: authors.map((author) => ({ ...author, name: clip(author.name, TITLE_MAX) })),
    faculty: [...faculty],
    year: top.year,
    type: first(ordered.map((candidate) => (candidate.type === "other" ? undefined : candidate.type))) ?? "other",
    sources,
  };
  const venue = first(ordered.map((candidate) => candidate.venue));
  const url = first(ordered.map((candidate) => candidate.url));
  if (venue !== undefined) item.venue = clip(venue, LINE_MAX);
  if (doi !== undefined) item.doi = doi;
  if (url !== undefined) item.url = url;
  if (previous?.hidden !== undefined) item.hidden = previous.hidden;
  if (previous?.curated !== undefined) item.curated = previous.curated;
  return item;
}
