/**
 * The served document (issue 34): the web build's index.html with the server's render of the
 * requested route in it (web build's `ssr/entry-server.js`, `renderPage`), the answers it was
 * rendered with as JSON data the app hydrates, the page's head (web/page-head.ts: canonical
 * address, alternates, Open Graph, structured data) and the site content. Rendered once per content
 * version, route and language (plugins/static-web.ts keeps them).
 *
 * The app's script tags wait in a `<template>` that the document's one inline script
 * (./document-script.ts, first in the head) puts in place once the page's largest paint is behind
 * it, at once on a visitor's first tap. The route's own chunks come with them (modulepreload) and
 * its stylesheets are in the head, so the server's HTML is styled as the app will draw it.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DOCUMENT_IDS, LANGUAGES, PREVIEW_API_BASE_META, type Language, type Site } from "@dept/contract";
import type { FastifyBaseLogger } from "fastify";
import { assetsBeyondDocument, type Manifest } from "./manifest.js";
import { catalogueAssets, documentFeeds, type CatalogueAssets, type DocumentLanguage } from "./document-language.js";
import { DOCUMENT_SCRIPT, DOCUMENT_SCRIPT_HASH } from "./document-script.js";
import { escapeHtml, scriptJson } from "./page-head.js";

export { DOCUMENT_SCRIPT, DOCUMENT_SCRIPT_HASH };

/** The server's answers while a route renders: an answer of the public API by path and query, in the render's language. */
export type ServerAnswers = (path: string, query: Record<string, string> | undefined) => unknown;

/** A route as the web build's render module renders it (packages/web/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  status: 200 | 404;
  title: string;
  description: string;
  data: { path: string; search: string; state: unknown };
}
export type RenderPage = (
  site: Site,
  lang: Language,
  path: string,
  search: string,
  answers: ServerAnswers,
  /** The links' base when it is not the language's prefix: a preview's `/admin/preview/{id}`. */
  base?: string,
) => Promise<RenderedPage>;

/** From the web build's router: a route's pattern, its page module and the API answers it needs first. */
export interface RouteHint {
  pattern: string;
  module: string;
  api: string[];
}

/** A route's chunks and stylesheets beyond what index.html loads, by its pattern. */
export interface RouteAssets {
  pattern: RegExp;
  scripts: string[];
  styles: string[];
}

export interface RenderModule {
  renderPage: RenderPage;
  routes: RouteAssets[];
  /** Each language's chrome catalogue chunk: the document of that language preloads it. */
  catalogues: Map<Language, CatalogueAssets>;
}

export const RENDER_MODULE = path.join("ssr", "entry-server.js");
const MANIFEST = path.join(".vite", "manifest.json");

/** Each hinted route's page chunk with the chunks it imports and their stylesheets, as the build's manifest names them. */
export function routeAssets(manifest: Manifest, hints: RouteHint[]): RouteAssets[] {
  return hints.flatMap((hint) => {
    const assets = assetsBeyondDocument(manifest, hint.module);
    return assets ? [{ pattern: new RegExp(hint.pattern, "i"), ...assets }] : [];
  });
}

/** The web build's render module and route assets, or undefined when the build has none (the app then renders in the browser). */
export async function loadRenderModule(webDir: string): Promise<RenderModule | undefined> {
  const file = path.join(webDir, RENDER_MODULE);
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as {
    renderPage?: RenderPage;
    routeHints?: () => RouteHint[];
  };
  if (!module.renderPage) return undefined;
  const manifestFile = path.join(webDir, MANIFEST);
  const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest) : {};
  return {
    renderPage: module.renderPage,
    routes: routeAssets(manifest, module.routeHints?.() ?? []),
    catalogues: catalogueAssets(manifest, LANGUAGES),
  };
}

/** The build's module script and module preloads (Vite puts them in the head). */
const appScriptTags = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

/**
 * A preview of a draft (routes/admin/preview.ts): the app reads its API from `apiBase`, the page
 * says plainly that it is a preview, and no search engine keeps it.
 */
export interface PreviewMark {
  apiBase: string;
  /** Where the banner's link goes back to: the draft in the editor. */
  editorUrl: string;
}

export interface DocumentParts {
  /** The route's render; none when the build cannot render (the browser renders the app then). */
  page?: RenderedPage;
  /** The route's chunks and stylesheets. */
  assets?: { scripts: string[]; styles: string[] };
  /** The page's head tags (web/page-head.ts); none in a preview, which no search engine keeps. */
  head?: string;
  preview?: PreviewMark;
  /** PUBLIC_URL: the feeds' links are absolute with it. */
  publicUrl?: string;
  language: DocumentLanguage;
  /** The icon's text: the department's short name in the site's first language (see documentHtml). */
  iconText?: string;
}

