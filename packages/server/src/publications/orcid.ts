/**
 * ORCID's public API v3.0: GET {base}/{orcid}/works answers every public work of a record as
 * groups of work summaries (one group per work, one summary per place that asserted it). The
 * summaries carry title, type, date, journal title and external ids (the DOI), but no authors.
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
  type FacultyIdentifiers,
} from "./candidate.js";
import type { SourceHttp } from "./http.js";

const valueOf = z.object({ value: z.string().nullish() }).nullish();
const externalIds = z
  .object({
    "external-id": z
      .array(
        z.object({
          "external-id-type": z.string(),
          "external-id-value": z.string(),
          "external-id-relationship": z.string().nullish(),
        }),
      )
      .nullish(),
  })
  .nullish();
const workSummary = z.object({
  "put-code": z.union([z.number(), z.string()]),
  title: z.object({ title: valueOf }).nullish(),
  "external-ids": externalIds,
  url: valueOf,
  type: z.string().nullish(),
  "publication-date": z.object({ year: valueOf }).nullish(),
  "journal-title": valueOf,
});
const worksAnswer = z.object({
  group: z.array(z.object({ "external-ids": externalIds, "work-summary": z.array(workSummary) })),
});

/** ORCID's work types (v3.0 vocabulary) onto the collection's. */
const TYPES: Record<string, PublicationType> = {
  "journal-article": "article",
  "magazine-article": "article",
  "newspaper-article": "article",
  review: "article",
  "conference-paper": "conference",
  "conference-abstract": "conference",
  "conference-poster": "conference",
  "conference-proceedings": "conference",
  "book-chapter": "chapter",
  book: "book",
  "edited-book": "book",
  preprint: "preprint",
  "working-paper": "preprint",
  "dissertation-thesis": "thesis",
  dissertation: "thesis",
  "data-set": "dataset",
};

type ExternalIds = z.infer<typeof externalIds>;

/** The work's own DOI among its external ids ("self" before others). */
function doiIn(ids: ExternalIds): string | undefined {
  const dois = (ids?.["external-id"] ?? []).filter((id) => id["external-id-type"].toLowerCase() === "doi");
  const own = dois.find((id) => id["external-id-relationship"] !== "part-of") ?? dois[0];
  return own ? doiOf(own["external-id-value"]) : undefined;
}

/**
 * Candidates from an ORCID works answer; works without a title are left out, a work without a
 * publication-date is kept undated (another source, or none, dates it).
 */
export function parseOrcidWorks(body: string, member: FacultyIdentifiers): Candidate[] {
  const answer = parseAnswer(body, worksAnswer, "ORCID");
  const candidates: Candidate[] = [];
  for (const group of answer.group) {
    // The group's summaries describe one work; the first with a title stands for it, dated by the first that has a date.
    const year = group["work-summary"]
      .map((summary) => validYear(summary["publication-date"]?.year?.value))
      .find((found) => found !== undefined);
    for (const summary of group["work-summary"]) {
      const title = text(summary.title?.title?.value);
      if (title === undefined) continue;
      candidates.push({
        source: "orcid",
        id: String(summary["put-code"]),
        faculty: member.id,
        title,
        year,
        type: TYPES[summary.type?.toLowerCase() ?? ""] ?? "other",
        authors: [],
        venue: text(summary["journal-title"]?.value),
        doi: doiIn(summary["external-ids"]) ?? doiIn(group["external-ids"]),
        url: linkUrl(summary.url?.value),
      });
      break;
    }
  }
  return candidates;
}

/** A member's works from ORCID, when their profile has an ORCID iD. */
export async function fetchOrcid(http: SourceHttp, base: string, member: FacultyIdentifiers): Promise<Candidate[]> {
  const orcid = checkedIdentifier(member, "orcid");
  const body = await http.get(sourceUrl(base, `${encodeURIComponent(orcid)}/works`), "application/json");
  return parseOrcidWorks(body, member);
}
