/**
 * The store of @fastify/session on our database, so sessions are shared by every instance and can
 * be ended from anywhere (sign-out, a disabled account, a new password). Rows are keyed by the
 * SHA-256 of the session id and carry the account's email, so all of an account's sessions can go.
 */
import { createHash } from "node:crypto";
import type { Session } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { isDatabaseUnreachable } from "../db/unreachable.js";
import { databaseUnavailable } from "../http-error.js";

export const sessionKey = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

type Callback = (error?: unknown) => void;

/**
 * What a store callback gets when its query failed: an unreachable database as our 503 (the
 * driver's error as its cause, for the log), so the answer made from it never names the database.
 */
const storeError = (error: unknown) => (isDatabaseUnreachable(error) ? databaseUnavailable(error) : error);

export interface StoredSession extends Session {
  email?: string;
}

export class DatabaseSessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  set(sessionId: string, session: StoredSession, callback: Callback): void {
    const expires = session.cookie.expires ? new Date(session.cookie.expires) : new Date(Date.now() + 24 * 3600_000);
    const row = { email: session.email ?? null, data: JSON.stringify(session), expires_at: expires.toISOString() };
    this.db
      .insertInto("sessions")
      .values({ id: sessionKey(sessionId), ...row })
      .onConflict((conflict) => conflict.column("id").doUpdateSet(row))
      .execute()
      .then(
        () => callback(),
        (error: unknown) => callback(storeError(error)),
      );
  }

  get(sessionId: string, callback: (error: unknown, session?: Session | null) => void): void {
    this.db
      .selectFrom("sessions")
      .select(["data", "expires_at"])
      .where("id", "=", sessionKey(sessionId))
      .executeTakeFirst()
      .then((row) => {
        if (!row || row.expires_at <= new Date().toISOString()) return callback(null, null);
        const session = JSON.parse(row.data) as Session;
        // The cookie's dates come back as strings; @fastify/session compares them as dates.
        if (session.cookie?.expires) session.cookie.expires = new Date(session.cookie.expires);
        callback(null, session);
      }, (error: unknown) => callback(storeError(error)));
  }

  destroy(sessionId: string, callback: Callback): void {
    this.db
      .deleteFrom("sessions")
      .where("id", "=", sessionKey(sessionId))
      .execute()
      .then(
        () => callback(),
        (error: unknown) => callback(storeError(error)),
      );
  }
}

/** Removes sessions past their expiry (the store refuses them anyway; this keeps the table small). */
export async function removeExpiredSessions(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("sessions").where("expires_at", "<=", new Date().toISOString()).execute();
}
