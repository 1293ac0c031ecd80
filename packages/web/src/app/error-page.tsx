/** Shown when rendering a route throws (spec: 'Unexpected Application Error!'). */
import { Component } from "react";
import { Link } from "wouter";
import { paths } from "../config/paths";
import { PageBanner } from "../components/page-banner";
import { useT } from "../i18n/i18n";

export function ErrorPage() {
  const t = useT();
  return (
    <div className="page">
      <PageBanner title={t.errors.title} />
      <div className="container">
        <p>{t.errors.text}</p>
        <p>
          <Link to={paths.home} className="button">
            {t.common.backToHome}
          </Link>
        </p>
      </div>
    </div>
  );
}

/** Catches a page that throws while rendering (or whose chunk fails to load) and shows ErrorPage. */
export class RouteErrorBoundary extends Component<{ children: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error("Route error:", error);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
