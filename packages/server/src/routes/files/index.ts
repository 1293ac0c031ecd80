/**
 * `/api/files/{hash}/{name}` and `/api/images/{hash}/{width}.webp` of the current content
 * (api/snapshot-files.ts). While the database is unreachable, files are served from this
 * instance's local blob cache (api/serve-blob.ts).
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { serveSnapshotFile } from "../../api/snapshot-files.js";

const rest = (request: FastifyRequest) => (request.params as { "*"?: string })["*"] ?? "";

export async function fileRoutes(app: FastifyInstance): Promise<void> {
  app.get("/api/files/*", { compress: false }, async (request, reply) =>
    serveSnapshotFile(request, reply, app.blobStore, app.content.snapshot, "files", rest(request)),
  );
  app.get("/api/images/*", { compress: false }, async (request, reply) =>
    serveSnapshotFile(request, reply, app.blobStore, app.content.snapshot, "images", rest(request)),
  );
}
