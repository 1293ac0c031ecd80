/**
 * What each source client answers: one candidate per work it lists for a faculty member, in the
 * shape merge.ts combines, with the small text helpers all four parsers share.
 */
import { IDENTIFIER_PATTERNS, isSafeHttpUrl, normaliseDoi, URL_MAX, type PublicationType } from "@dept/contract";
import type { z } from "zod";
import type { SourceName } from "./http.js";

/** A department member the refresh reads works for. */
export interface FacultyIdentifiers {
  id: string;
  name: string;
  orcid?: string;
  openalex?: string;
  dblp?: string;
}

/** An author as a source names them, with the source's own ids when it gives them. */
export interface CandidateAuthor {
  name: string;
  /** The family name, when the source splits names (Crossref). */
  family?: string;
  orcid?: string;
  openalex?: string;
  dblp?: string;
}

export interface Candidate {
  source: SourceName;
  /** The source's id for the work: an ORCID put-code, an OpenAlex W id, a DOI, a DBLP record key. */
  id: string;
  /** The member whose works listed it. */
  faculty: string;
  title: string;
  /** Absent when the source does not date the work (ORCID summaries with a null publication-date). */
  year?: number | undefined;
  type: PublicationType;
  /** Empty when the source does not name authors (ORCID summaries). */
  authors: CandidateAuthor[];
  venue?: string;
  doi?: string;
  url?: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The character a numeric reference names; U+FFFD for one no string can hold (past U+10FFFF, a surrogate). */
function codePoint(value: number): string {
  return value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff) ? "\uFFFD" : String.fromCodePoint(value);
}

/** Text as sources write it (inline markup such as <i>, a few entities, stray spaces) made plain. */
export function plainText(raw: string): string {
  return raw
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return codePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return codePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/** A publication year the collection accepts, or undefined. */
export function validYear(value: unknown): number | undefined {
  const year = typeof value === "string" ? Number(value.trim()) : value;
  return typeof year === "number" && Number.isInteger(year) && year >= 1900 && year <= 2200 ? year : undefined;
}

/** An http(s) URL the collection accepts (the contract's rule and length), or undefined. */
function httpUrl(value: unknown): string | undefined {
  const url = typeof value === "string" ? value.trim() : "";
  return url.length <= URL_MAX && isSafeHttpUrl(url) ? url : undefined;
}

/** A text cut to `max` characters, ending in an ellipsis when it was longer. */
export function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1).replace(/[\ud800-\udbff]$/, "");
  return `${cut.trimEnd()}…`;
}

/** A link to the work that is not merely its DOI (which the item carries as `doi`). */
export function linkUrl(value: unknown): string | undefined {
  const url = httpUrl(value);
  return url === undefined || normaliseDoi(url) !== undefined ? undefined : url;
}

/** A DOI in normal form from a value that may be one, or undefined. */
export function doiOf(value: unknown): string | undefined {
  return typeof value === "string" ? normaliseDoi(value) : undefined;
}

/** A non-empty trimmed string, or undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const plain = plainText(value);
  return plain === "" ? undefined : plain;
}

/** The member's identifier of one kind after checking its shape (before it goes into a source's path); throws when it is malformed. */
export function checkedIdentifier(member: FacultyIdentifiers, kind: keyof typeof IDENTIFIER_PATTERNS): string {
  const value = member[kind];
  if (value === undefined || !IDENTIFIER_PATTERNS[kind].test(value))
    throw new Error(`${member.id} has no valid ${kind} identifier`);
  return value;
}

/** A source's base URL joined with a path of already-encoded segments. */
export function sourceUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, "")}/${path}`);
}

/** A source's JSON answer checked against the part of its documented shape the refresh reads. */
export function parseAnswer<T>(body: string, schema: z.ZodType<T>, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new Error(`${what} answered malformed JSON`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `${what} answered an unexpected shape: ${parsed.error.issues[0]?.path.join(".") ?? ""} ${parsed.error.issues[0]?.message ?? ""}`.trim(),
    );
  return parsed.data;
}
