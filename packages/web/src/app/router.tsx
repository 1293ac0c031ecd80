/**
 * The route table of the spec (section 2) on path URLs (issue 34). Every page is a lazily loaded
 * chunk; the server preloads the requested route's chunk and data before it renders it
 * (entry-server.tsx), so its render is complete.
 *
 * The router is wouter (about 3 KB of compressed script) with the site's own path location
 * (./location.ts). React Router, which the site used first, cost 13 KB (declarative) to
 * 28 KB (data router) of compressed script on every first load and kept the home page over its
 * 90 KB budget (issue #8, BENCHMARKS.md); the site loads its data with TanStack Query, so none of
 * React Router's data features were in use.
 */
import { lazy, type ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import {
  apiPath,
  EVENT_COLLECTIONS,
  publicationsCollection,
  publicCollections,
  SITE_PAGES,
  type ApiRouteName,
  type SitePageName,
} from "@dept/contract";
import { parse } from "regexparam";
import { matchRoute, Route, Router, Switch } from "wouter";
import { paths } from "../config/paths";
import { facultyListQueryOptions } from "../lib/faculty-list";
import { facultyDetailsQueryOptions } from "../features/faculty/api/get-faculty-details";
import { publicationsQueryOptions } from "../lib/publications";
import { academicsTabQueries } from "../features/academics/options";
import { homepageQueryOptions } from "../features/home/api/get-homepage";
import { searchInput, searchQueryOptions } from "../features/search/api/get-search-results";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { collectionListQueryOptions } from "../lib/collection-list";
import { pathHref, usePathLocation, usePathSearch } from "./location";
import { Layout } from "./layout";

interface PageRoute {
  path: string;
  component: ComponentType;
  /**
   * Starts what the page needs first (its chunk, its main query) before React renders, so on a
   * first load they come in parallel instead of one after the other. Resolves once the chunk is
   * in; the query runs on.
   */
  preload?: (
    queryClient: QueryClient,
    params: Params,
    search: URLSearchParams,
  ) => { chunk: Promise<unknown>; data: Promise<unknown> };
  /** What the server's document may fetch beside the app's script on a first load (routeHints). */
  hint?: { module: string; api: string[] };
}

type PageModule = { default: ComponentType };
/** A route's parameters as matched (`/faculty/:id` gives `id`). */
type Params = Record<string, string | undefined>;

interface PageOptions {
  /** The page's module as the build's manifest names it (from the web package's root). */
  module: string;
  /** The page's first query, started before the first render: a route of the API table, or another API path. */
  query?: { prefetch: (queryClient: QueryClient) => Promise<void> } & ({ api: ApiRouteName } | { path: string });
  /** Further answers its first render shows, by the route's parameters and query (the server renders them in). */
  more?: (queryClient: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>;
}

/**
 * A lazily loaded page whose chunk (and first query, when it has one) can be preloaded. Once its
 * chunk is in, the page renders at once: React.lazy gets a thenable that answers synchronously,
 * so there is no Suspense fallback and no wait for React's batched reveal of suspended content
 * (up to 300 ms). The first load's route is preloaded before the first render (main.tsx).
 */
function lazyPage<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  { module, query, more }: PageOptions,
): PageRoute {
  let loaded: PageModule | undefined;
  const loadPage = () => load().then((loadedModule) => (loaded = { default: pick(loadedModule) }));
  const ready = (): PromiseLike<PageModule> => {
    const current = loaded;
    return current
      ? ({ then: (resolve: (value: PageModule) => unknown) => resolve(current) } as PromiseLike<PageModule>)
      : loadPage();
  };
  return {
    path,
    // React's lazy only calls `then`; its type asks for a whole Promise.
    component: lazy(ready as () => Promise<PageModule>),
    preload: (queryClient, params, search) => ({
      chunk: loadPage(),
      data: Promise.all([query?.prefetch(queryClient), more?.(queryClient, params, search)]),
    }),
    hint: { module, api: query ? ["path" in query ? query.path : apiPath(query.api)] : [] },
  };
}

const eventPages = () => import("../features/events/event-pages");
const EVENT_PAGES = "src/features/events/event-pages.tsx";
const sitePages = () => import("../features/site-info/site-page");

const routes: PageRoute[] = [
  // A chunk of its own, so the other routes' first script is smaller; the server renders it from
  // its own import (entry-server.tsx), and on home the document starts the app only after the
  // first screen, so waiting for this chunk costs nothing there.
  lazyPage(
    paths.home,
    () => import("../features/home/home-page"),
    (m) => m.HomePage,
    {
      module: "src/features/home/home-page.tsx",
      query: { api: "homepage", prefetch: (client) => client.prefetchQuery(homepageQueryOptions()) },
    },
  ),
  lazyPage(
    paths.about,
    () => import("../features/about/about-page"),
    (m) => m.AboutPage,
    { module: "src/features/about/about-page.tsx" },
  ),
  lazyPage(
    paths.faculty,
    () => import("../features/faculty/faculty-list-page"),
    (m) => m.FacultyListPage,
    {
      module: "src/features/faculty/faculty-list-page.tsx",
      query: { api: "facultyList", prefetch: (client) => client.prefetchQuery(facultyListQueryOptions()) },
    },
  ),
  lazyPage(
    "/faculty/:id",
    () => import("../features/faculty/faculty-profile-page"),
    (m) => m.FacultyProfilePage,
    {
      module: "src/features/faculty/faculty-profile-page.tsx",
      more: (client, { id = "" }) =>
        Promise.all([
          client.prefetchQuery(facultyDetailsQueryOptions(id)),
          client.prefetchQuery(publicationsQueryOptions(id)),
        ]),
    },
  ),
  lazyPage(
    paths.publications,
    () => import("../features/publications/publications-page"),
    (m) => m.PublicationsPage,
    {
      module: "src/features/publications/publications-page.tsx",
      // The getter comes with the page's chunk, so its schema adds nothing to every page's first script.
      query: {
        path: publicationsCollection.api,
        prefetch: (client) =>
          import("../features/publications/publications-page").then((m) => m.prefetchPublications(client)),
      },
      // The faculty filter names members as the faculty list does, from the first render on.
      more: (client) => client.prefetchQuery(facultyListQueryOptions()),
    },
  ),
  lazyPage(
    `${paths.academics}:tab?`,
    () => import("../features/academics/academics-page"),
    (m) => m.AcademicsPage,
    {
      module: "src/features/academics/academics-page.tsx",
      more: (client, { tab }) => Promise.all(academicsTabQueries(tab).map((options) => client.prefetchQuery(options))),
    },
  ),
  lazyPage(
    paths.bos,
    () => import("../features/bos/bos-page"),
    (m) => m.BosPage,
    {
      module: "src/features/bos/bos-page.tsx",
      query: { api: "bos", prefetch: (client) => client.prefetchQuery(collectionListQueryOptions("bos")) },
    },
  ),
  lazyPage(
    paths.mom,
    () => import("../features/documents/mom-page"),
    (m) => m.MomPage,
    {
      module: "src/features/documents/mom-page.tsx",
      query: { api: "mom", prefetch: (client) => client.prefetchQuery(collectionListQueryOptions("mom")) },
    },
  ),
  lazyPage(
    paths.schemes,
    () => import("../features/documents/schemes-page"),
    (m) => m.SchemesPage,
    {
      module: "src/features/documents/schemes-page.tsx",
      query: { api: "schemes", prefetch: (client) => client.prefetchQuery(collectionListQueryOptions("schemes")) },
    },
  ),
  lazyPage(
    paths.notices,
    () => import("../features/notices/notices-page"),
    (m) => m.NoticesPage,
    {
      module: "src/features/notices/notices-page.tsx",
      query: { api: "notices", prefetch: (client) => client.prefetchQuery(collectionListQueryOptions("notices")) },
    },
  ),
  ...EVENT_COLLECTIONS.map((collection) =>
    lazyPage(publicCollections[collection].page, eventPages, (m) => m.eventPage(collection), {
      module: EVENT_PAGES,
      query: { api: collection, prefetch: (client) => client.prefetchQuery(collectionListQueryOptions(collection)) },
    }),
  ),
  lazyPage(
    paths.coderOfTheMonth,
    () => import("../features/events/coder-of-the-month-page"),
    (m) => m.CoderOfTheMonthPage,
    {
      module: "src/features/events/coder-of-the-month-page.tsx",
    },
  ),
  lazyPage(
    paths.search,
    () => import("../features/search/search-page"),
    (m) => m.SearchPage,
    {
      module: "src/features/search/search-page.tsx",
      // The results of the address's query, so a shared results link shows them without a script.
      more: (queryClient, _params, search) => {
        const { q, offset } = searchInput(search);
        return q === "" ? Promise.resolve() : queryClient.prefetchQuery(searchQueryOptions(q, offset));
      },
    },
  ),
  lazyPage(
    paths.accessibility,
    () => import("../features/site-info/accessibility-page"),
    (m) => m.AccessibilityPage,
    {
      module: "src/features/site-info/accessibility-page.tsx",
    },
  ),
  lazyPage(
    paths.sitemap,
    () => import("../features/site-info/sitemap-page"),
    (m) => m.SitemapPage,
    {
      module: "src/features/site-info/sitemap-page.tsx",
    },
  ),
  ...(Object.keys(SITE_PAGES) as SitePageName[]).map((name) =>
    lazyPage(SITE_PAGES[name], sitePages, (m) => m.sitePage(name), { module: "src/features/site-info/site-page.tsx" }),
  ),
  { path: paths.notFound, component: NotFoundPage },
];

/** Every routed path (patterns such as `/faculty/:id` included). */
export const routePaths = (): string[] => routes.map((route) => route.path);

export interface RouteHint {
  /** The route's pattern as the router matches it: a case-insensitive regular expression's source. */
  pattern: string;
  /** The page's module, as the build's manifest names it. */
  module: string;
  /** The API answers the page's first render asks for. */
  api: string[];
}

/** For the server's document: each route's page module, whose chunks the document preloads beside the app's script. */
export function routeHints(): RouteHint[] {
  return routes.flatMap((route) => (route.hint ? [{ pattern: parse(route.path).pattern.source, ...route.hint }] : []));
}

/** The route `path` is, with its parameters; undefined for an address the site does not have. */
function routeOf(path: string): { route: PageRoute; params: Params } | undefined {
  for (const route of routes) {
    const [matched, params] = matchRoute(parse, route.path, path);
    if (matched) return { route, params: params as Params };
  }
  return undefined;
}

/** Whether `path` is one of the router's pages (the not-found page's own address included). */
export const isRoutedPath = (path: string): boolean => routeOf(path) !== undefined;

/**
 * Preloads the page at `path` (the first load's route): its chunk and its first answers. Resolves
 * once its chunk is in, and with `data` once its answers are in too (the server's render waits for
 * both); an unknown path preloads nothing. Never rejects: a chunk that fails here fails again when
 * the page renders, which reports it, and a failed answer is the query's error.
 */
export async function preloadRoute(
  path: string,
  queryClient: QueryClient,
  { data = false, search = "" }: { data?: boolean; search?: string } = {},
): Promise<void> {
  const found = routeOf(path);
  const started = found?.route.preload?.(queryClient, found.params, new URLSearchParams(search));
  if (!started) return;
  await Promise.all([started.chunk, data ? started.data : undefined]).catch(() => undefined);
}

/** Every route inside the shared layout; the first match renders, and any other address the not-found page (its status is the server's 404). */
export function AppRoutes() {
  return (
    <Layout>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Layout>
  );
}

export function AppRouter() {
  return (
    <Router hook={usePathLocation} searchHook={usePathSearch} hrefs={pathHref}>
      <AppRoutes />
    </Router>
  );
}
