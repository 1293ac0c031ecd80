/**
 * Every page of the site with its title and a one-sentence description: the sitemap page lists
 * them, and the document's meta description follows the route (the title comes from each page's
 * banner). A test checks that every route of the router is here.
 */
import { collectionsOf, publicationsCollection, publicCollections, type CollectionFamily, type PublicCollection } from "@dept/contract";
import { paths } from "../config/paths";

export interface PageMeta {
  path: string;
  title: string;
  description: string;
}

/** The collections of a family that have a page of their own, as the registry declares them. */
function collectionPages(family: CollectionFamily): PageMeta[] {
  return collectionsOf(family).flatMap((name) => {
    const { page, title, description }: PublicCollection = publicCollections[name];
    return description ? [{ path: page, title, description }] : [];
  });
}

export const PAGES: readonly PageMeta[] = [
  { path: paths.home, title: "Home", description: "The department's programs, news, quick links and the head of department's message." },
  { path: paths.about, title: "About The Department", description: "The department's history, programs and facilities." },
  { path: paths.faculty, title: "Faculty", description: "The department's teaching staff, with each member's profile." },
  { path: paths.publications, title: publicationsCollection.title, description: publicationsCollection.description },
  { path: paths.academics, title: "Academics", description: "Vision and mission, time tables, syllabus, results, achievements, internships, placements and higher studies." },
  ...collectionPages("titledFile"),
  ...collectionPages("notice"),
  ...collectionPages("event"),
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
