/** Shown when rendering a route throws (spec: 'Unexpected Application Error!'). */
import { Component } from "react";
import { Link } from "wouter";
import { paths } from "../config/paths";
import { PageBanner } from "../components/page-banner";

export function ErrorPage() {
  return (
    <div className="page">
      <PageBanner title="Unexpected Application Error!" />
      <div className="container">
        <p>Something went wrong while showing this page. Please try again later.</p>
        <p>
          <Link to={paths.home} className="button">
            Back to home
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
