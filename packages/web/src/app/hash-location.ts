/**
 * Hash URLs for the router (wouter). The whole app location lives after the '#', path and query
 * alike (`/#/academics/?option=syllabus`), so the server only ever serves index.html and every
 * link and bookmark of the site keeps one form. Each history entry carries a key, and each change
 * a type (PUSH, REPLACE, or POP for Back and Forward), which scroll restoration needs.
 */
import { useSyncExternalStore } from "react";

export type NavigationType = "PUSH" | "REPLACE" | "POP";

export interface NavigationEntry {
  readonly key: string;
  readonly type: NavigationType;
  readonly path: string;
  /** The query without its '?'. */
  readonly search: string;
}

const listeners = new Set<() => void>();
let entry: NavigationEntry | undefined;
/** Where each entry was scrolled when it was left, taken before the next page replaces it. */
const scrollPositions = new Map<string, number>();

export const scrollPositionOf = (key: string) => scrollPositions.get(key);

const newKey = () => Math.random().toString(36).slice(2, 10);

function read(type: NavigationType): NavigationEntry {
  const location = window.location.hash.replace(/^#\/?/, "/");
  const queryAt = location.indexOf("?");
  const state = window.history.state as { key?: string } | null;
  let key = state?.key;
  if (!key) {
    // An entry the app did not create (first load, a hash typed in the address bar).
    key = newKey();
    window.history.replaceState({ ...state, key }, "");
  }
  return {
    key,
    type,
    path: queryAt < 0 ? location : location.slice(0, queryAt),
    search: queryAt < 0 ? "" : location.slice(queryAt + 1),
  };
}

const current = () => (entry ??= read("POP"));

function update(type: NavigationType) {
  const next = read(type);
  const previous = current();
  // Back/Forward fires both popstate and hashchange: one change, one update.
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
    window.addEventListener("hashchange", onPop);
    // What changed while nobody listened counts too: a server-rendered link followed by the
    // browser before the app hydrated would otherwise leave the old page on screen.
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

/** Goes to an app path such as `/faculty` or `/academics/?option=syllabus`; the same URL again replaces. */
export function navigate(to: string, options: { replace?: boolean } = {}) {
  const url = `#${to.startsWith("/") ? to : `/${to}`}`;
  const replace = options.replace === true || url === window.location.hash;
  window.history[replace ? "replaceState" : "pushState"]({ key: newKey() }, "", url);
  update(replace ? "REPLACE" : "PUSH");
}

/** The app path now, outside React (the first load's route). */
export const currentPath = () => current().path;

/** The server renders the home page; hydration starts from it too, then reads the real entry. */
const SERVER_ENTRY: NavigationEntry = { key: "server", type: "POP", path: "/", search: "" };
const serverSnapshot = () => (typeof window === "undefined" ? SERVER_ENTRY : current());

export const useNavigationEntry = () => useSyncExternalStore(subscribe, current, serverSnapshot);

/** wouter's `hook`, `searchHook` and `hrefs` for these URLs. */
export const useHashLocation = (): [string, typeof navigate] => [useNavigationEntry().path, navigate];
export const useHashSearch = () => useNavigationEntry().search;
export const hashHref = (path: string) => `#${path}`;
