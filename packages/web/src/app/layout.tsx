/** Header above and footer below every route, with a skip link to the main content. */
import { Suspense, useLayoutEffect } from "react";
import { DOCUMENT_IDS } from "@dept/contract";
import { useLocation } from "wouter";
import { Footer } from "./footer";
import { Header } from "./header";
import { RouteErrorBoundary } from "./error-page";
import { pageDescription } from "./page-meta";
import { useScrollRestoration } from "./scroll-restoration";
import { useT } from "../i18n/i18n";
import { useSite } from "../lib/site";

export function Layout({ children }: { children: React.ReactNode }) {
  const [pathname] = useLocation();
  const t = useT();
  const site = useSite();
  useScrollRestoration();
  // Each route's own description for search engines and link previews (the title is its banner's).
  useLayoutEffect(() => {
    const description = pageDescription(pathname, t, site);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [pathname, t, site]);
  return (
    <>
      <a className="skip-link" href={`#${DOCUMENT_IDS.main}`} onClick={focusMain}>
        {t.layout.skipLink}
      </a>
      {/* Each of header, page and footer is a Suspense boundary: React hydrates the root at once
          and each boundary after it, in slices of a few milliseconds with the browser free between
          them, so taking the server's page over is no long task (issue 34, TBT). A click on a part
          not yet hydrated makes React hydrate that part first. */}
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <main id={DOCUMENT_IDS.main} tabIndex={-1}>
        {/* Keyed by path: leaving a page that failed clears the error. The header and footer
            stay on screen while a page's chunk loads (main keeps its height, so nothing shifts). */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={null}>{children}</Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}

// In a hash router '#main-content' would be read as a route, so the skip link moves focus itself.
function focusMain(event: React.MouseEvent) {
  event.preventDefault();
  const main = document.getElementById(DOCUMENT_IDS.main);
  main?.focus();
  main?.scrollIntoView();
}
