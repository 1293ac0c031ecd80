/** Shown when rendering a route throws (spec: 'Unexpected Application Error!'). */
import { Link, useRouteError } from "react-router";
import { useEffect } from "react";
import { paths } from "../config/paths";
import { PageBanner } from "../components/page-banner";

export function ErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error("Route error:", error), [error]);
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
