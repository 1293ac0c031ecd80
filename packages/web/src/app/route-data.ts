/**
 * The route the server rendered and the answers it rendered it with (issue 34): a non-executable
 * `<script type="application/json">` of the document (packages/server/src/web/document.ts), which
 * the app hydrates into TanStack Query so its first render matches the server's HTML.
 */
import type { DehydratedState } from "@tanstack/react-query";
import { DOCUMENT_IDS } from "@dept/contract";

export interface RouteData {
  /** The app path rendered, without the language's prefix, and its query without '?'. */
  path: string;
  search: string;
  state: DehydratedState;
}

export function readRouteData(): RouteData | undefined {
  const text = document.getElementById(DOCUMENT_IDS.routeData)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as RouteData;
  } catch {
    return undefined;
  }
}

/**
 * The answers as of now: the server renders a document once per content version and the browser
 * revalidates it on every load, so its answers are as fresh as a fetch made now. With the render's
 * own time they would count as stale (TanStack Query's `staleTime`) and be fetched again at once.
 */
export function freshNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}
