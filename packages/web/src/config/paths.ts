/** Typed route paths of the spec's route table (section 2). */
export const paths = {
  home: "/",
  about: "/about-us",
  faculty: "/faculty",
  facultyProfile: (id: string) => `/faculty/${encodeURIComponent(id)}`,
  academics: "/academics/",
  bos: "/BOS",
  mom: "/MOM",
  schemes: "/schemes",
  notices: "/notices",
  competitions: "/events/competitions",
  workshops: "/events/workshops",
  expertTalks: "/events/expert-talks",
  valueAddedCourses: "/events/value-added-courses",
  coderOfTheMonth: "/events/coder-of-the-month",
  /** Site search results: `?q=…` (and `&offset=…`). */
  search: "/search",
  accessibility: "/accessibility",
  sitemap: "/sitemap",
  notFound: "/404-page-not-found",
} as const;
