/**
 * The editor's broken-link check (POST /admin/api/link-check): every external http(s) link in the
 * entries' data, checked on demand by a publisher, and the answer naming the links that failed and
 * the entries that use them.
 */
import { z } from "zod";
import { ENTRY_COLLECTIONS } from "./registry/index.js";

/** Where a link is used: the entry (for a link to it in the editor) and the field's path in its data. */
export const linkUse = z.object({
  entryId: z.string(),
  collection: z.enum(ENTRY_COLLECTIONS),
  title: z.string(),
  /** The path in the entry's data, as `linkedin_url` or `quickLinks.0.url`. */
  field: z.string(),
});
export type LinkUse = z.infer<typeof linkUse>;

/** One link that failed or was not checked. */
export const linkReport = z.object({
  url: z.string(),
  /** The HTTP status the site answered (400 and up), or null when no answer came. */
  status: z.number().int().nullable(),
  /** In words: "404 Not Found", "does not resolve", "timed out", "not checked: time ran out", ... */
  problem: z.string(),
  usedIn: z.array(linkUse),
});
export type LinkReport = z.infer<typeof linkReport>;

/** total = ok + broken.length + notChecked.length: every distinct link lands in exactly one of them. */
export const linkCheckResult = z.object({
  /** When the check started (ISO instant). */
  checkedAt: z.string(),
  /** Distinct http(s) URLs found in the entries. */
  total: z.number().int(),
  /** URLs that answered 2xx or 3xx (after following redirects). */
  ok: z.number().int(),
  broken: z.array(linkReport),
  /**
   * URLs the check did not reach within its bounds, whose site refuses automated checks, or that
   * it refused to request ("not checked: internal address", "not checked: port 8080 ...").
   */
  notChecked: z.array(linkReport),
});
export type LinkCheckResult = z.infer<typeof linkCheckResult>;
