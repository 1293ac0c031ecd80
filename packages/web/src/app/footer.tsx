/** The site footer (spec 'Footer'), including the visitor total once it is greater than 0. */
import { Link } from "wouter";
import { useSite } from "../lib/site";
import { paths } from "../config/paths";
import { ExternalLink } from "@dept/ui/external-link";
import { useVisitorTotal } from "./visitors";

export function Footer() {
  const site = useSite();
  const total = useVisitorTotal();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-department">
          <h2 id="footer-department" className="site-footer__title">
            {site.department.name}
          </h2>
          <p>{site.college.name}</p>
          <address>{site.college.address}</address>
          <p>
            Contact: <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
          </p>
          {total !== undefined && total > 0 && (
            <p className="visitors">
              Total visitors: <strong>{new Intl.NumberFormat("en").format(total)}</strong>
            </p>
          )}
        </section>
        <section aria-labelledby="footer-credits">
          <h2 id="footer-credits" className="site-footer__title">
            Developed by
          </h2>
          <ul className="credits">
            {site.footer.credits.map((credit) => (
              <li key={credit.url}>
                <ExternalLink href={credit.url}>{credit.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <nav aria-label="Site information" className="site-footer__info">
        <Link to={paths.accessibility}>Accessibility statement</Link>
        <Link to={paths.sitemap}>Sitemap</Link>
        {site.lastUpdated && <span>Last updated: {formatUpdated(site.lastUpdated)}</span>}
      </nav>
      {/* The server renders the document once per content version, which may be last year. */}
      <p className="copyright" suppressHydrationWarning>
        © {new Date().getFullYear()} {site.department.name}, {site.college.name}
      </p>
    </footer>
  );
}

/** The site's time zone: the department's dates are Indian dates. */
const UPDATED = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/** "24 November 2026" for the content's import time, as the department's calendar has it. */
export function formatUpdated(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : UPDATED.format(date);
}
