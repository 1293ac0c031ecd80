/**
 * Every page of the site with its title and a one-sentence description, in the page's language:
 * the sitemap page lists them, and the document's meta description follows the route (the title
 * comes from each page's banner). A test checks that every route of the router is here.
 */
import {
  collectionPagePath,
  LIST_COLLECTIONS,
  listedPages,
  SITE_PAGES,
  type ListedPage,
  type Site,
} from "@dept/contract";
import type { Catalogue } from "../i18n/catalogues/en";
import { fallbackLang } from "../i18n/fallback";

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** "en" when the title is the site content's English on a page in another language. */
  lang?: "en";
}

/** A listed page's title and description in `t`'s language (a policy page's title is the site content's). */
function pageMeta(page: ListedPage, t: Catalogue, site: Site | undefined): PageMeta {
  switch (page.kind) {
    case "site":
      return { path: page.path, ...t.pages[page.name] };
    case "publications":
      return {
        path: page.path,
        title: t.collections.publications.title,
        description: t.collections.publications.description!,
      };
    case "collection": {
      const { title, description } = t.collections[page.name];
      return { path: page.path, title, description: description! };
    }
    case "policy": {
      const title = site!.pages![page.name].title;
      return {
        path: SITE_PAGES[page.name],
        title,
        description: t.pages.sitePage(title),
        lang: fallbackLang(site, `pages.${page.name}.title`),
      };
    }
  }
}

/** The site's pages in the sitemap's order (the contract's list, as the server's sitemap.xml has it), with their texts in `t`'s language. */
export function pageList(t: Catalogue, site?: Site): PageMeta[] {
  return listedPages(site).map((page) => pageMeta(page, t, site));
}

/** The description for a location's path; undefined for one the site does not have. */
export function pageDescription(pathname: string, t: Catalogue, site?: Site): string | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  const page = pageList(t, site).find(
    (entry) => (entry.path.replace(/\/+$/, "") || "/").toLowerCase() === path.toLowerCase(),
  );
  if (page) return page.description;
  // An academics tab (`/academics/syllabus`): its list's title with the academics page's description.
  const tab = LIST_COLLECTIONS.find((name) => collectionPagePath(name).toLowerCase() === path.toLowerCase());
  if (tab) return `${t.collections[tab].title}: ${t.pages.academics.description}`;
  return /^\/faculty\/[^/]+$/.test(path) ? t.pages.facultyProfile : undefined;
}
