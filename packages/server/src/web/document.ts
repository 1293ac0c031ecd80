/**
 * The served document: the web build's index.html with the server's render of the app and the
 * site content as JSON data in it. Rendered once per content version by the web build's own
 * render module (`ssr/entry-server.js` in WEB_DIR).
 *
 * The server cannot see the route (it is in the URL's hash), so the home page comes in a
 * `<template>`, inert (no image of it loads), and one inline script right after it moves it into
 * the page's main element when the route is home, before the first paint. On every other route
 * the document shows header and footer around an empty main until the app renders the route.
 *
 * The same script starts the app: at once on other routes, together with what that route's first
 * render needs (its page chunk, stylesheet and API answer, named by the web build's route hints
 * and manifest), so they download beside the app's script instead of after it; on home once the
 * browser reports the first photo painted as the largest paint (a second after the load event
 * at the latest), or at the visitor's first tap or key if that comes sooner, so the app's script
 * never competes with the largest image for a slow phone's bandwidth (React then hydrates a page
 * that is already complete on screen).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import {
  DOCUMENT_IDS,
  EARLY_CLICKS_GLOBAL,
  languageRoot,
  languagesOf,
  LANGUAGES,
  PREVIEW_API_BASE_META,
  type Language,
  type Site,
} from "@dept/contract";
import type { FastifyBaseLogger } from "fastify";
import { assetsBeyondDocument, type Manifest } from "./manifest.js";
import {
  apiUrlIn,
  catalogueAssets,
  documentFeeds,
  languageAlternates,
  type CatalogueAssets,
  type DocumentLanguage,
} from "./document-language.js";

export interface RenderedApp {
  shell: string;
  home: string;
  /** The meta description in the render's language (a build before languages has none). */
  description?: string;
}
/** The web build's render of the app (its `ssr/entry-server.js`): `site` is that language's served site. */
export type RenderApp = (site: Site, lang: Language) => RenderedApp;

/** From the web build's router: a route's pattern, its page module and the API answers it needs first. */
export interface RouteHint {
  pattern: string;
  module: string;
  api: string[];
}

/** A route's pattern and the URLs a first load of it fetches besides the app's own script. */
export type RoutePreloads = [pattern: string, urls: string[]];

export interface RenderModule {
  renderApp: RenderApp;
  preloads: RoutePreloads[];
  /** Each language's chrome catalogue chunk: the document of that language preloads it. */
  catalogues: Map<Language, CatalogueAssets>;
}

/** The site's one inline script, allowed by its hash in the CSP. Home is `#`, `#/` or none, with or without a query. */
export const HOME_SCRIPT = [
  "(function(d){",
  // A button of the server's render clicked before React took the page over would do nothing:
  // the click is held (first listener of all, capture on window), starts the app, and is handed
  // to it: the app clicks the same button again once it runs (packages/web/src/app/early-clicks.ts).
  // Links need nothing: the browser follows them and the app reads the address it finds.
  `var q=[];self.${EARLY_CLICKS_GLOBAL}=function(){var r=q;q=null;return r};`,
  'addEventListener("click",function(e){var b=q&&e.target.closest&&e.target.closest("#root button");',
  "b&&(e.preventDefault(),e.stopImmediatePropagation(),q.push(b),start())},true);",
  `var app=d.getElementById("${DOCUMENT_IDS.appScripts}").content,start=function(){app&&d.head.append(app);app=null};`,
  "if(/^#?\\/?(\\?|$)/.test(location.hash)){",
  `d.getElementById("${DOCUMENT_IDS.main}").replaceChildren(d.getElementById("${DOCUMENT_IDS.homeTemplate}").content);`,
  // Once the browser reports the first photo as the largest paint; a second after the load event
  // at the latest (another element was the largest, or the browser reports no such thing).
  'try{new PerformanceObserver(function(l){l.getEntries().some(function(e){return e.element&&e.element.getAttribute("fetchpriority")=="high"})&&setTimeout(start)})',
  '.observe({type:"largest-contentful-paint",buffered:true})}catch(e){}',
  'addEventListener("load",function(){setTimeout(start,1000)});',
  '["pointerdown","keydown","touchstart"].forEach(function(e){addEventListener(e,start,{once:true,passive:true})})',
  "}else{",
  'var path=location.hash.replace(/^#\\/?/,"/").split("?")[0];',
  `JSON.parse(d.getElementById("${DOCUMENT_IDS.routeHints}").textContent).some(function(h){`,
  'if(!new RegExp(h[0],"i").test(path))return false;',
  "h[1].forEach(function(u){",
  'var l=d.createElement("link"),js=/\\.js$/.test(u);l.rel=js?"modulepreload":"preload";',
  'if(!js)l.as=/\\.css$/.test(u)?"style":"fetch";l.crossOrigin="";l.href=u;d.head.append(l)',
  "});return true});",
  "start()}",
  "})(document)",
].join("");
export const HOME_SCRIPT_HASH = `'sha256-${createHash("sha256").update(HOME_SCRIPT).digest("base64")}'`;

