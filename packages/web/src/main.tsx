import { startTransition, StrictMode } from "react";
import { hydrate as hydrateQueries } from "@tanstack/react-query";
import { flushSync } from "react-dom";
import { createRoot, hydrateRoot } from "react-dom/client";
import { DOCUMENT_IDS, ROUTE_PENDING_CLASS } from "@dept/contract";
import { App } from "./app/app";
import { placesOfButtons, ReplayEarlyClicks, takeEarlyClicks } from "./app/early-clicks";
import { currentEntry } from "./app/location";
import { freshNow, readRouteData } from "./app/route-data";
import { preloadRoute } from "./app/router";
import { loadSite } from "./lib/site";
import { PAGE_LANGUAGE } from "./i18n/language";
import { loadCatalogue } from "./i18n/load-catalogue";
import { createQueryClient } from "./lib/query-client";
import "./styles/global.css";
// The server's home page is on screen before its chunk loads: its styles ride in the first stylesheet.
import "./components/carousel/carousel.css";
import "./features/home/home.css";

const queryClient = createQueryClient();
// The answers the server rendered this route with: the first render shows what the document shows.
const rendered = readRouteData();
if (rendered) hydrateQueries(queryClient, freshNow(rendered.state));
const { path, search } = currentEntry();
// The landing page's chunk and data start loading now, not once React has rendered down to them;
// the first render waits for the chunk (not the data), so the page shows at once, with no fallback.
const pageReady = preloadRoute(path, queryClient, { search });

const container = document.getElementById("root")!;
// Only this page's language's texts (the server's document preloads them beside the app).
const catalogue = loadCatalogue(PAGE_LANGUAGE);
Promise.all([loadSite(), pageReady, catalogue]).then(
  ([site, , texts]) => {
    // The server rendered this route: React takes the document over as it is. An old hash address
    // rewritten to its path (the server rendered its root) is rendered afresh, replacing the
    // server's header and footer by equal ones: where their buttons were is noted first.
    const hydrate = rendered?.path === path && rendered.search === search;
    const places = hydrate ? undefined : placesOfButtons(container);
    // Buttons clicked before now do what they do once the app is on screen.
    const app = (
      <StrictMode>
        <ReplayEarlyClicks root={container} places={places}>
          <App queryClient={queryClient} site={site} lang={PAGE_LANGUAGE} catalogue={texts} />
        </ReplayEarlyClicks>
      </StrictMode>
    );
    for (const id of [DOCUMENT_IDS.appScripts, DOCUMENT_IDS.routeData]) document.getElementById(id)?.remove();
    // As a transition: React then hydrates in slices of a few milliseconds, yielding to the
    // browser between them, where a default update hydrates each Suspense boundary (header, page,
    // footer) in one task. A click meanwhile hydrates its boundary at once. The app starts after
    // the page's largest paint (the document's script), so no slice comes before it.
    if (hydrate) startTransition(() => void hydrateRoot(container, app));
    else {
      const root = createRoot(container);
      // Synchronously (the route's chunk is in), so an old hash address's page shows in this frame.
      flushSync(() => root.render(app));
      document.documentElement.classList.remove(ROUTE_PENDING_CLASS);
    }
  },
  async (error: unknown) => {
    console.error("The site content could not be loaded:", error);
    takeEarlyClicks();
    // Without its content (department, menus) the site cannot show a page: say so plainly, in the
    // page's language when its texts came.
    const texts = await catalogue.catch(() => undefined);
    createRoot(container).render(
      <div className="page container" role="alert">
        <h1>{texts?.errors.title ?? "Unexpected Application Error!"}</h1>
        <p>{texts?.layout.fatalText ?? "The site could not be loaded. Please try again later."}</p>
      </div>,
    );
  },
);
