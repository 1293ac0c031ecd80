/** Sitemap: every page of the site, by name, as links. */
import { Link } from "wouter";
import { PageBanner } from "../../components/page-banner";
import { PAGES } from "../../app/page-meta";
import { paths } from "../../config/paths";

export function SitemapPage() {
  return (
    <div className="page">
      <PageBanner title="Sitemap" />
      <div className="container site-info">
        <ul className="sitemap">
          {PAGES.map((page) => (
            <li key={page.path}>
              <Link to={page.path}>{page.title}</Link>
              <span className="sitemap__description">: {page.description}</span>
              {page.path === paths.faculty && <span className="sitemap__description"> Each member's profile is linked from there.</span>}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