/** The document of `site` with `parts`: the template as it is before the first import. */
export function documentHtml(template: string, site: Site | undefined, parts: DocumentParts): string {
  if (!site) return template;
  const { page, preview, language } = parts;
  const { lang, catalogue } = language;
  const feeds = documentFeeds(lang, site.department.name);
  const absolute = (href: string) => `${parts.publicUrl ?? ""}${href}`;
  const title = `${preview ? "Preview: " : ""}${page?.title ?? `${site.department.name}, ${site.college.name}`}`;
  const styles = (parts.assets?.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`);
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    // First of all (after the charset, which must come in the first 1024 bytes): before any control
    // is parsed, its clicks are held (./document-script.ts).
    .replace(
      /<meta charset="[^"]*" ?\/?>/i.test(template) ? /<meta charset="[^"]*" ?\/?>/i : "<head>",
      (tag) => `${tag}<script>${DOCUMENT_SCRIPT}</script>`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (whole, open: string, close: string) =>
      page ? `${open}${escapeHtml(page.description)}${close}` : whole,
    )
    // The icon (an inline SVG in index.html) shows the department's short name, the same mark on
    // every page: in the site's first language, whose script every device has a font for. An icon
    // is an image of its own, which cannot use the page's web fonts: a Devanagari name drew empty
    // boxes on a device without a Devanagari font, after a 35-60 ms task of looking for one.
    .replace(
      "%3ECSE%3C/text%3E",
      `%3E${encodeURIComponent(escapeHtml(parts.iconText ?? site.department.shortName))}%3C/text%3E`,
    )
    .replace(
      "</head>",
      (parts.head ?? "") +
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feeds.title("RSS"))}" href="${escapeHtml(absolute(feeds.rss))}" />` +
        `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feeds.title("Atom"))}" href="${escapeHtml(absolute(feeds.atom))}" />` +
        styles.join("") +
        "</head>",
    );
  let beforeRoot = "";
  if (preview) {
    html = html.replace(
      "</head>",
      `<meta name="robots" content="noindex, nofollow" /><meta name="${PREVIEW_API_BASE_META}" content="${escapeHtml(preview.apiBase)}" /></head>`,
    );
    beforeRoot =
      `<p class="preview-banner"><strong>Preview</strong> of a draft: visitors do not see this yet. ` +
      `<a href="${escapeHtml(preview.editorUrl)}">Back to the editor</a></p>`;
  }
  let afterRoot = "";
  if (page) {
    // The language's catalogue goes with the app, and its stylesheet if it has one.
    const scripts = [
      ...(html.match(appScriptTags) ?? []).map((tag) => tag.trim()),
      ...[...(parts.assets?.scripts ?? []), ...(catalogue?.scripts ?? [])].map(
        (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
      ),
      ...(catalogue?.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ].join("");
    html = html.replace(appScriptTags, "");
    afterRoot =
      `<template id="${DOCUMENT_IDS.appScripts}">${scripts}</template>` +
      `<script type="application/json" id="${DOCUMENT_IDS.routeData}">${scriptJson(page.data)}</script>`;
  }
  html = html.replace('<div id="root"></div>', `${beforeRoot}<div id="root">${page?.html ?? ""}</div>${afterRoot}`);
  return html.replace(
    "</body>",
    `  <script type="application/json" id="${DOCUMENT_IDS.siteContent}">${scriptJson(documentSite(site))}</script>\n  </body>`,
  );
}

/**
 * The site content as the document carries it: the policy pages by their titles only (the footer
 * links them); their texts, long and seldom read, come from `/api/site` on their own page (and in
 * that page's render), so every other page's document stays small.
 */
function documentSite(site: Site): Site {
  if (!site.pages) return site;
  const titles = Object.fromEntries(Object.entries(site.pages).map(([name, page]) => [name, { title: page.title }]));
  return { ...site, pages: titles as Site["pages"] };
}

/** The web build the server renders documents with: its index.html and render module. */
export interface WebBuild {
  template: string;
  renderModule: RenderModule | undefined;
}

/** The build in `webDir`, or undefined when there is none (no index.html). */
export async function loadWebBuild(webDir: string, log: FastifyBaseLogger): Promise<WebBuild | undefined> {
  const templatePath = path.join(webDir, "index.html");
  if (!fs.existsSync(templatePath)) return undefined;
  const renderModule = await loadRenderModule(webDir);
  if (!renderModule)
    log.warn({ webDir }, "the web build has no server render module: the app renders in the browser only");
  return { template: fs.readFileSync(templatePath, "utf8"), renderModule };
}

/** What a document is of: a route of the app in a language, with the server's answers. */
export interface DocumentRequest {
  site: Site | undefined;
  lang: Language;
  languages: readonly Language[];
  /** The app path without the language's prefix, and its query without '?'. */
  path: string;
  search: string;
  answers: ServerAnswers;
  /** The page's head tags, made from its render. */
  head?: (page: RenderedPage) => string;
  preview?: PreviewMark;
  publicUrl?: string;
  /** The icon's text, when it is not this site's own short name (DocumentParts.iconText). */
  iconText?: string;
}

/** The document for a route, with its status: 404 for an address the site does not have. */
export async function renderDocument(
  build: WebBuild,
  request: DocumentRequest,
  log: FastifyBaseLogger,
): Promise<{ html: string; status: 200 | 404 }> {
  const { site, lang } = request;
  let page: RenderedPage | undefined;
  if (site && build.renderModule) {
    try {
      page = await build.renderModule.renderPage(
        site,
        lang,
        request.path,
        request.search,
        request.answers,
        request.preview?.apiBase,
      );
    } catch (error) {
      // The browser renders the app itself then: a slower first paint, not a broken site.
      log.error({ err: error, path: request.path }, "rendering the document failed; serving it unrendered");
    }
  }
  const language: DocumentLanguage = {
    lang,
    languages: request.languages,
    catalogue: build.renderModule?.catalogues.get(lang),
  };
  const assets = build.renderModule?.routes.find((route) => route.pattern.test(request.path));
  const html = documentHtml(build.template, site, {
    page,
    assets,
    head: page && request.head ? request.head(page) : undefined,
    preview: request.preview,
    publicUrl: request.publicUrl,
    language,
    iconText: request.iconText,
  });
  return { html, status: page?.status ?? 200 };
}
