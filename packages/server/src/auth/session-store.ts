/**
 * The store of @fastify/session on our database, so sessions are shared by every instance and can
 * be ended from anywhere (sign-out, a disabled account, a new password). Rows are keyed by the
 * SHA-256 of the session id (db/session-repository.ts keeps them), so a leaked table holds no usable id.
 */
import { createHash } from "node:crypto";
import type { Session } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { deleteSession, findSession, saveSession, type StoredSession } from "../db/session-repository.js";
import { isDatabaseUnreachable } from "../db/unreachable.js";
import { databaseUnavailable } from "../http-error.js";

export const sessionKey = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

type Callback = (error?: unknown) => void;

/**
 * What a store callback gets when its query failed: an unreachable database as our 503 (the
 * driver's error as its cause, for the log), so the answer made from it never names the database.
 */
const storeError = (error: unknown) => (isDatabaseUnreachable(error) ? databaseUnavailable(error) : error);

export class DatabaseSessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  set(sessionId: string, session: StoredSession, callback: Callback): void {
    const expires = session.cookie.expires ? new Date(session.cookie.expires) : new Date(Date.now() + 24 * 3600_000);
    saveSession(this.db, sessionKey(sessionId), session, expires).then(
      () => callback(),
      (error: unknown) => callback(storeError(error)),
    );
  }

  get(sessionId: string, callback: (error: unknown, session?: Session | null) => void): void {
    findSession(this.db, sessionKey(sessionId)).then(
      (session) => callback(null, session),
      (error: unknown) => callback(storeError(error)),
    );
  }

  destroy(sessionId: string, callback: Callback): void {
    deleteSession(this.db, sessionKey(sessionId)).then(
      () => callback(),
      (error: unknown) => callback(storeError(error)),
    );
  }
}
