/**
 * Serves the built web app from WEB_DIR: hashed files under /assets/ cached for a year, everything
 * else revalidated on every use. The document (`/`) is rendered by the server once per content
 * version (web/document.ts) and sent precompressed with an ETag. Without a build, `/` says so in a 503.
 * A site with a second language has its document at `/hi/` (`/hi` redirects there); a site without
 * one answers `/hi/` as any unknown path.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { SECOND_LANGUAGES, type Language } from "@dept/contract";
import type { ContentSnapshot } from "../api/content-service.js";
import { precomputeBody, sendPrecomputed, type Precomputed } from "../api/precomputed.js";
import { HttpError } from "../http-error.js";
import { loadWebBuild, renderDocument, type WebBuild } from "../web/document.js";

export const IMMUTABLE = "public, max-age=31536000, immutable";

export const staticWeb = fp(
  async (app: FastifyInstance, options: { webDir: string; publicUrl: string | undefined }) => {
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
        allowedPath: (pathName) =>
          pathName !== "/index.html" && !pathName.startsWith("/ssr/") && !pathName.startsWith("/.vite/"),
        setHeaders(reply, filePath) {
          // The editor (admin/) is never cached; the site's hashed assets are cached for a year.
          reply.header(
            "Cache-Control",
            filePath.startsWith(adminDir) ? "no-store" : filePath.startsWith(assetsDir) ? IMMUTABLE : "no-cache",
          );
        },
      });
    }
    const build = built ? await loadWebBuild(webDir, app.log) : undefined;

    // One document per language's content snapshot, made on first request after a change and kept.
    const cached = new Map<Language, { snapshot: ContentSnapshot; document: Promise<Precomputed> }>();
    const documentFor = (build: WebBuild, snapshot: ContentSnapshot): Promise<Precomputed> => {
      const { lang } = snapshot;
      let kept = cached.get(lang);
      if (kept?.snapshot !== snapshot) {
        const html = renderDocument(build, snapshot.site?.value, app.log, undefined, options.publicUrl, lang);
        kept = { snapshot, document: precomputeBody(Buffer.from(html, "utf8"), "text/html; charset=utf-8") };
        cached.set(lang, kept);
      }
      return kept.document;
    };

    const serveDocument = (lang: Language) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (lang !== "en" && !app.content.languages().includes(lang)) return reply.callNotFound();
      // The router ignores a trailing slash; the document of a language is its folder, so relative links resolve in it.
      const [pathName, query] = request.url.split(/\?(.*)/s);
      if (lang !== "en" && !pathName!.endsWith("/")) return reply.redirect(`/${lang}/${query ? `?${query}` : ""}`, 301);
      if (!build) {
        throw new HttpError(
          503,
          "web_app_not_built",
          `The web app is not built: no index.html in ${path.basename(webDir)} (build the web package or set WEB_DIR).`,
        );
      }
      return sendPrecomputed(request, reply, await documentFor(build, app.content.snapshotFor(lang)));
    };
    app.get("/", serveDocument("en"));
    app.get("/index.html", serveDocument("en"));
    for (const lang of SECOND_LANGUAGES) app.get(`/${lang}/`, serveDocument(lang));
  },
);
