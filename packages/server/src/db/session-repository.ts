/**
 * The admin sessions' rows. A row is keyed by the hash the store makes of the session id and carries
 * the account's email, so all of an account's sessions can go (account-repository's endSessions);
 * `data` is the session as JSON, written and parsed here only.
 */
import type { Session } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "./schema.js";

export interface StoredSession extends Session {
  /** The signed-in account; absent before sign-in (the session then holds only a CSRF secret). */
  email?: string;
}

/** Inserts or replaces the session under `key`, to be refused after `expires`. */
export async function saveSession(
  db: Kysely<Database>,
  key: string,
  session: StoredSession,
  expires: Date,
): Promise<void> {
  const row = { email: session.email ?? null, data: JSON.stringify(session), expires_at: expires.toISOString() };
  await db
    .insertInto("sessions")
    .values({ id: key, ...row })
    .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
    .execute();
}

/** The session under `key`, or null when there is none or it has expired. */
export async function findSession(db: Kysely<Database>, key: string, now = Date.now()): Promise<StoredSession | null> {
  const row = await db.selectFrom("sessions").select(["data", "expires_at"]).where("id", "=", key).executeTakeFirst();
  if (!row || row.expires_at <= new Date(now).toISOString()) return null;
  const session = JSON.parse(row.data) as StoredSession;
  // The cookie's dates come back as strings; @fastify/session compares them as dates.
  if (session.cookie?.expires) session.cookie.expires = new Date(session.cookie.expires);
  return session;
}

export async function deleteSession(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("sessions").where("id", "=", key).execute();
}

/** Removes sessions past their expiry (findSession refuses them anyway; this keeps the table small). */
export async function removeExpiredSessions(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom("sessions").where("expires_at", "<=", new Date(now).toISOString()).execute();
}
