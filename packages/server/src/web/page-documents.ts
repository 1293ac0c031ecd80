/**
 * What the server needs to render a route's document (issue 34): its answers from the content
 * snapshot (the same precomputed JSON the API sends), the one address of each page (wrong case and
 * trailing slash variants are redirected to it), and the page's head input (web/page-head.ts).
 */
import {
  apiRoutes,
  DEFAULT_LANGUAGE,
  EVENT_COLLECTIONS,
  extraRoutes,
  listedPages,
  publicCollections,
  publicationsCollection,
  SITE_PATHS,
  type ApiRouteName,
} from "@dept/contract";
import type { ContentSnapshot } from "../api/content-service.js";
import { publicationListAnswer } from "../api/publication-answers.js";
import type { SiteSearch } from "../api/search-answers.js";
import type { Precomputed } from "../api/precomputed.js";
import type { RenderedPage, ServerAnswers } from "./document.js";
import { pageHead, type PageData, type PageHeadInput } from "./page-head.js";
import { publicPages } from "./public-pages.js";

const listPaths = new Map(
  (Object.entries(apiRoutes) as [ApiRouteName, { path: string }][])
    .filter(([name]) => name !== "facultyDetails")
    .map(([name, route]) => [route.path, name]),
);

const bodyOf = (answer: Precomputed | undefined): unknown =>
  answer ? JSON.parse(answer.answers.identity.body!.toString("utf8")) : undefined;

/**
 * The snapshot's answers by API path and query, as the web app asks for them while the server
 * renders; the search page's results from `search` (in the snapshot's language).
 */
export function snapshotAnswers(snapshot: ContentSnapshot, search: SiteSearch): ServerAnswers {
  return (path, query) => {
    if (path === extraRoutes.search.path)
      return search(snapshot.lang === DEFAULT_LANGUAGE ? { ...query } : { ...query, lang: snapshot.lang });
    if (path === apiRoutes.facultyDetails.path) return bodyOf(snapshot.facultyDetails.get(query?.id ?? ""));
    if (path === extraRoutes.site.path) return bodyOf(snapshot.site?.response);
    if (path === publicationsCollection.api) {
      const faculty = query?.faculty;
      if (faculty !== undefined && !snapshot.facultyDetails.has(faculty)) return undefined;
      return publicationListAnswer(snapshot, { faculty }).then(bodyOf);
    }
    const name = listPaths.get(path);
    return name ? bodyOf(snapshot.responses.get(name)) : undefined;
  };
}

/** A comparable form of a path: no trailing slash, lower case. */
const comparable = (path: string) => (path.replace(/\/+$/, "") || "/").toLowerCase();

const addressBooks = new WeakMap<ContentSnapshot, Map<string, string>>();

/** Every page path of the snapshot (and the site's own, such as search and the not-found page), by comparable form. */
function addressBook(snapshot: ContentSnapshot): Map<string, string> {
  let book = addressBooks.get(snapshot);
  if (!book) {
    const site = snapshot.site?.value;
    const paths = [
      ...listedPages(site).map((page) => page.path),
      ...publicPages({ site, facultyIds: snapshot.facultyIds }).map((page) => page.path),
      SITE_PATHS.notFound,
    ];
    book = new Map(paths.map((path) => [comparable(path), path]));
    addressBooks.set(snapshot, book);
  }
  return book;
}

/**
 * What an app path is: a page (`ok`), another spelling of one (`redirect` to its path), or none
 * (`missing`: the not-found page with 404).
 */
export function pageAddress(
  snapshot: ContentSnapshot,
  path: string,
): { kind: "ok" } | { kind: "redirect"; path: string } | { kind: "missing" } {
  const known = addressBook(snapshot).get(comparable(path));
  if (known === undefined) return { kind: "missing" };
  return known === path ? { kind: "ok" } : { kind: "redirect", path: known };
}

const eventPages = new Map<string, (typeof EVENT_COLLECTIONS)[number]>(
  EVENT_COLLECTIONS.map((name) => [publicCollections[name].page, name]),
);

/** What the page at `path` shows, for its og:image and structured data. */
export async function pageData(snapshot: ContentSnapshot, path: string): Promise<PageData> {
  if (path === SITE_PATHS.home) return { kind: "home" };
  const profile = /^\/faculty\/([^/]+)$/.exec(path);
  if (profile) {
    const id = decodeURIComponent(profile[1]!);
    const identifiers = snapshot.facultyIdentifiers.get(id);
    return { kind: "faculty-profile", id, faculty: bodyOf(snapshot.facultyDetails.get(id)), identifiers };
  }
  const events = eventPages.get(path);
  if (events) return { kind: "events", events: (bodyOf(snapshot.responses.get(events)) as unknown[]) ?? [] };
  if (path === publicCollections.notices.page)
    return { kind: "notices", notices: (bodyOf(snapshot.responses.get("notices")) as unknown[]) ?? [] };
  if (path === publicationsCollection.page) {
    const answer = bodyOf(await publicationListAnswer(snapshot, {})) as { publications?: unknown[] } | undefined;
    return { kind: "publications", publications: answer?.publications ?? [] };
  }
  return { kind: "page" };
}

/** The page's head tags from its render: title, description and the heading its breadcrumb names. */
export function headFrom(
  input: Omit<PageHeadInput, "title" | "description" | "breadcrumbs" | "imageSizes">,
  snapshot: ContentSnapshot,
): (page: RenderedPage) => string {
  return (page) => {
    const heading = page.title.split(" | ")[0]!;
    const home = { name: input.site.department.shortName, path: SITE_PATHS.home };
    const profile = input.page.kind === "faculty-profile";
    const breadcrumbs =
      input.path === SITE_PATHS.home
        ? []
        : [
            home,
            ...(profile ? [{ name: "Faculty", path: SITE_PATHS.faculty }] : []),
            { name: heading, path: input.path },
          ];
    return pageHead({
      ...input,
      title: page.title,
      description: page.description,
      breadcrumbs,
      imageSizes: snapshot.imageSizes,
    });
  };
}
