/**
 * Serves the built web app from WEB_DIR: hashed files under /assets/ cached for a year, everything
 * else revalidated on every use. Every page of the site is a document at its own path (issue 34):
 * `/faculty/3`, `/hi/notices`, rendered by the server with its content (web/document.ts) once per
 * content version, route and language, kept, and sent precompressed with an ETag. An address the
 * site does not have is the not-found page with 404; another spelling of a page's address (case,
 * trailing slash) is redirected to it (301). Which requests get a document is `wantsDocument`'s
 * rule (docs/behaviour.md). Without a build, a document is a 503 that says so.
 */
import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  DEFAULT_LANGUAGE,
  PAGE_AND_API_PATHS,
  SECOND_LANGUAGES,
  SITE_PATHS,
  wantsPage,
  type Language,
} from "@dept/contract";
import type { ContentSnapshot } from "../api/content-service.js";
import { answerFor, precomputeBody, type Precomputed } from "../api/precomputed.js";
import { siteSearch } from "../api/search-answers.js";
import { HttpError } from "../http-error.js";
import { loadWebBuild, renderDocument, type WebBuild } from "../web/document.js";
import { headFrom, pageAddress, pageData, snapshotAnswers } from "../web/page-documents.js";

export const IMMUTABLE = "public, max-age=31536000, immutable";

/** Documents kept per content snapshot: every page, and room for searches and filtered lists. */
const KEPT_DOCUMENTS = 2000;

/** Paths that are never a page: the API's, the editor's, files'. */
const NOT_PAGES = /^\/(api|admin|assets|endpoints|generals|feeds|healthz|readyz|metrics)(\/|$)/;

/**
 * Whether a request that no route answered may get a document: a GET or HEAD outside the API's and
 * the editor's paths, unless it asks for JSON only (`Accept: application/json` without `text/html`).
 * A page's address then gets its page; an unknown one the not-found page only when Accept names
 * `text/html` (a browser), else the JSON 404 (docs/behaviour.md).
 */
