/**
 * While the content poller finds the database unreachable (api/content-service.ts), the editor's
 * API answers 503 `database_unavailable` at once: before the session store, a rate-limit counter or
 * a handler waits for a connection, and the same answer for a signed-in and an anonymous client.
 * A failure between two polls is mapped to the same answer by the error handler (plugins/errors.ts).
 */
import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { databaseUnavailable } from "../../http-error.js";

export const refuseWhileDatabaseDown =
  (app: FastifyInstance): onRequestHookHandler =>
  (request, _reply, done) => {
    if (!app.content.available && request.url.startsWith("/admin/api/")) return done(databaseUnavailable());
    done();
  };
