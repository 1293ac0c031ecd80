/**
 * The site's static content (the pack's site.yaml as the server serves it). The server puts it in
 * the document it renders; a build served from elsewhere (API_BASE) asks the API for it instead.
 * Either way it is read once, before the first render, so no page waits for it.
 */
import { createContext, useContext, useSyncExternalStore } from "react";
import { DOCUMENT_IDS, EXTRA_PATHS, type Site } from "@dept/contract";
import { API_BASE } from "../config/env";
import { fetchParsed } from "./api";

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: React.ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite needs a SiteProvider above it");
  return site;
}

/** Server URLs (`/api/...`, also each one inside a srcset) made absolute for an API on another origin. */
function withApiBase(site: Site): Site {
  if (!API_BASE) return site;
  const json = JSON.stringify(site).replace(/(":"|, )\/api\//g, `$1${API_BASE}/api/`);
  return JSON.parse(json) as Site;
}

/**
 * The site content, before the first render. The copy in the document is the server's own answer
 * in the same response as the route's answers beside it (route-data.ts), so it is taken as it is,
 * as they are: checking it would cost the visitor's phone the site schema's check in the task
 * that starts the app (about 17 ms here, 70 ms at Lighthouse's 4x; issue 34). A build served from
 * elsewhere checks the API's answer, as every other answer is checked.
 */
export async function loadSite(): Promise<Site> {
  const embedded = document.getElementById(DOCUMENT_IDS.siteContent)?.textContent;
  if (embedded) return JSON.parse(embedded) as Site;
  return withApiBase(await fetchParsed(EXTRA_PATHS.site, (schemas) => schemas.site));
}

const noSubscription = () => () => {};

/**
 * False while React hydrates the server's document (and on the server), true after: a part that
 * would differ from the server's render (data that arrived early) waits one render for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
