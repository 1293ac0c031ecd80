/** Typed route paths of the spec's route table (section 2); each collection's page comes from the collection registry. */
import { collectionPages, publicationsCollection } from "@dept/contract";

export const paths = {
  ...collectionPages,
  home: "/",
  about: "/about-us",
  faculty: "/faculty",
  facultyProfile: (id: string) => `/faculty/${encodeURIComponent(id)}`,
  /** The department's publications: `?year=…&type=…&faculty=…` filter them. */
  publications: publicationsCollection.page,
  academics: "/academics/",
  coderOfTheMonth: "/events/coder-of-the-month",
  /** The site search's page: `?q=…` (and `&offset=…`). */
  search: "/search",
  accessibility: "/accessibility",
  sitemap: "/sitemap",
  notFound: "/404-page-not-found",
} as const;
