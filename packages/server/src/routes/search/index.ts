/** GET /api/search?q=…&limit=&offset=&lang=: site search (api/search-answers.ts). */
import { extraRoutes } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { siteSearch } from "../../api/search-answers.js";

export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const search = siteSearch(app);
  app.get(extraRoutes.search.path, async (request, reply) => {
    const body = await search(request.query as Record<string, unknown>);
    // Answers change with every import; a cache may keep one only while it checks back.
    return reply.header("cache-control", "no-cache").send(body);
  });
}