export function wantsDocument(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const pathName = request.url.split("?")[0]!;
  if (NOT_PAGES.test(pathName)) return false;
  const accept = request.headers.accept;
  return wantsPage(accept) || !/application\/json/i.test(accept ?? "");
}

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
        // The document is served by the routes below; the server's render module is no download.
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

    /** A document; `keep` false when an answer it needed failed (the database was away): made again next time. */
    type Kept = { status: 200 | 404; document: Precomputed; keep: boolean };
    // The documents of the current snapshot of each language, by path and query.
    const cached = new Map<Language, { snapshot: ContentSnapshot; documents: Map<string, Promise<Kept>> }>();
    const search = siteSearch(app);
    const render = async (
      build: WebBuild,
      snapshot: ContentSnapshot,
      appPath: string,
      query: string,
    ): Promise<Kept> => {
      const site = snapshot.site?.value;
      const languages = app.content.languages();
      const data = await pageData(snapshot, appPath);
      const head = site
        ? headFrom(
            { lang: snapshot.lang, languages, publicUrl: options.publicUrl, site, path: appPath, page: data },
            snapshot,
          )
        : undefined;
      let failed = false;
      const answers = snapshotAnswers(snapshot, search);
      const { html, status } = await renderDocument(
        build,
        {
          site,
          lang: snapshot.lang,
          languages,
          iconText: app.content.snapshotFor(DEFAULT_LANGUAGE).site?.value.department.shortName,
          path: appPath,
          search: query,
          answers: async (path, parameters) => {
            try {
              return await answers(path, parameters);
            } catch (error) {
              // A query the API refuses (400) is refused the same way every time; anything else may pass next time.
              if (!(error instanceof HttpError && error.statusCode < 500)) failed = true;
              throw error;
            }
          },
          head,
          publicUrl: options.publicUrl,
        },
        app.log,
      );
      const document = await precomputeBody(Buffer.from(html, "utf8"), "text/html; charset=utf-8");
      return { status, document, keep: !failed };
    };
    const documentFor = (build: WebBuild, snapshot: ContentSnapshot, appPath: string, search: string) => {
      let kept = cached.get(snapshot.lang);
      if (kept?.snapshot !== snapshot) {
        kept = { snapshot, documents: new Map() };
        cached.set(snapshot.lang, kept);
      }
      const key = `${appPath}?${search}`;
      let document = kept.documents.get(key);
      if (!document) {
        const made = (document = render(build, snapshot, appPath, search));
        const { documents } = kept;
        if (documents.size < KEPT_DOCUMENTS) {
          documents.set(key, made);
          made.then(
            ({ keep }) => void (!keep && documents.get(key) === made && documents.delete(key)),
            () => undefined,
          );
        }
      }
      return document;
    };
    // The documents served to a browser at a plain address, by that address: the fast path's
    // (api/fast-path.ts), each valid while its language's content is the one it was made from.
    const served = new Map<string, { lang: Language; snapshot: ContentSnapshot; document: Precomputed }>();
    const servedDocument = (url: string): Precomputed | undefined => {
      const kept = served.get(url);
      if (!kept) return undefined;
      const current =
        app.content.snapshotFor(kept.lang) === kept.snapshot &&
        (kept.lang === "en" || app.content.languages().includes(kept.lang));
      if (current) return kept.document;
      served.delete(url);
      return undefined;
    };

    /** The document at the request's address: its language from the prefix, the rest the app's path. */
    async function serveDocument(request: FastifyRequest, reply: FastifyReply) {
      const [pathName = "/", query = ""] = request.url.split(/\?(.*)/s);
      const lang = SECOND_LANGUAGES.find((code) => pathName === `/${code}` || pathName.startsWith(`/${code}/`)) ?? "en";
      const prefix = lang === "en" ? "" : `/${lang}`;
      const languageMissing = lang !== "en" && !app.content.languages().includes(lang);
      // An unknown address is the not-found page for a browser (Accept names text/html), the JSON 404 for others.
      const notFound = () => {
        if (!wantsPage(request.headers.accept))
          throw new HttpError(404, "not_found", `Nothing is served at ${pathName.slice(0, 200)}`);
      };
      if (languageMissing) notFound();
      // A language's home is its folder (`/hi/`), so relative links resolve in it.
      if (!languageMissing && pathName === prefix && prefix)
        return reply.redirect(`${prefix}/${query ? `?${query}` : ""}`, 301);
      if (!build) {
        throw new HttpError(
          503,
          "web_app_not_built",
          `The web app is not built: no index.html in ${path.basename(webDir)} (build the web package or set WEB_DIR).`,
        );
      }
      const snapshot = app.content.snapshotFor(languageMissing ? "en" : lang);
      let appPath = languageMissing ? pathName : pathName.slice(prefix.length) || "/";
      let search = query;
      let status: 200 | 404 = 200;
      if (pathName === "/index.html") appPath = "/";
      else if (snapshot.site) {
        const address = languageMissing ? { kind: "missing" as const } : pageAddress(snapshot, appPath);
        if (address.kind === "redirect")
          return reply.redirect(`${prefix}${address.path}${query ? `?${query}` : ""}`, 301);
        // The not-found page's own address is no page either (no soft 404 for crawlers).
        if (address.kind === "missing" || appPath === SITE_PATHS.notFound) {
          notFound();
          // One not-found document per language, whatever the address.
          [appPath, search, status] = [SITE_PATHS.notFound, "", 404];
        }
      } else if (appPath !== "/") {
        // Before the first import only home is known.
        notFound();
        [appPath, search, status] = [SITE_PATHS.notFound, "", 404];
      }
      const kept = await documentFor(build, snapshot, appPath, search);
      const missing = status === 404 || kept.status === 404;
      // A 404 is never a 304: the not-found page is the same for every address.
      const ifNoneMatch = missing ? undefined : request.headers["if-none-match"];
      const answer = answerFor(kept.document, ifNoneMatch, request.headers["accept-encoding"]);
      reply.code(missing ? 404 : answer.status).headers(answer.headers);
      if (PAGE_AND_API_PATHS.has(pathName)) reply.header("vary", "Accept-Encoding, Accept");
      const plain = request.method === "GET" && !query && wantsPage(request.headers.accept);
      if (plain && !missing && kept.keep && (served.size < KEPT_DOCUMENTS || served.has(request.url)))
        served.set(request.url, { lang, snapshot, document: kept.document });
      return answer.body ? reply.send(answer.body) : reply.send();
    }

    // Without a build there is no page to serve an unknown address with: the JSON 404 it is.
    if (build) app.decorate("serveDocument", serveDocument);
    app.decorate("servedDocument", servedDocument);
    // Precompressed already: the compression plugin has nothing to do.
    app.get("/", { compress: false }, serveDocument);
    app.get("/index.html", { compress: false }, serveDocument);
    for (const lang of SECOND_LANGUAGES) app.get(`/${lang}/`, { compress: false }, serveDocument);
    // A path that is a page and an API answer: the page for a request asking for HTML.
    app.addHook("onRequest", async (request, reply) => {
      const pathName = request.url.split("?")[0]!;
      if (request.method === "GET" && PAGE_AND_API_PATHS.has(pathName) && wantsPage(request.headers.accept))
        return serveDocument(request, reply);
      // A page's address (no file name) that only the static files' wildcard matched: its document
      // at once, without looking for a file on disk first.
      if (build && request.routeOptions.url === "/*" && !/\.[^/]*$/.test(pathName) && wantsDocument(request))
        return serveDocument(request, reply);
    });
  },
);

declare module "fastify" {
  interface FastifyInstance {
    /** The document at the request's address (plugins/static-web.ts): what an unrouted page address gets. */
    serveDocument?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
    /** A document already served to a browser at this plain address, for the current content (the fast path's). */
    servedDocument: (url: string) => Precomputed | undefined;
  }
}
