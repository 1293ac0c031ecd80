/**
 * Path URLs for the router (wouter), issue 34: every page is an address of its own (`/faculty/3`,
 * `/hi/notices`), the page's base (its language's prefix `/hi`, or a draft preview's
 * `/admin/preview/{id}`) kept out of the app's paths. The spec's old hash addresses (`/#/faculty/3`)
 * are rewritten to their paths by the document's head script before the first paint
 * (packages/server/src/web/document.ts), and once more here for a document without it. Each
 * history entry carries a key, and each change a type (PUSH, REPLACE, or POP for Back and
 * Forward), which scroll restoration needs.
 */
import { useSyncExternalStore } from "react";
import { PREVIEW_API_BASE_META, SECOND_LANGUAGES } from "@dept/contract";

export type NavigationType = "PUSH" | "REPLACE" | "POP";

export interface NavigationEntry {
  readonly key: string;
  readonly type: NavigationType;
  readonly path: string;
  /** The query without its '?'. */
  readonly search: string;
}

/** The base of a document at `pathname`: a preview's address, a second language's prefix, or none. */
export function baseOf(pathname: string, previewBase?: string | null): string {
  if (previewBase && pathname.startsWith(previewBase)) return previewBase;
  const lang = SECOND_LANGUAGES.find((code) => pathname === `/${code}` || pathname.startsWith(`/${code}/`));
  return lang ? `/${lang}` : "";
}

const BASE =
  typeof window === "undefined"
    ? ""
    : baseOf(
        window.location.pathname,
        document.querySelector(`meta[name="${PREVIEW_API_BASE_META}"]`)?.getAttribute("content"),
      );

/** An app path's address on this page: `/faculty/3` is `/hi/faculty/3` on a Hindi page. */
export function pathHref(path: string): string {
  // The server renders every language's documents in one process: its base is the render's.
  const base = serverEntry ? serverBase : BASE;
  return base && path === "/" ? `${base}/` : `${base}${path}`;
}

/** An old hash address (`/#/faculty/3`, `/hi/#/notices`) as its path, or undefined for any other. */
export function pathOfHashAddress(pathname: string, hash: string): string | undefined {
  if (!hash.startsWith("#/") || !pathname.endsWith("/")) return undefined;
  const path = hash.slice(1);
  return path === "/" ? pathname : `${pathname.slice(0, -1)}${path}`;
}

const listeners = new Set<() => void>();
let entry: NavigationEntry | undefined;
/** Where each entry was scrolled when it was left, taken before the next page replaces it. */
const scrollPositions = new Map<string, number>();

export const scrollPositionOf = (key: string) => scrollPositions.get(key);

const newKey = () => Math.random().toString(36).slice(2, 10);

function read(type: NavigationType): NavigationEntry {
  const { pathname, hash, search } = window.location;
  const fromHash = pathOfHashAddress(pathname, hash);
  if (fromHash !== undefined) window.history.replaceState(window.history.state, "", fromHash);
  const state = window.history.state as { key?: string } | null;
  let key = state?.key;
  if (!key) {
    // An entry the app did not create (first load, an address typed in the address bar).
    key = newKey();
    window.history.replaceState({ ...state, key }, "");
  }
  const [path = pathname, query = search.slice(1)] = fromHash?.split(/\?(.*)/s) ?? [];
  const relative = path.slice(BASE.length) || "/";
  return { key, type, path: relative.startsWith("/") ? relative : `/${relative}`, search: query };
}

const current = () => (entry ??= read("POP"));

function update(type: NavigationType) {
  const next = read(type);
  const previous = current();
  if (type === "POP" && next.key === previous.key && next.path === previous.path && next.search === previous.search)
    return;
  scrollPositions.set(previous.key, window.scrollY);
  entry = next;
  for (const listener of listeners) listener();
}

const onPop = () => update("POP");

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("popstate", onPop);
    // An old hash address followed from inside the page (`#/notices`) is a navigation too.
    window.addEventListener("hashchange", onPop);
    if (entry) update("POP");
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("popstate", onPop);
      window.removeEventListener("hashchange", onPop);
    }
  };
}

/** Goes to an app path such as `/faculty` or `/academics/syllabus`; the same URL again replaces. */
export function navigate(to: string, options: { replace?: boolean } = {}) {
  const url = pathHref(to.startsWith("/") ? to : `/${to}`);
  const replace = options.replace === true || url === window.location.pathname + window.location.search;
  window.history[replace ? "replaceState" : "pushState"]({ key: newKey() }, "", url);
  update(replace ? "REPLACE" : "PUSH");
}

/** The app path now, outside React (the first load's route). */
export const currentPath = () => current().path;
/** The navigation entry now, outside React. */
export const currentEntry = (): NavigationEntry => current();

/** The route the server renders (packages/web/src/entry-server.tsx sets it while it renders, then clears it). */
let serverEntry: NavigationEntry | undefined;
let serverBase = "";
/** `base` is the document's language prefix (`/hi`), which its links carry as the browser's would. */
export function setServerLocation(location: { path: string; search: string; base: string } | undefined) {
  serverEntry = location && { key: "server", type: "POP", path: location.path, search: location.search };
  serverBase = location?.base ?? "";
}
const serverSnapshot = () => serverEntry ?? current();

export const useNavigationEntry = () => useSyncExternalStore(subscribe, current, serverSnapshot);

/** wouter's `hook`, `searchHook` and `hrefs` for these URLs. */
export const usePathLocation = (): [string, typeof navigate] => [useNavigationEntry().path, navigate];
export const usePathSearch = () => useNavigationEntry().search;
