/**
 * Liveness and readiness, for an uptime check and a load balancer.
 *
 * `/healthz` (liveness): 200 once this instance can serve. `{"status":"ok"}` with a reachable
 * database; `{"status":"degraded","database":"unreachable"}` while it serves the content it holds
 * from memory with the database unreachable (still 200: a process that serves is alive, and
 * restarting it would not bring the database back); 503 only while it has no content to serve.
 *
 * `/readyz` (readiness): 200 only when this instance can do all of its work now: the database
 * answers, its schema is the one this code knows (not newer: another instance of a newer release
 * migrated it), and content is loaded. Otherwise 503 with the reason, so a load balancer sends
 * traffic, editors included, elsewhere until it is ready.
 */
import type { FastifyInstance } from "fastify";
import { databaseSchemaVersion, schemaVersion } from "../../db/database.js";
import { isDatabaseUnreachable } from "../../db/unreachable.js";
import { version } from "../../version.js";

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    const contentVersion = app.content.snapshot.version ?? null;
    if (app.content.available) return reply.send({ status: "ok", version, contentVersion });
    if (contentVersion === null) {
      return reply.code(503).send({
        error: { code: "database_unavailable", message: "The database is unreachable and no content is loaded." },
      });
    }
    return reply.send({ status: "degraded", database: "unreachable", version, contentVersion });
  });

  app.get("/readyz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    const notReady = (code: string, message: string) => reply.code(503).send({ error: { code, message } });
    let databaseVersion: string | undefined;
    try {
      databaseVersion = await databaseSchemaVersion(app.database.db, app.database.dialect);
    } catch (error) {
      if (!isDatabaseUnreachable(error)) throw error;
      return notReady("database_unavailable", "The database is unreachable.");
    }
    if (databaseVersion !== undefined && databaseVersion > schemaVersion) {
      return notReady(
        "schema_newer",
        `The database's schema is version ${databaseVersion}, newer than this release's ${schemaVersion}.`,
      );
    }
    const contentVersion = app.content.snapshot.version ?? null;
    if (contentVersion === null) return notReady("no_content", "No content is loaded yet.");
    return reply.send({ status: "ready", version, schemaVersion, contentVersion });
  });
}
