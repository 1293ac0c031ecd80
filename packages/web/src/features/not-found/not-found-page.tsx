import { Link } from "wouter";
import { paths } from "../../config/paths";
import { PageBanner } from "../../components/page-banner";

export function NotFoundPage() {
  return (
    <div className="page">
      <PageBanner title="404 Page Not Found" />
      <div className="container not-found">
        <p>Something went wrong! The page you were trying to view does not exist.</p>
        <p>
          <Link to={paths.home} className="button">
            Back to home
          </Link>
        </p>
      </div>
    </div>
  );
}
