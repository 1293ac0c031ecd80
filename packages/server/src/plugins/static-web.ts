/**
 * Serves the built web app from WEB_DIR: hashed files under /assets/ cached for a year, everything
 * else (index.html first) revalidated on every use. Without a build, `/` says so in a 503.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../http-error.js";

export const IMMUTABLE = "public, max-age=31536000, immutable";

export const staticWeb = fp(async (app: FastifyInstance, options: { webDir: string }) => {
  const { webDir } = options;
  const assetsDir = path.join(webDir, "assets") + path.sep;
  const built = fs.existsSync(webDir) && fs.statSync(webDir).isDirectory();
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: true,
      cacheControl: false,
      // The web build writes .br and .gz twins of its text files (packages/web/build/precompress-plugin.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header("Cache-Control", filePath.startsWith(assetsDir) ? IMMUTABLE : "no-cache");
      },
    });
  }
  app.get("/", async (_request, reply) => {
    if (!built || !fs.existsSync(path.join(webDir, "index.html"))) {
      throw new HttpError(503, "web_app_not_built", `The web app is not built: no index.html in ${path.basename(webDir)} (build the web package or set WEB_DIR).`);
    }
    return reply.header("Cache-Control", "no-cache").sendFile("index.html", webDir);
  });
});
