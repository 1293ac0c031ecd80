/**
 * The route table of the spec (section 2) on a hash router. Home is in the main bundle for the
 * fastest first paint; every other page is a lazily loaded chunk.
 */
import { createHashRouter, Navigate } from "react-router";
import { paths } from "../config/paths";
import { HomePage } from "../features/home/home-page";
import { NotFoundPage } from "../features/not-found/not-found-page";
import { ErrorPage } from "./error-page";
import { Layout } from "./layout";

export const routes = [
  {
    element: <Layout />,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.about, lazy: async () => ({ Component: (await import("../features/about/about-page")).AboutPage }) },
          { path: paths.faculty, lazy: async () => ({ Component: (await import("../features/faculty/faculty-list-page")).FacultyListPage }) },
          {
            path: "/faculty/:id",
            lazy: async () => ({ Component: (await import("../features/faculty/faculty-profile-page")).FacultyProfilePage }),
          },
          { path: paths.academics, lazy: async () => ({ Component: (await import("../features/academics/academics-page")).AcademicsPage }) },
          { path: paths.bos, lazy: async () => ({ Component: (await import("../features/bos/bos-page")).BosPage }) },
          { path: paths.mom, lazy: async () => ({ Component: (await import("../features/documents/mom-page")).MomPage }) },
          { path: paths.schemes, lazy: async () => ({ Component: (await import("../features/documents/schemes-page")).SchemesPage }) },
          { path: paths.notices, lazy: async () => ({ Component: (await import("../features/notices/notices-page")).NoticesPage }) },
          {
            path: paths.competitions,
            lazy: async () => ({ Component: (await import("../features/events/event-pages")).CompetitionsPage }),
          },
          { path: paths.workshops, lazy: async () => ({ Component: (await import("../features/events/event-pages")).WorkshopsPage }) },
          { path: paths.expertTalks, lazy: async () => ({ Component: (await import("../features/events/event-pages")).ExpertTalksPage }) },
          {
            path: paths.valueAddedCourses,
            lazy: async () => ({ Component: (await import("../features/events/event-pages")).ValueAddedCoursesPage }),
          },
          {
            path: paths.coderOfTheMonth,
            lazy: async () => ({ Component: (await import("../features/events/coder-of-the-month-page")).CoderOfTheMonthPage }),
          },
          { path: paths.notFound, element: <NotFoundPage /> },
          { path: "*", element: <Navigate to={paths.notFound} replace /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createHashRouter(routes);
}
