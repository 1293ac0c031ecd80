import { Link } from "wouter";
import { paths } from "../../config/paths";
import { PageBanner } from "../../components/page-banner";
import { useT } from "../../i18n/i18n";

export function NotFoundPage() {
  const t = useT();
  return (
    <div className="page">
      <PageBanner title={t.errors.notFoundTitle} />
      <div className="container not-found">
        <p>{t.errors.notFoundText}</p>
        <p>
          <Link to={paths.home} className="button">
            {t.common.backToHome}
          </Link>
        </p>
      </div>
    </div>
  );
}