export const RENDER_MODULE = path.join("ssr", "entry-server.js");
const MANIFEST = path.join(".vite", "manifest.json");

/**
 * The URLs each hinted route's first render needs besides the document's own script tags: its
 * page chunk with the chunks it imports and their stylesheets (as the build's manifest names
 * them), with its API answers first.
 */
export function routePreloads(manifest: Manifest, hints: RouteHint[]): RoutePreloads[] {
  return hints.flatMap((hint) => {
    const assets = assetsBeyondDocument(manifest, hint.module);
    // The API answer first: it is the longest wait once the app's script has run.
    return assets ? [[hint.pattern, [...hint.api, ...assets.scripts, ...assets.styles]] satisfies RoutePreloads] : [];
  });
}

/** The web build's render module and route preloads, or undefined when the build has none (the app then renders in the browser). */
export async function loadRenderModule(webDir: string): Promise<RenderModule | undefined> {
  const file = path.join(webDir, RENDER_MODULE);
  if (!fs.existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as { renderApp?: RenderApp; routeHints?: () => RouteHint[] };
  if (!module.renderApp) return undefined;
  const manifestFile = path.join(webDir, MANIFEST);
  const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest) : {};
  return {
    renderApp: module.renderApp,
    preloads: routePreloads(manifest, module.routeHints?.() ?? []),
    catalogues: catalogueAssets(manifest, LANGUAGES),
  };
}

/** For text and for double-quoted attribute values alike. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON that cannot end its <script> element or open a comment in it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

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

/**
 * `publicUrl` is PUBLIC_URL, never the request's Host: the canonical link and the feeds' links name
 * it. Without it (and in a preview, never indexed) there is no canonical link, since a guessed one
 * (`http://HOST:PORT`) could point search engines at an address nobody reaches, and the feed links
 * stay relative.
 *
 * `language`: the document's language (`site` is that language's); English when absent. A site
 * with two languages names both versions in `hreflang` alternates; a one-language site's English
 * document is as it was before languages existed, but for its catalogue's preload.
 */
