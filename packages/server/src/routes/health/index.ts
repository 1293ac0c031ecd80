/** `/healthz`: 200 once this instance can serve content from a reachable database. */
import type { FastifyInstance } from "fastify";

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get("/healthz", async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (!app.content.available) return reply.code(503).send({ error: { code: "database_unavailable", message: "The database is unreachable." } });
    return reply.send({ status: "ok", contentVersion: app.content.snapshot.version ?? null });
  });
}
