/**
 * Every page of the site with its title and a one-sentence description: the sitemap page lists
 * them, and the document's meta description follows the route (the title comes from each page's
 * banner). A test checks that every route of the router is here.
 */
import { paths } from "../config/paths";

export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

export const PAGES: readonly PageMeta[] = [
  { path: paths.home, title: "Home", description: "The department's programs, news, quick links and the head of department's message." },
  { path: paths.about, title: "About The Department", description: "The department's history, programs and facilities." },
  { path: paths.faculty, title: "Faculty", description: "The department's teaching staff, with each member's profile." },
  { path: paths.academics, title: "Academics", description: "Vision and mission, time tables, syllabus, results, achievements, internships, placements and higher studies." },
  { path: paths.bos, title: "Board of Studies (BOS) Documents", description: "The Board of Studies' documents, in the site's PDF viewer." },
  { path: paths.mom, title: "Minutes of the Meeting", description: "Minutes of the meetings on curriculum revision." },
  { path: paths.schemes, title: "Schemes", description: "The schemes of teaching and examination." },
  { path: paths.notices, title: "Notices", description: "The department's notices, newest first, with RSS and Atom feeds." },
  { path: paths.competitions, title: "Competitions", description: "Competitions the department organised." },
  { path: paths.workshops, title: "Workshops", description: "Workshops the department organised." },
  { path: paths.expertTalks, title: "Expert Talks", description: "Talks by experts from industry and academia." },
  { path: paths.valueAddedCourses, title: "Value Added Courses", description: "Courses beyond the curriculum." },
  { path: paths.coderOfTheMonth, title: "Coder of the Month", description: "The students named coder of the month." },
  { path: paths.search, title: "Search", description: "Search the site's pages and the text inside its documents." },
  { path: paths.accessibility, title: "Accessibility Statement", description: "How accessible this site is, and how to report a problem." },
  { path: paths.sitemap, title: "Sitemap", description: "Every page of this site." },
];

/** A faculty profile's description (its route has a parameter). */
export const FACULTY_PROFILE_DESCRIPTION = "A faculty member's profile: education, experience and contact.";

/** The description for a location's path; undefined for one the site does not have. */
export function pageDescription(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  const page = PAGES.find((entry) => (entry.path.replace(/\/+$/, "") || "/").toLowerCase() === path.toLowerCase());
  if (page) return page.description;
  return /^\/faculty\/[^/]+$/.test(path) ? FACULTY_PROFILE_DESCRIPTION : undefined;
}
