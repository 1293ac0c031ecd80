/**
 * Accessibility statement, as the Guidelines for Indian Government Websites (GIGW) ask of a public
 * institution's site: the standard aimed at, how it is checked, what is known not to meet it,
 * and whom to tell about a problem.
 */
import { PageBanner } from "../../components/page-banner";
import { useSite } from "../../lib/site";

/** When this statement was last reviewed (it changes with the site's code, not its content). */
export const STATEMENT_DATE = "24 November 2026";

export function AccessibilityPage() {
  const site = useSite();
  const { email } = site.contact;
  return (
    <div className="page">
      <PageBanner title="Accessibility Statement" />
      <div className="container site-info">
        <p>
          The {site.department.name} wants everyone to be able to use this site: students, parents and staff, with any device, browser or
          assistive technology.
        </p>
        <h2>Standard</h2>
        <p>
          The site aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the Guidelines for Indian Government
          Websites (GIGW). Every page can be used with a keyboard alone and with a screen reader; menus and dialogs open and close by keyboard;
          every image has a text alternative; text can be enlarged to 200% without loss; the site works on a phone 320 pixels wide.
        </p>
        <h2>How it is checked</h2>
        <p>
          Every change to the site runs automated checks (axe) on every page in a real browser, and keyboard tests of the menus, the search
          and the document viewer.
        </p>
        <h2>Known limits</h2>
        <p>
          Some documents (PDF files) are scans without a text layer: a screen reader cannot read them and site search finds them by their
          title only. Ask for an accessible copy at the address below.
        </p>
        <h2>Report a problem</h2>
        <p>
          If something on this site is hard to use, write to <a href={`mailto:${email}`}>{email}</a> with the page's address and what
          happened. We answer within five working days.
        </p>
        <p className="site-info__date">This statement was last reviewed on {STATEMENT_DATE}.</p>
      </div>
    </div>
  );
}
