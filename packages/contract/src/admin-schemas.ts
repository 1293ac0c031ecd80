/** The parameters, queries and answers of the editor's API that are its own (admin-api.ts lists the routes). */
import { z } from "zod";
import { accountUser, auditEntry } from "./accounts.js";
import { entryCollection } from "./registry/index.js";
import { entrySummary, publicationInfo, UPLOAD_KINDS } from "./editor.js";

/**
 * Any address an account may have: one `@` between non-empty parts, no spaces or control
 * characters. Looser than the contract's `email` (which new accounts must match), so an account
 * made under other rules, with a `%` say, can still be managed; one that does not exist is a 404.
 */
const accountEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@\p{C}]+@[^\s@\p{C}]+$/u);

/** Entries are made with randomUUID. */
export const entryId = z.guid();

/** Publications are numbered from 1 (a content version). */
const publicationVersion = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/)
  .transform(Number);

export const userParams = z.object({ email: accountEmail });
export const collectionParams = z.object({ collection: entryCollection });
export const entryParams = z.object({ id: entryId });
export const publicationParams = z.object({ version: publicationVersion });

/** An offset past any audit log, and within what both databases take (a larger one was a 500). */
export const MAX_AUDIT_OFFSET = 1_000_000_000;
/** A whole number from a query value: an unreadable one (or 0) is `fallback`, others held to [min, max]. */
const wholeIn = (fallback: number, min: number, max: number) =>
  z
    .unknown()
    .optional()
    .transform((value) => {
      const parsed = typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN;
      return Math.min(Math.max(parsed || fallback, min), max);
    });
/** GET /admin/api/audit?limit&offset: never refused, unreadable numbers are the defaults. */
export const auditQuery = z.object({ limit: wholeIn(50, 1, 200), offset: wholeIn(0, 0, MAX_AUDIT_OFFSET) });
/** GET /admin/api/collections/{collection}?state=deleted: the deleted entries; any other value, the others. */
export const entryListQuery = z.object({ state: z.literal("deleted").optional().catch(undefined) });
export const uploadQuery = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: `Use one of ${UPLOAD_KINDS.join(", ")}.` }),
});

export const usersAnswer = z.object({ users: z.array(accountUser) });
export const auditAnswer = z.object({
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
  entries: z.array(auditEntry),
});
export const collectionInfo = z.object({
  name: entryCollection,
  label: z.string(),
  count: z.number().int(),
  review: z.number().int(),
});
export const collectionsAnswer = z.object({ collections: z.array(collectionInfo) });
export const entriesAnswer = z.object({ entries: z.array(entrySummary) });
export const publicationsAnswer = z.object({ publications: z.array(publicationInfo) });
/** POST /admin/api/publications/{version}/restore: the publication the restore made. */
export const restoredAnswer = z.object({ version: z.number().int() });
