/**
 * Crossref: GET {base}/works/{doi} answers one DOI's metadata in `message` (title, authors,
 * container title, type, issued date-parts). The refresh asks it only for works a source gave
 * with a DOI and no authors (ORCID summaries), with `mailto=` for Crossref's polite pool.
 */
import type { PublicationType } from "@dept/contract";
import { z } from "zod";
import { doiOf, parseAnswer, sourceUrl, text, validYear, type Candidate, type CandidateAuthor } from "./candidate.js";
import type { SourceHttp } from "./http.js";

const author = z.object({
  given: z.string().nullish(),
  family: z.string().nullish(),
  name: z.string().nullish(),
  ORCID: z.string().nullish(),
});
const workAnswer = z.object({
  message: z.object({
    DOI: z.string(),
    title: z.array(z.string()).nullish(),
    author: z.array(author).nullish(),
    "container-title": z.array(z.string()).nullish(),
    type: z.string().nullish(),
    issued: z.object({ "date-parts": z.array(z.array(z.number().nullable())).nullish() }).nullish(),
    published: z.object({ "date-parts": z.array(z.array(z.number().nullable())).nullish() }).nullish(),
  }),
});

/** Crossref's work types onto the collection's. */
const TYPES: Record<string, PublicationType> = {
  "journal-article": "article",
  "proceedings-article": "conference",
  "book-chapter": "chapter",
  "book-section": "chapter",
  "book-part": "chapter",
  book: "book",
  monograph: "book",
  "edited-book": "book",
  "reference-book": "book",
  "posted-content": "preprint",
  dissertation: "thesis",
  dataset: "dataset",
};

function authorOf(entry: z.infer<typeof author>): CandidateAuthor | undefined {
  const name = text([entry.given, entry.family].filter(Boolean).join(" ")) ?? text(entry.name);
  if (name === undefined) return undefined;
  const orcid = entry.ORCID ? entry.ORCID.slice(entry.ORCID.lastIndexOf("/") + 1) : undefined;
  // The family name as Crossref splits it ("García Márquez"): BibTeX keeps it whole.
  const family = text(entry.family);
  return { name, ...(family ? { family } : {}), ...(orcid ? { orcid } : {}) };
}

/** The candidate a Crossref work answer describes, for `faculty` (its year from `issued`); undefined when it has no title. */
export function parseCrossrefWork(body: string, faculty: string): Candidate | undefined {
  const { message } = parseAnswer(body, workAnswer, "Crossref");
  const title = text(message.title?.[0]);
  const year = validYear(message.issued?.["date-parts"]?.[0]?.[0] ?? message.published?.["date-parts"]?.[0]?.[0]);
  const doi = doiOf(message.DOI);
  if (title === undefined || doi === undefined) return undefined;
  return {
    source: "crossref",
    id: doi,
    faculty,
    title,
    year,
    type: TYPES[message.type ?? ""] ?? "other",
    authors: (message.author ?? []).map(authorOf).filter((entry) => entry !== undefined),
    venue: text(message["container-title"]?.[0]),
    doi,
  };
}

/** One DOI's metadata from Crossref, as a candidate of `faculty`'s works. */
export async function fetchCrossref(
  http: SourceHttp,
  base: string,
  doi: string,
  faculty: string,
  contactEmail: string,
): Promise<Candidate | undefined> {
  const url = sourceUrl(base, `works/${encodeURIComponent(doi)}`);
  url.search = new URLSearchParams({ mailto: contactEmail }).toString();
  return parseCrossrefWork(await http.get(url, "application/json"), faculty);
}