export function documentHtml(
  template: string,
  site: Site | undefined,
  rendered: RenderedApp | undefined,
  preloads: RoutePreloads[] = [],
  preview?: PreviewMark,
  publicUrl?: string,
  language: DocumentLanguage = { lang: "en", languages: languagesOf(site) },
): string {
  if (!site) return template;
  const { lang, catalogue } = language;
  const absolute = (path: string) => `${publicUrl ?? ""}${path}`;
  const feeds = documentFeeds(lang, site.department.name);
  const title = `${preview ? "Preview: " : ""}${site.department.name}, ${site.college.name}`;
  let html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    // The template's description is English; another language's comes from its render (the app then follows the route).
    .replace(/(<meta name="description" content=")[^"]*(")/, (whole, open: string, close: string) =>
      lang === "en" || !rendered?.description ? whole : `${open}${escapeHtml(rendered.description)}${close}`,
    )
    // The icon (an inline SVG in index.html) shows the department's short name.
    .replace("%3ECSE%3C/text%3E", `%3E${encodeURIComponent(escapeHtml(site.department.shortName))}%3C/text%3E`)
    // Feed readers and browsers find the notices' feeds here.
    .replace(
      "</head>",
      // Every route is one document (the route is in the hash), so the canonical address is the language's root (`/`, `/hi/`).
      (publicUrl ? `<link rel="canonical" href="${escapeHtml(`${publicUrl}${languageRoot(lang)}`)}" />` : "") +
        // Alternates name addresses, which only PUBLIC_URL knows (as the canonical link); never in a preview.
        (preview || !publicUrl ? "" : languageAlternates(language.languages, absolute, escapeHtml)) +
        `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(feeds.title("RSS"))}" href="${escapeHtml(absolute(feeds.rss))}" />` +
        `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feeds.title("Atom"))}" href="${escapeHtml(absolute(feeds.atom))}" />` +
        "</head>",
    );
  // The route's first API answers in the document's language, as the app will ask for them.
  preloads = preloads.map(([pattern, urls]) => [
    pattern,
    urls.map((url) => (/\.(js|css)$/.test(url) ? url : apiUrlIn(url, lang))),
  ]);
  let beforeRoot = "";
  if (preview) {
    html = html.replace(
      "</head>",
      `<meta name="robots" content="noindex, nofollow" /><meta name="${PREVIEW_API_BASE_META}" content="${escapeHtml(preview.apiBase)}" /></head>`,
    );
    beforeRoot =
      `<p class="preview-banner"><strong>Preview</strong> of a draft: visitors do not see this yet. ` +
      `<a href="${escapeHtml(preview.editorUrl)}">Back to the editor</a></p>`;
    // The route's first API answer comes from the preview too.
    preloads = preloads.map(([pattern, urls]) => [
      pattern,
      urls.map((url) => (/\.(js|css)$/.test(url) ? url : `${preview.apiBase}${url}`)),
    ]);
  }
  let afterRoot = "";
  if (rendered) {
    // The language's catalogue goes with the app (after the home page's largest paint), its stylesheet too:
    // the Devanagari font's @font-face is in it, so the font never competes with the largest image.
    const catalogueScripts = [
      ...(catalogue?.scripts ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
      ...(catalogue?.styles ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ];
    const scripts = [...(html.match(appScriptTags) ?? []).map((tag) => tag.trim()), ...catalogueScripts].join("");
    html = html.replace(appScriptTags, "");
    afterRoot =
      `<template id="${DOCUMENT_IDS.homeTemplate}">${rendered.home}</template>` +
      `<template id="${DOCUMENT_IDS.appScripts}">${scripts}</template>` +
      `<script type="application/json" id="${DOCUMENT_IDS.routeHints}">${scriptJson(preloads)}</script>` +
      `<script>${HOME_SCRIPT}</script>`;
  }
  html = html.replace(
    '<div id="root"></div>',
    `${beforeRoot}<div id="root">${rendered?.shell ?? ""}</div>${afterRoot}`,
  );
  return html.replace(
    "</body>",
    `  <script type="application/json" id="${DOCUMENT_IDS.siteContent}">${scriptJson(documentSite(site))}</script>\n  </body>`,
  );
}

/**
 * The site content as the document carries it: the policy pages by their titles only (the footer
 * links them); their texts, long and seldom read, come from `/api/site` on their own page, so every
 * other page's document stays small (in Hindi it would not fit the first round trip).
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

/** The document for `site` (in `lang`, English by default), with the app rendered in it when the build can render. */
export function renderDocument(
  build: WebBuild,
  site: Site | undefined,
  log: FastifyBaseLogger,
  preview?: PreviewMark,
  publicUrl?: string,
  lang: Language = "en",
): string {
  let rendered: RenderedApp | undefined;
  if (site && build.renderModule) {
    try {
      rendered = build.renderModule.renderApp(site, lang);
    } catch (error) {
      // The browser renders the app itself then: a slower first paint, not a broken site.
      log.error({ err: error }, "rendering the document failed; serving it unrendered");
    }
  }
  const language: DocumentLanguage = {
    lang,
    languages: languagesOf(site),
    catalogue: build.renderModule?.catalogues.get(lang),
  };
  return documentHtml(build.template, site, rendered, build.renderModule?.preloads, preview, publicUrl, language);
}
