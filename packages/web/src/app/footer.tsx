/** The site footer (spec 'Footer'), including the visitor total once it is greater than 0. */
import { Link } from "wouter";
import { SITE_PAGES, type Language, type SitePageName } from "@dept/contract";
import { useSite } from "../lib/site";
import { paths } from "../config/paths";
import { ExternalLink } from "../components/links";
import { fallbackLang, Marked } from "../i18n/fallback";
import { formatIndianDay, formatNumber } from "../i18n/format";
import { useLanguage, useT } from "../i18n/i18n";
import { useVisitorTotal } from "./visitors";

export function Footer() {
  const site = useSite();
  const t = useT();
  const lang = useLanguage();
  const total = useVisitorTotal();
  const name = <Marked lang={fallbackLang(site, "department.name")}>{site.department.name}</Marked>;
  const college = <Marked lang={fallbackLang(site, "college.name")}>{site.college.name}</Marked>;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-department">
          <h2 id="footer-department" className="site-footer__title" lang={fallbackLang(site, "department.name")}>
            {site.department.name}
          </h2>
          <p lang={fallbackLang(site, "college.name")}>{site.college.name}</p>
          <address lang={fallbackLang(site, "college.address")}>{site.college.address}</address>
          <p>
            {t.footer.contact} <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
          </p>
          {total !== undefined && total > 0 && (
            <p className="visitors">
              {t.footer.visitors} <strong>{formatNumber(total, lang)}</strong>
            </p>
          )}
        </section>
        <section aria-labelledby="footer-credits">
          <h2 id="footer-credits" className="site-footer__title">
            {t.footer.developedBy}
          </h2>
          <ul className="credits">
            {site.footer.credits.map((credit, index) => (
              <li key={credit.url}>
                <ExternalLink href={credit.url} lang={fallbackLang(site, `footer.credits.${index}.label`)}>
                  {credit.label}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <nav aria-label={t.footer.siteInfo} className="site-footer__info">
        <Link to={paths.accessibility}>{t.footer.accessibility}</Link>
        <Link to={paths.sitemap}>{t.footer.sitemap}</Link>
        {site.pages &&
          (Object.keys(SITE_PAGES) as SitePageName[]).map((page) => (
            <Link key={page} to={SITE_PAGES[page]} lang={fallbackLang(site, `pages.${page}.title`)}>
              {site.pages![page].title}
            </Link>
          ))}
        {site.lastUpdated && (
          <span>
            {t.footer.lastUpdated} {formatUpdated(site.lastUpdated, lang)}
          </span>
        )}
      </nav>
      {/* The server renders the document once per content version, which may be last year. */}
      <p className="copyright" suppressHydrationWarning>
        © {new Date().getFullYear()} {name}, {college}
      </p>
    </footer>
  );
}

/**
 * "24 November 2026" for the content's import time, as the department's calendar has it (the
 * site's time zone: the department's dates are Indian dates); in Hindi "24 नवंबर 2026".
 */
export function formatUpdated(iso: string, lang: Language = "en"): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatIndianDay(date, lang, "long");
}
