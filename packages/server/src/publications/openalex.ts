/**
 * OpenAlex: GET {base}/works?filter=authorships.author.id:A… (or author.orcid:…) pages through a
 * member's works with cursor paging (`cursor=*`, then each answer's meta.next_cursor until null),
 * `mailto=` putting the requests in OpenAlex's polite pool. Each work has its authorships (names,
 * OpenAlex ids, ORCIDs), the primary location's source (the venue), type, DOI and year.
 */
import type { PublicationType } from "@dept/contract";
import { z } from "zod";
import {
  checkedIdentifier,
  doiOf,
  linkUrl,
  parseAnswer,
  sourceUrl,
  text,
  validYear,
  type Candidate,
  type CandidateAuthor,
  type FacultyIdentifiers,
} from "./candidate.js";
import type { SourceHttp } from "./http.js";

/** Works per page (within what OpenAlex accepts), and the most pages read for one member. */
export const OPENALEX_PER_PAGE = 100;
export const OPENALEX_MAX_PAGES = 100;

const named = z.object({ display_name: z.string().nullish() }).nullish();
const work = z.object({
  id: z.string(),
  doi: z.string().nullish(),
  title: z.string().nullish(),
  display_name: z.string().nullish(),
  publication_year: z.number().nullish(),
  type: z.string().nullish(),
  type_crossref: z.string().nullish(),
  primary_location: z.object({ source: named, landing_page_url: z.string().nullish() }).nullish(),
  host_venue: named,
  authorships: z
    .array(
      z.object({
        author: z.object({ id: z.string().nullish(), display_name: z.string().nullish(), orcid: z.string().nullish() }),
        raw_author_name: z.string().nullish(),
      }),
    )
    .nullish(),
});
const worksAnswer = z.object({ meta: z.object({ next_cursor: z.string().nullish() }), results: z.array(work) });

/** OpenAlex's work types onto the collection's; its conference papers are articles typed "proceedings-article" by Crossref. */
const TYPES: Record<string, PublicationType> = {
  article: "article",
  review: "article",
  letter: "article",
  "proceedings-article": "conference",
  "book-chapter": "chapter",
  book: "book",
  preprint: "preprint",
  dissertation: "thesis",
  dataset: "dataset",
};

const lastSegment = (url: string) => url.slice(url.lastIndexOf("/") + 1);

function authorOf(authorship: NonNullable<z.infer<typeof work>["authorships"]>[number]): CandidateAuthor | undefined {
  const name = text(authorship.author.display_name) ?? text(authorship.raw_author_name);
  if (name === undefined) return undefined;
  const { id, orcid } = authorship.author;
  return { name, ...(id ? { openalex: lastSegment(id) } : {}), ...(orcid ? { orcid: lastSegment(orcid) } : {}) };
}

/** Candidates from one page of an OpenAlex works answer, and the cursor of the next page (null at the end). */
export function parseOpenAlexPage(
  body: string,
  member: FacultyIdentifiers,
): { candidates: Candidate[]; next: string | null } {
  const answer = parseAnswer(body, worksAnswer, "OpenAlex");
  const candidates: Candidate[] = [];
  for (const item of answer.results) {
    const title = text(item.title) ?? text(item.display_name);
    const year = validYear(item.publication_year);
    if (title === undefined) continue;
    const type = item.type_crossref === "proceedings-article" ? "conference" : (TYPES[item.type ?? ""] ?? "other");
    candidates.push({
      source: "openalex",
      id: lastSegment(item.id),
      faculty: member.id,
      title,
      year,
      type,
      authors: (item.authorships ?? []).map(authorOf).filter((author) => author !== undefined),
      venue: text(item.primary_location?.source?.display_name) ?? text(item.host_venue?.display_name),
      doi: doiOf(item.doi),
      url: linkUrl(item.primary_location?.landing_page_url),
    });
  }
  // A page with no results ends the listing even if a cursor came with it.
  return { candidates, next: answer.results.length === 0 ? null : (answer.meta.next_cursor ?? null) };
}

/** The filter naming the member: their OpenAlex author id when the profile has one, else their ORCID iD. */
function authorFilter(member: FacultyIdentifiers): string {
  if (member.openalex !== undefined) return `authorships.author.id:${checkedIdentifier(member, "openalex")}`;
  return `author.orcid:${checkedIdentifier(member, "orcid")}`;
}

/** A member's works from OpenAlex, every page of them. */
export async function fetchOpenAlex(
  http: SourceHttp,
  base: string,
  member: FacultyIdentifiers,
  contactEmail: string,
): Promise<Candidate[]> {
  const filter = authorFilter(member);
  const candidates: Candidate[] = [];
  let cursor: string | null = "*";
  for (let page = 0; cursor !== null; page += 1) {
    if (page === OPENALEX_MAX_PAGES)
      throw new Error(`OpenAlex listed more than ${OPENALEX_MAX_PAGES * OPENALEX_PER_PAGE} works for ${member.id}`);
    const url = sourceUrl(base, "works");
    url.search = new URLSearchParams({
      filter,
      "per-page": String(OPENALEX_PER_PAGE),
      cursor,
      mailto: contactEmail,
    }).toString();
    const parsed = parseOpenAlexPage(await http.get(url, "application/json"), member);
    candidates.push(...parsed.candidates);
    cursor = parsed.next;
  }
  return candidates;
}
