/**
 * The publications refresh as the editor starts and follows it (issue 25): POST
 * /admin/api/publication-refresh starts one in the background (one at a time per server), GET
 * answers how far it is and, once done, its summary.
 */
import { z } from "zod";
import { facultyId } from "./faculty-id.js";

/** The sources a refresh reads (manual items are a person's). */
export const REFRESH_SOURCES = ["orcid", "openalex", "crossref", "dblp"] as const;

export const refreshSummary = z.object({
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Works a source listed that a person had hidden: left hidden. */
  hidden: z.number().int(),
  failed: z.array(z.object({ source: z.enum(REFRESH_SOURCES), faculty: z.string(), message: z.string() })),
});
export type RefreshSummaryAnswer = z.infer<typeof refreshSummary>;

/** Refresh one member's works (`faculty`) or everyone's; write drafts, or publish at once. */
export const publicationRefreshBody = z.object({ faculty: z.optional(facultyId), publish: z.boolean() }).strict();
export type PublicationRefreshBody = z.infer<typeof publicationRefreshBody>;

export const REFRESH_STATES = ["idle", "running", "done", "failed"] as const;

export const publicationRefreshState = z.object({
  state: z.enum(REFRESH_STATES),
  /** Steps (a member and a source) done of all. */
  done: z.number().int(),
  total: z.number().int(),
  /** Whether the results are published (else they wait as drafts). */
  publish: z.boolean(),
  /** When done: what changed. */
  summary: refreshSummary.optional(),
  /** When failed: why. */
  error: z.string().optional(),
});
export type PublicationRefreshState = z.infer<typeof publicationRefreshState>;
