/**
 * The admin routes' path parameters, checked by one schema each. Fastify has decoded them once
 * already: decoding again turned a `%` in an email into a URIError and a 500. One that can name
 * nothing is a 404 in our error shape, without echoing what was sent.
 */
import { entryCollection } from "@dept/contract";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { HttpError } from "../../http-error.js";

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

/** Entries are made with randomUUID (editor/workflow.ts, editor/import-entries.ts). */
const entryId = z.guid();

/** Publications are numbered from 1 (a content version). */
const publicationVersion = z
  .string()
  .regex(/^[1-9][0-9]{0,14}$/)
  .transform(Number);

export const userParams = z.object({ email: accountEmail });
export const collectionParams = z.object({ collection: entryCollection });
export const entryParams = z.object({ id: entryId });
export const publicationParams = z.object({ version: publicationVersion });

const NOTHING: ReadonlyMap<z.ZodType, string> = new Map<z.ZodType, string>([
  [userParams, "No such account."],
  [collectionParams, "No such collection."],
  [entryParams, "No such entry."],
  [publicationParams, "No such publication."],
]);

/** The request's path parameters as `schema` reads them, or a 404 `not_found`. */
export function paramsOf<T extends z.ZodType>(request: FastifyRequest, schema: T): z.infer<T> {
  const result = schema.safeParse(request.params);
  if (!result.success) throw new HttpError(404, "not_found", NOTHING.get(schema) ?? "Nothing is served at this address.");
  return result.data;
}

/** An offset past any audit log, and within what both databases take (a larger one was a 500). */
const MAX_OFFSET = 1_000_000_000;
const whole = (value: unknown, fallback: number, min: number, max: number) => {
  const parsed = typeof value === "string" ? Number.parseInt(value, 10) : Number.NaN;
  return Math.min(Math.max(parsed || fallback, min), max);
};

/** GET /admin/api/audit's page (?limit, ?offset): unreadable numbers are the defaults, others held to their range. */
export function auditPage(query: unknown): { limit: number; offset: number } {
  const { limit, offset } = (query ?? {}) as { limit?: unknown; offset?: unknown };
  return { limit: whole(limit, 50, 1, 200), offset: whole(offset, 0, 0, MAX_OFFSET) };
}
