/** Header above and footer below every route, with a skip link to the main content. */
import { Outlet, ScrollRestoration } from "react-router";
import { Footer } from "./footer";
import { Header } from "./header";

export function Layout({ children }: { children?: React.ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main-content" onClick={focusMain}>
        Skip to main content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1}>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}

// In a hash router '#main-content' would be read as a route, so the skip link moves focus itself.
function focusMain(event: React.MouseEvent) {
  event.preventDefault();
  const main = document.getElementById("main-content");
  main?.focus();
  main?.scrollIntoView();
}
