/**
 * `/healthz`: 200 once this instance can serve. `{"status":"ok"}` with a reachable database;
 * `{"status":"degraded","database":"unreachable"}` while it serves the content it holds from memory
 * with the database unreachable (still 200: taking every instance out of a load balancer would turn
 * a database outage into a site outage); 503 only while it has no content to serve.
 */
import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    const contentVersion = app.content.snapshot.version ?? null;
    if (app.content.available) return reply.send({ status: "ok", contentVersion });
    if (contentVersion === null) {
      return reply.code(503).send({
        error: { code: "database_unavailable", message: "The database is unreachable and no content is loaded." },
      });
    }
    return reply.send({ status: "degraded", database: "unreachable", contentVersion });
  });
}
