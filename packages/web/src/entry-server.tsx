/**
 * The server's render of a document (issue 34): the requested route, header, page and footer as
 * HTML, with the answers it shows, so the page's content is in the document and paints before any
 * script. The server builds this module (`vite build --ssr`) and calls `renderPage` once per
 * content version, route and language, with its precomputed answers; the browser's React hydrates
 * the result with the same answers (DOCUMENT_IDS.routeData).
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { dehydrate, type DehydratedState } from "@tanstack/react-query";
import { type Language, type Site } from "@dept/contract";
import { App } from "./app/app";
import { setServerLocation } from "./app/location";
import { pageDescription } from "./app/page-meta";
import { isRoutedPath, preloadRoute } from "./app/router";
import { en, type Catalogue } from "./i18n/catalogues/en";
import { hi } from "./i18n/catalogues/hi";
import { setServerAnswers, type ServerAnswers } from "./lib/api";
import { createQueryClient } from "./lib/query-client";
export { routeHints, type RouteHint } from "./app/router";
export type { ServerAnswers } from "./lib/api";

export interface RenderedPage {
  /** The app: skip link, header, `<main>` with the page, footer. */
  html: string;
  /** 200, or 404 for an address the site does not have (a profile that does not exist included). */
  status: 200 | 404;
  /** The document's title and meta description in `lang`. */
  title: string;
  description: string;
  /** What the app hydrates: the route rendered and the answers it was rendered with. */
  data: { path: string; search: string; state: DehydratedState };
}

/** Both catalogues, imported here: the server renders every language's document from this one module. */
const catalogues: Record<Language, Catalogue> = { en, hi };

// React puts preload links for eager images first; the document has its own head.
const imagePreloads = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;
const firstHeading = /<h1[^>]*>([\s\S]*?)<\/h1>/;
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");

// One render at a time: the location and the answers are the module's while it renders.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The app rendered at `path` (without the language's prefix; `search` without '?') in `lang`,
 * `site` being that language's site content and `answers` the server's answers in it. Its links
 * carry `base`: the language's prefix (`/hi`) by default, a draft preview's `/admin/preview/{id}`.
 */
export function renderPage(
  site: Site,
  lang: Language,
  path: string,
  search: string,
  answers: ServerAnswers,
  base: string = lang === "en" ? "" : `/${lang}`,
): Promise<RenderedPage> {
  const render = queue.then(() => renderNow(site, lang, path, search, answers, base));
  queue = render.catch(() => undefined);
  return render;
}

async function renderNow(
  site: Site,
  lang: Language,
  path: string,
  search: string,
  answers: ServerAnswers,
  base: string,
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const catalogue = catalogues[lang];
  setServerAnswers(answers);
  setServerLocation({ path, search, base });
  try {
    await preloadRoute(path, queryClient, { data: true, search });
    const html = renderToString(
      <StrictMode>
        <App queryClient={queryClient} site={site} lang={lang} catalogue={catalogue} />
      </StrictMode>,
    ).replace(imagePreloads, "");
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.error instanceof Error && (query.state.error as { status?: number }).status === 404);
    const status = isRoutedPath(path) && !missing ? 200 : 404;
    const site_ = `${site.department.shortName}, ${site.college.name}`;
    const heading = firstHeading.exec(html.slice(html.indexOf("<main")))?.[1];
    const title =
      path === "/" || !heading ? `${site.department.name}, ${site.college.name}` : `${decode(heading)} | ${site_}`;
    const description =
      (status === 200 ? pageDescription(path, catalogue, site) : undefined) ?? catalogue.pages.home.description;
    // Failed answers are not sent: the app asks for them again.
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === "success" });
    return { html, status, title, description, data: { path, search, state } };
  } finally {
    setServerAnswers(undefined);
    setServerLocation(undefined);
  }
}
