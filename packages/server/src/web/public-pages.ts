/**
 * Every public page of the current content, by its path without a language prefix (issue 34): the
 * pages the sitemap page lists (the contract's `listedPages`, so the web app's sitemap page and
 * router agree with it), each academics tab and each faculty profile. Not the search results
 * (`/search?q=…`, kept out of indexes), nor the not-found page. `/sitemap.xml` lists each in every
 * language of the site; the server renders a document for each.
 */
import {
  collectionPagePath,
  facultyPageRoute,
  LIST_COLLECTIONS,
  listedPages,
  SITE_PATHS,
  type ListCollection,
  type ListedPage,
  type Site,
} from "@dept/contract";

/** A page: one the sitemap page lists, an academics tab or a faculty member's profile. */
export type PublicPage =
  | ListedPage
  | { kind: "academics-tab"; name: ListCollection; path: string }
  | { kind: "faculty-profile"; id: string; path: string };

/** What the list is made of: the served site content (undefined before the first import) and the faculty's ids in the site's order. */
export interface PublicContent {
  site: Site | undefined;
  facultyIds: readonly string[];
}

/** Every public page path of the current content, in the sitemap page's order, then the academics tabs and the profiles; none before the first import. */
export function publicPages({ site, facultyIds }: PublicContent): PublicPage[] {
  if (!site) return [];
  const listed = listedPages(site).filter((page) => !page.noindex);
  const paths = new Set(listed.map((page) => page.path));
  const tabs = LIST_COLLECTIONS.flatMap((name): PublicPage[] => {
    const path = collectionPagePath(name);
    // Vision & Mission is the academics page itself; the collections with pages of their own are listed already.
    return path.startsWith(SITE_PATHS.academics) && !paths.has(path) ? [{ kind: "academics-tab", name, path }] : [];
  });
  const profiles = facultyIds.map((id): PublicPage => ({ kind: "faculty-profile", id, path: facultyPageRoute(id) }));
  return [...listed, ...tabs, ...profiles];
}
