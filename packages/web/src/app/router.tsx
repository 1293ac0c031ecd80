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
import { lazy } from "react";
import { Redirect, Route, Router, Switch } from "wouter";
import { paths } from "../config/paths";
import { HomePage } from "../features/home/home-page";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { hashHref, useHashLocation, useHashSearch } from "./hash-location";
import { Layout } from "./layout";

const AboutPage = lazy(() => import("../features/about/about-page").then((m) => ({ default: m.AboutPage })));
const FacultyListPage = lazy(() => import("../features/faculty/faculty-list-page").then((m) => ({ default: m.FacultyListPage })));
const FacultyProfilePage = lazy(() =>
  import("../features/faculty/faculty-profile-page").then((m) => ({ default: m.FacultyProfilePage })),
);
const AcademicsPage = lazy(() => import("../features/academics/academics-page").then((m) => ({ default: m.AcademicsPage })));
const BosPage = lazy(() => import("../features/bos/bos-page").then((m) => ({ default: m.BosPage })));
const MomPage = lazy(() => import("../features/documents/mom-page").then((m) => ({ default: m.MomPage })));
const SchemesPage = lazy(() => import("../features/documents/schemes-page").then((m) => ({ default: m.SchemesPage })));
const NoticesPage = lazy(() => import("../features/notices/notices-page").then((m) => ({ default: m.NoticesPage })));
const eventPages = () => import("../features/events/event-pages");
const CompetitionsPage = lazy(() => eventPages().then((m) => ({ default: m.CompetitionsPage })));
const WorkshopsPage = lazy(() => eventPages().then((m) => ({ default: m.WorkshopsPage })));
const ExpertTalksPage = lazy(() => eventPages().then((m) => ({ default: m.ExpertTalksPage })));
const ValueAddedCoursesPage = lazy(() => eventPages().then((m) => ({ default: m.ValueAddedCoursesPage })));
const CoderOfTheMonthPage = lazy(() =>
  import("../features/events/coder-of-the-month-page").then((m) => ({ default: m.CoderOfTheMonthPage })),
);

/** Every route inside the shared layout; the first match renders. */
export function AppRoutes() {
  return (
    <Layout>
      <Switch>
        <Route path={paths.home} component={HomePage} />
        <Route path={paths.about} component={AboutPage} />
        <Route path={paths.faculty} component={FacultyListPage} />
        <Route path="/faculty/:id" component={FacultyProfilePage} />
        <Route path={paths.academics} component={AcademicsPage} />
        <Route path={paths.bos} component={BosPage} />
        <Route path={paths.mom} component={MomPage} />
        <Route path={paths.schemes} component={SchemesPage} />
        <Route path={paths.notices} component={NoticesPage} />
        <Route path={paths.competitions} component={CompetitionsPage} />
        <Route path={paths.workshops} component={WorkshopsPage} />
        <Route path={paths.expertTalks} component={ExpertTalksPage} />
        <Route path={paths.valueAddedCourses} component={ValueAddedCoursesPage} />
        <Route path={paths.coderOfTheMonth} component={CoderOfTheMonthPage} />
        <Route path={paths.notFound} component={NotFoundPage} />
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
