/**
 * Serves the built web app from WEB_DIR: hashed files under /assets/ cached for a year, everything
 * else revalidated on every use. The document (`/`) is rendered by the server once per content
 * version (web/document.ts) and sent precompressed with an ETag. Without a build, `/` says so in a 503.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { ContentSnapshot } from "../api/content-service.js";
import { precomputeBody, sendPrecomputed, type Precomputed } from "../api/precomputed.js";
import { HttpError } from "../http-error.js";
import { loadWebBuild, renderDocument, type WebBuild } from "../web/document.js";

export const IMMUTABLE = "public, max-age=31536000, immutable";

export const staticWeb = fp(async (app: FastifyInstance, options: { webDir: string; publicUrl: string | undefined }) => {
  const { webDir } = options;
  const assetsDir = path.join(webDir, "assets") + path.sep;
  const adminDir = path.join(webDir, "admin") + path.sep;
  const templatePath = path.join(webDir, "index.html");
  const built = fs.existsSync(templatePath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      index: false,
      wildcard: true,
      cacheControl: false,
      // The web build writes .br and .gz twins of its text files (packages/web/build/precompress-plugin.ts).
      preCompressed: true,
      // The document is served by the route below; the server's render module is no download.
      allowedPath: (pathName) => pathName !== "/index.html" && !pathName.startsWith("/ssr/") && !pathName.startsWith("/.vite/"),
      setHeaders(reply, filePath) {
        // The editor (admin/) is never cached; the site's hashed assets are cached for a year.
        reply.header("Cache-Control", filePath.startsWith(adminDir) ? "no-store" : filePath.startsWith(assetsDir) ? IMMUTABLE : "no-cache");
      },
    });
  }
  const build = built ? await loadWebBuild(webDir, app.log) : undefined;

  // One document per content snapshot, made on first request after a change and kept.
  let cached: { snapshot: ContentSnapshot; document: Promise<Precomputed> } | undefined;
  const documentFor = (build: WebBuild, snapshot: ContentSnapshot): Promise<Precomputed> => {
    if (cached?.snapshot !== snapshot) {
      cached = { snapshot, document: precomputeBody(Buffer.from(renderDocument(build, snapshot.site?.value, app.log, undefined, options.publicUrl), "utf8"), "text/html; charset=utf-8") };
    }
    return cached.document;
  };

  const serveDocument = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!build) {
      throw new HttpError(503, "web_app_not_built", `The web app is not built: no index.html in ${path.basename(webDir)} (build the web package or set WEB_DIR).`);
    }
    return sendPrecomputed(request, reply, await documentFor(build, app.content.snapshot));
  };
  app.get("/", serveDocument);
  app.get("/index.html", serveDocument);
});
