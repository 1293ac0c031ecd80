/**
 * The answers of GET /api/publications and /api/publications.bib (issue 25), made from a content
 * snapshot's publications: the query checked, the list filtered, and each distinct answer
 * serialized, compressed and given its ETag once per snapshot (the public route and a draft's
 * preview both serve them).
 */
import {
  bibtexList,
  filterPublications,
  PUBLICATION_TYPES,
  publicationsCollection,
  type PublicationFilters,
} from "@dept/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../http-error.js";
import { facultyIdParameter } from "./faculty-id-query.js";
import type { ContentSnapshot } from "./content-service.js";
import { precompute, precomputeBody, sendPrecomputed, type Precomputed } from "./precomputed.js";

/** Distinct answers kept per snapshot: every member's list and a few hundred filters. */
const KEPT_PER_SNAPSHOT = 500;
const kept = new WeakMap<ContentSnapshot, Map<string, Promise<Precomputed>>>();

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string") throw new HttpError(400, "bad_request", `Give the ${name} query parameter once.`);
  return value;
}

/** The query's filters, checked (400 when one is malformed, 404 for a faculty id without a profile). */
export function publicationQuery(
  snapshot: ContentSnapshot,
  raw: unknown,
  allowed: readonly (keyof PublicationFilters)[],
): PublicationFilters {
  const query = (raw ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(query).find((name) => !(allowed as readonly string[]).includes(name));
  if (unknown !== undefined)
    throw new HttpError(400, "bad_request", `Unknown query parameter "${unknown}": use ${allowed.join(", ")}.`);
  const result: PublicationFilters = {};
  const faculty = facultyIdParameter(query, "faculty", "faculty id");
  if (faculty !== undefined) {
    if (!snapshot.facultyDetails.has(faculty))
      throw new HttpError(404, "not_found", `No faculty member has the id "${faculty}".`);
    result.faculty = faculty;
  }
  const year = single(query, "year");
  if (year !== undefined) {
    if (!/^\d{4}$/.test(year) || Number(year) < 1900 || Number(year) > 2200)
      throw new HttpError(400, "bad_request", "The year must be written YYYY, from 1900 to 2200.");
    result.year = Number(year);
  }
  const type = single(query, "type");
  if (type !== undefined) {
    const known = PUBLICATION_TYPES.find((name) => name === type);
    if (!known) throw new HttpError(400, "bad_request", `The type must be one of ${PUBLICATION_TYPES.join(", ")}.`);
    result.type = known;
  }
  return result;
}

function keptAnswer(snapshot: ContentSnapshot, key: string, make: () => Promise<Precomputed>): Promise<Precomputed> {
  let answers = kept.get(snapshot);
  if (!answers) kept.set(snapshot, (answers = new Map()));
  let answer = answers.get(key);
  if (!answer) {
    if (answers.size >= KEPT_PER_SNAPSHOT) answers.delete(answers.keys().next().value!);
    answer = make();
    answers.set(key, answer);
  }
  return answer;
}

/** The JSON answer (publicationList) for a checked query. */
export function publicationListAnswer(snapshot: ContentSnapshot, query: PublicationFilters): Promise<Precomputed> {
  const key = `json\n${query.faculty ?? ""}\n${query.year ?? ""}\n${query.type ?? ""}`;
  return keptAnswer(snapshot, key, () =>
    precompute({ publications: filterPublications(snapshot.publications, query) }),
  );
}

/** The BibTeX answer for one member (or everyone), and the name its download is saved under. */
export function publicationBibAnswer(
  snapshot: ContentSnapshot,
  faculty: string | undefined,
): { fileName: string; response: Promise<Precomputed> } {
  const response = keptAnswer(snapshot, `bib\n${faculty ?? ""}`, () =>
    precomputeBody(
      Buffer.from(bibtexList(filterPublications(snapshot.publications, { faculty }), snapshot.facultyNames), "utf8"),
      "text/x-bibtex; charset=utf-8",
    ),
  );
  return { fileName: `${faculty ?? "department"}-publications.bib`, response };
}

/**
 * Answers a GET of `path` when it is one of the publications' endpoints (the public routes, and a
 * draft's preview with its own snapshot); undefined when it is another path.
 */
export async function sendPublications(
  request: FastifyRequest,
  reply: FastifyReply,
  snapshot: ContentSnapshot,
  path: string,
): Promise<FastifyReply | undefined> {
  if (path === publicationsCollection.api) {
    return sendPrecomputed(
      request,
      reply,
      await publicationListAnswer(snapshot, publicationQuery(snapshot, request.query, ["faculty", "year", "type"])),
    );
  }
  if (path !== publicationsCollection.bib) return undefined;
  const { faculty } = publicationQuery(snapshot, request.query, ["faculty"]);
  const { fileName, response } = publicationBibAnswer(snapshot, faculty);
  reply.header("content-disposition", `attachment; filename="${fileName}"`);
  return sendPrecomputed(request, reply, await response);
}
