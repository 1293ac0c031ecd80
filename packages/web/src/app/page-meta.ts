/**
 * Every page of the site with its title and a one-sentence description, in the page's language:
 * the sitemap page lists them, and the document's meta description follows the route (the title
 * comes from each page's banner). A test checks that every route of the router is here.
 */
import {
  collectionsOf,
  publicCollections,
  SITE_PAGES,
  type CollectionFamily,
  type Site,
  type SitePageName,
} from "@dept/contract";
import { paths } from "../config/paths";
import type { Catalogue } from "../i18n/catalogues/en";
import { fallbackLang } from "../i18n/fallback";

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  /** "en" when the title is the site content's English on a page in another language. */
  lang?: "en";
}

/** The collections of a family that have a page of their own, as the registry declares them. */
function collectionPages(family: CollectionFamily, t: Catalogue): PageMeta[] {
  return collectionsOf(family).flatMap((name) => {
    const { title, description } = t.collections[name];
    return description ? [{ path: publicCollections[name].page, title, description }] : [];
  });
}

/** The policy and help pages of the site content (GIGW), where it has them. */
function sitePages(site: Site | undefined, t: Catalogue): PageMeta[] {
  const pages = site?.pages;
  if (!pages) return [];
  return (Object.keys(SITE_PAGES) as SitePageName[]).map((name) => ({
    path: SITE_PAGES[name],
    title: pages[name].title,
    description: t.pages.sitePage(pages[name].title),
    lang: fallbackLang(site, `pages.${name}.title`),
  }));
}

/** The site's pages in the sitemap's order, with their texts in `t`'s language. */
export function pageList(t: Catalogue, site?: Site): PageMeta[] {
  const { pages } = t;
  return [
    { path: paths.home, ...pages.home },
    { path: paths.about, ...pages.about },
    { path: paths.faculty, ...pages.faculty },
    {
      path: paths.publications,
      title: t.collections.publications.title,
      description: t.collections.publications.description!,
    },
    { path: paths.academics, ...pages.academics },
    ...collectionPages("titledFile", t),
    ...collectionPages("notice", t),
    ...collectionPages("event", t),
    { path: paths.coderOfTheMonth, ...pages.coderOfTheMonth },
    { path: paths.search, ...pages.search },
    { path: paths.accessibility, ...pages.accessibility },
    { path: paths.sitemap, ...pages.sitemap },
    ...sitePages(site, t),
  ];
}

/** The description for a location's path; undefined for one the site does not have. */
export function pageDescription(pathname: string, t: Catalogue, site?: Site): string | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  const page = pageList(t, site).find(
    (entry) => (entry.path.replace(/\/+$/, "") || "/").toLowerCase() === path.toLowerCase(),
  );
  if (page) return page.description;
  return /^\/faculty\/[^/]+$/.test(path) ? t.pages.facultyProfile : undefined;
}
