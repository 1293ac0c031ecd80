/**
 * For search engines (issue 34): `/robots.txt` lets them read the public site and keeps them out of
 * the editor and the search API (and the search results pages), naming the sitemap;
 * `/sitemap.xml` lists every public page (web/public-pages.ts) in every language of the site, each
 * with its other languages' addresses (`xhtml:link` hreflang) and the content version's time as
 * `lastmod`. Both need absolute addresses, so they name the site's one origin (PUBLIC_URL, else
 * `http://HOST:PORT`, as the feeds do); made once per content version, sent with ETags and
 * compression like the API's answers.
 */
import { extraRoutes, localizedPath, SITE_PATHS, type Language } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { precomputeBody, sendPrecomputed, type Precomputed } from "../../api/precomputed.js";
import { HttpError } from "../../http-error.js";
import { publicPages } from "../../web/public-pages.js";

const SITEMAP = "/sitemap.xml";
const ROBOTS = "/robots.txt";

/** XML text and attribute values. */
const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** The lines of robots.txt (RFC 9309) for a site of `languages` at `origin`. */
export function robotsText(origin: string, languages: readonly Language[]): string {
  const searchPages = languages.map((lang) => localizedPath(SITE_PATHS.search, lang));
  return [
    "User-agent: *",
    "Allow: /",
    // The editor, its previews and its API: for staff, never indexed.
    "Disallow: /admin/",
    // Search answers and results pages are endless and say nothing a page does not.
    `Disallow: ${extraRoutes.search.path}`,
    ...searchPages.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}${SITEMAP}`,
    "",
  ].join("\n");
}

/** The sitemap (sitemaps.org 0.9, with Google's hreflang alternates) of `paths` in every one of `languages`. */
export function sitemapXml(
  origin: string,
  languages: readonly Language[],
  paths: readonly string[],
  lastModified: Date | undefined,
): string {
  const address = (path: string, lang: Language) => escapeXml(`${origin}${localizedPath(path, lang)}`);
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().replace(/\.\d{3}Z$/, "Z")}</lastmod>` : "";
  const urls = paths.flatMap((path) => {
    // Each language's address names all of them, itself included, and English for everyone else.
    const alternates =
      languages.length < 2
        ? ""
        : [...languages.map((lang) => [lang, lang] as const), ["x-default", "en"] as const]
            .map(
              ([hreflang, lang]) =>
                `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${address(path, lang)}"/>`,
            )
            .join("");
    return languages.map((lang) => `<url><loc>${address(path, lang)}</loc>${lastmod}${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export async function crawlerRoutes(app: FastifyInstance, options: { origin: () => string }): Promise<void> {
  let version: number | undefined | null = null;
  const made = new Map<string, Promise<Precomputed>>();

  /** A document for this content version, made once. */
  function once(key: string, make: () => string, contentType: string): Promise<Precomputed> {
    if (app.content.snapshot.version !== version) {
      version = app.content.snapshot.version;
      made.clear();
    }
    let answer = made.get(key);
    if (!answer) {
      answer = precomputeBody(Buffer.from(make(), "utf8"), contentType);
      made.set(key, answer);
    }
    return answer;
  }

  app.get(ROBOTS, { compress: false }, async (request, reply) =>
    sendPrecomputed(
      request,
      reply,
      await once("robots", () => robotsText(options.origin(), app.content.languages()), "text/plain; charset=utf-8"),
    ),
  );

  app.get(SITEMAP, { compress: false }, async (request, reply) => {
    const { site, facultyIds } = app.content.snapshot;
    if (!site) throw new HttpError(503, "no_content", "No content has been imported yet.");
    const make = () => {
      // The content version's time (the pages' 'Last updated'): the same on every instance.
      const updated = site.value.lastUpdated ? new Date(site.value.lastUpdated) : undefined;
      const paths = publicPages({ site: site.value, facultyIds }).map((page) => page.path);
      return sitemapXml(
        options.origin(),
        app.content.languages(),
        paths,
        updated && !Number.isNaN(updated.getTime()) ? updated : undefined,
      );
    };
    return sendPrecomputed(request, reply, await once("sitemap", make, "application/xml; charset=utf-8"));
  });
}
