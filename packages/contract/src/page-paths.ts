/**
 * The site's addresses (issue 34): every page is a path of its own (`/faculty/3`), English at the
 * root and the second language under `/{lang}/` with the same paths. The spec's hash addresses
 * (`/#/faculty/3`) stay aliases that land on these. The pages the sitemap page lists, and so the
 * sitemap.xml crawlers read, come from here: one list for the web app and the server.
 */
import { languageRoot, type Language } from "./languages.js";
import { collectionsOf, publicCollections, type CollectionFamily, type ListCollection } from "./registry/public.js";
import { publicationsCollection } from "./registry/publications-public.js";
import { SITE_PAGES, type SitePageName } from "./site-pages.js";

/** A language's address of a page: `/faculty/3` in Hindi is `/hi/faculty/3`, and `/` is `/hi/`. */
export function localizedPath(path: string, lang: Language): string {
  return lang === "en" ? path : `${languageRoot(lang).slice(0, -1)}${path}`;
}

/** The site's own pages (the collections' pages are in the registry), by name. */
export const SITE_PATHS = {
  home: "/",
  about: "/about-us",
  faculty: "/faculty",
  academics: "/academics/",
  coderOfTheMonth: "/events/coder-of-the-month",
  /** The site search's page: `?q=…` (and `&offset=…`). */
  search: "/search",
  accessibility: "/accessibility",
  sitemap: "/sitemap",
  notFound: "/404-page-not-found",
} as const;
export type SitePathName = keyof typeof SITE_PATHS;

/** The academics page's tab that it opens on (spec section 2, Academics). */
export const DEFAULT_ACADEMICS_OPTION = "vision-mission";
/** The query parameter of the old academics addresses (`/academics/?option=syllabus`), still understood. */
export const ACADEMICS_OPTION_PARAM = "option";

/** The address of an academics tab: `/academics/` for Vision & Mission, `/academics/{key}` for the others. */
export function academicsTabPath(option: string): string {
  return option === DEFAULT_ACADEMICS_OPTION ? SITE_PATHS.academics : `${SITE_PATHS.academics}${option}`;
}

/**
 * The path of a page as the registry names it: an academics tab's `/academics/?option=KEY` is
 * `/academics/KEY` (`/academics/` for Vision & Mission); every other route is its own path.
 */
export function pagePath(route: string): string {
  const [path, query] = route.split(/\?(.*)/s);
  if (path !== SITE_PATHS.academics || query === undefined) return route;
  // The contract runs without the DOM's URLSearchParams: the one parameter, read by hand.
  const option = query
    .split("&")
    .map((pair) => pair.split("="))
    .find(([name]) => name === ACADEMICS_OPTION_PARAM)?.[1];
  return option === undefined ? route : academicsTabPath(decodeURIComponent(option.replace(/\+/g, " ")));
}

/** A list collection's page, as a path. */
export const collectionPagePath = (collection: ListCollection): string => pagePath(publicCollections[collection].page);

/** A page the site's sitemap page lists: what names it (the site's, a collection's or a policy page's) and its path. */
export type ListedPage = { path: string; /** A page crawlers should not index (search results). */ noindex?: true } & (
  | { kind: "site"; name: Exclude<SitePathName, "notFound"> }
  | { kind: "publications" }
  | { kind: "collection"; name: ListCollection }
  | { kind: "policy"; name: SitePageName }
);

/** The collections of a family that have a page of their own (a description in the registry), in menu order. */
function collectionPages(family: CollectionFamily): ListedPage[] {
  return collectionsOf(family).flatMap((name) =>
    "description" in publicCollections[name]
      ? [{ kind: "collection" as const, name, path: collectionPagePath(name) }]
      : [],
  );
}

/**
 * The pages of the sitemap page, in its order: the site's own, each collection with a page of its
 * own, and the policy and help pages (GIGW) when the site content has them. The academics tabs
 * and faculty profiles are reached from their pages (the server's `publicPages` adds them for
 * crawlers).
 */
export function listedPages(site?: { pages?: unknown }): ListedPage[] {
  const own = (name: Exclude<SitePathName, "notFound">): ListedPage => ({ kind: "site", name, path: SITE_PATHS[name] });
  return [
    own("home"),
    own("about"),
    own("faculty"),
    { kind: "publications", path: publicationsCollection.page },
    own("academics"),
    ...collectionPages("titledFile"),
    ...collectionPages("notice"),
    ...collectionPages("event"),
    own("coderOfTheMonth"),
    { ...own("search"), noindex: true },
    own("accessibility"),
    own("sitemap"),
    ...(site?.pages
      ? (Object.keys(SITE_PAGES) as SitePageName[]).map((name): ListedPage => ({
          kind: "policy",
          name,
          path: SITE_PAGES[name],
        }))
      : []),
  ];
}

/**
 * The paths that are both a page and an answer of the published API (`/events/workshops`,
 * `/events/competitions`): which one a request gets is decided by its Accept header
 * (`wantsPage`), both answers saying `Vary: Accept`.
 */
export const PAGE_AND_API_PATHS: ReadonlySet<string> = new Set(
  (Object.keys(publicCollections) as ListCollection[])
    .filter((name) => publicCollections[name].api === collectionPagePath(name))
    .map((name) => publicCollections[name].api),
);

/**
 * Whether a request with this Accept header asks for a page rather than JSON: it names `text/html`
 * (a browser's navigation, a crawler's, a link-preview bot's) with a quality above 0. No header,
 * `*\/*` and `application/json, text/plain, *\/*` (axios, fetch) ask for the API's answer.
 */
export function wantsPage(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(",").some((part) => {
    const [type, ...params] = part.trim().toLowerCase().split(";");
    if (type?.trim() !== "text/html") return false;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return q === undefined || Number(q) > 0;
  });
}
