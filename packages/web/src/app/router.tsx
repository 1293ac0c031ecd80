/**
 * The route table of the spec (section 2) on hash URLs. Home is in the main bundle for the
 * fastest first paint; every other page is a lazily loaded chunk.
 *
 * The router is wouter (about 3 KB of compressed script) with the site's own hash location
 * (./hash-location.ts). React Router, which the site used first, cost 13 KB (declarative) to
 * 28 KB (data router) of compressed script on every first load and kept the home page over its
 * 90 KB budget (issue #8, BENCHMARKS.md); the site loads its data with TanStack Query, so none of
 * React Router's data features were in use.
 */
import { lazy, type ComponentType } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { parse } from "regexparam";
import { matchRoute, Redirect, Route, Router, Switch } from "wouter";
import { paths } from "../config/paths";
import { bosDocumentsQueryOptions } from "../features/bos/api/get-bos-documents";
import { momQueryOptions } from "../features/documents/api/get-mom";
import { schemesQueryOptions } from "../features/documents/api/get-schemes";
import { competitionsQueryOptions } from "../features/events/api/get-competitions";
import { expertTalksQueryOptions } from "../features/events/api/get-expert-talks";
import { valueAddedCoursesQueryOptions } from "../features/events/api/get-value-added-courses";
import { workshopsQueryOptions } from "../features/events/api/get-workshops";
import { facultyListQueryOptions } from "../features/faculty/api/get-faculty-list";
import { homepageQueryOptions } from "../features/home/api/get-homepage";
import { HomePage } from "../features/home/home-page";
import { noticesQueryOptions } from "../features/notices/api/get-notices";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { hashHref, useHashLocation, useHashSearch } from "./hash-location";
import { Layout } from "./layout";

interface PageRoute {
  path: string;
  component: ComponentType;
  /**
   * Starts what the page needs first (its chunk, its main query) before React renders, so on a
   * first load they come in parallel instead of one after the other.
   */
  preload?: (queryClient: QueryClient) => Promise<unknown>;
}

/** A lazily loaded page whose chunk (and first query, when it has one) can be preloaded. */
function lazyPage<M>(
  path: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: (queryClient: QueryClient) => Promise<unknown>,
): PageRoute {
  return {
    path,
    component: lazy(() => load().then((module) => ({ default: pick(module) }))),
    preload: (queryClient) => Promise.all([load(), prefetch?.(queryClient)]),
  };
}

const eventPages = () => import("../features/events/event-pages");

const routes: PageRoute[] = [
  { path: paths.home, component: HomePage, preload: (client) => client.prefetchQuery(homepageQueryOptions()) },
  lazyPage(paths.about, () => import("../features/about/about-page"), (m) => m.AboutPage),
  lazyPage(
    paths.faculty,
    () => import("../features/faculty/faculty-list-page"),
    (m) => m.FacultyListPage,
    (client) => client.prefetchQuery(facultyListQueryOptions()),
  ),
  lazyPage("/faculty/:id", () => import("../features/faculty/faculty-profile-page"), (m) => m.FacultyProfilePage),
  lazyPage(paths.academics, () => import("../features/academics/academics-page"), (m) => m.AcademicsPage),
  lazyPage(paths.bos, () => import("../features/bos/bos-page"), (m) => m.BosPage, (client) => client.prefetchQuery(bosDocumentsQueryOptions())),
  lazyPage(paths.mom, () => import("../features/documents/mom-page"), (m) => m.MomPage, (client) => client.prefetchQuery(momQueryOptions())),
  lazyPage(paths.schemes, () => import("../features/documents/schemes-page"), (m) => m.SchemesPage, (client) => client.prefetchQuery(schemesQueryOptions())),
  lazyPage(paths.notices, () => import("../features/notices/notices-page"), (m) => m.NoticesPage, (client) => client.prefetchQuery(noticesQueryOptions())),
  lazyPage(paths.competitions, eventPages, (m) => m.CompetitionsPage, (client) => client.prefetchQuery(competitionsQueryOptions())),
  lazyPage(paths.workshops, eventPages, (m) => m.WorkshopsPage, (client) => client.prefetchQuery(workshopsQueryOptions())),
  lazyPage(paths.expertTalks, eventPages, (m) => m.ExpertTalksPage, (client) => client.prefetchQuery(expertTalksQueryOptions())),
  lazyPage(paths.valueAddedCourses, eventPages, (m) => m.ValueAddedCoursesPage, (client) => client.prefetchQuery(valueAddedCoursesQueryOptions())),
  lazyPage(paths.coderOfTheMonth, () => import("../features/events/coder-of-the-month-page"), (m) => m.CoderOfTheMonthPage),
  { path: paths.notFound, component: NotFoundPage },
];

/**
 * Preloads the page at `path` (the first load's route); an unknown path preloads nothing. Never
 * rejects: a chunk that fails here fails again when the page renders, which reports it.
 */
export async function preloadRoute(path: string, queryClient: QueryClient): Promise<void> {
  await routes
    .find((route) => matchRoute(parse, route.path, path)[0])
    ?.preload?.(queryClient)
    .catch(() => undefined);
}

/** Every route inside the shared layout; the first match renders. */
export function AppRoutes() {
  return (
    <Layout>
      <Switch>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} component={route.component} />
        ))}
        <Route>
          <Redirect to={paths.notFound} replace />
        </Route>
      </Switch>
    </Layout>
  );
}

export function AppRouter() {
  return (
    <Router hook={useHashLocation} searchHook={useHashSearch} hrefs={hashHref}>
      <AppRoutes />
    </Router>
  );
}
