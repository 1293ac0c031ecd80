/** Sitemap: every page of the site, by name, as links. */
import { Link } from "wouter";
import { PageBanner } from "../../components/page-banner";
import { pageList } from "../../app/page-meta";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/i18n";
import { useSite } from "../../lib/site";

export function SitemapPage() {
  const t = useT();
  const site = useSite();
  return (
    <div className="page">
      <PageBanner title={t.pages.sitemap.title} />
      <div className="container site-info">
        <ul className="sitemap">
          {pageList(t, site).map((page) => (
            <li key={page.path}>
              <Link to={page.path}>
                <span lang={page.lang}>{page.title}</span>
              </Link>
              <span className="sitemap__description">: {page.description}</span>
              {page.path === paths.faculty && (
                <span className="sitemap__description">{t.pages.sitemapFacultyNote}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
