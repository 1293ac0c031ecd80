/** The site footer (spec 'Footer'), including the visitor total once it is greater than 0. */
import site from "virtual:site";
import { ExternalLink } from "../components/external-link";
import { useVisitorTotal } from "./visitors";

export function Footer() {
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
      <p className="copyright">
        © {new Date().getFullYear()} {site.department.name}, {site.college.name}
      </p>
    </footer>
  );
}
