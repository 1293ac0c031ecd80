// First: zod must know it may not use eval before the contract's schemas are made.
import "@dept/contract/zod-setup";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { DOCUMENT_IDS } from "@dept/contract";
import { App } from "./app/app";
import { placesOfButtons, ReplayEarlyClicks, takeEarlyClicks } from "./app/early-clicks";
import { currentPath } from "./app/hash-location";
import { preloadRoute } from "./app/router";
import { loadSite } from "./lib/site";
import { PAGE_LANGUAGE } from "./i18n/language";
import { loadCatalogue } from "./i18n/load-catalogue";
import { createQueryClient } from "./lib/query-client";
import { paths } from "./config/paths";
import "./styles/global.css";
// The server's home page is on screen before its chunk loads: its styles ride in the first stylesheet.
import "./components/carousel/carousel.css";
import "./features/home/home.css";

// The skip link, used before the app ran, jumped to `#main-content` natively: that is home.
if (window.location.hash === `#${DOCUMENT_IDS.main}`) window.history.replaceState(null, "", "#/");

const queryClient = createQueryClient();
const path = currentPath();
// The landing page's chunk and data start loading now, not once React has rendered down to them;
// the first render waits for the chunk (not the data), so the page shows at once, with no fallback.
const pageReady = preloadRoute(path, queryClient);

const container = document.getElementById("root")!;
// Only this page's language's texts (the server's document preloads them beside the app).
const catalogue = loadCatalogue(PAGE_LANGUAGE);
Promise.all([loadSite(), pageReady, catalogue]).then(
  ([site, , texts]) => {
    // On the home route the document's script has put the server's home page in place: React takes
    // the document over as it is. On any other route it renders the route afresh, replacing the
    // server's header and footer by equal ones: where their buttons were is noted first.
    const hydrate = path === paths.home && !!document.getElementById(DOCUMENT_IDS.main)?.firstElementChild;
    const places = hydrate ? undefined : placesOfButtons(container);
    // Buttons clicked before now do what they do once the app is on screen.
    const app = (
      <StrictMode>
        <ReplayEarlyClicks root={container} places={places}>
          <App queryClient={queryClient} site={site} lang={PAGE_LANGUAGE} catalogue={texts} />
        </ReplayEarlyClicks>
      </StrictMode>
    );
    for (const id of [DOCUMENT_IDS.homeTemplate, DOCUMENT_IDS.appScripts]) document.getElementById(id)?.remove();
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
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
