/**
 * Accessibility statement, as the Guidelines for Indian Government Websites (GIGW) ask of a public
 * institution's site: the standard aimed at, how it is checked, what is known not to meet it,
 * and whom to tell about a problem.
 */
import { PageBanner } from "../../components/page-banner";
import { fallbackLang, Marked } from "../../i18n/fallback";
import { formatDay } from "../../i18n/format";
import { useLanguage, useT } from "../../i18n/i18n";
import { useSite } from "../../lib/site";

/** When this statement was last reviewed (it changes with the site's code, not its content). */
export const STATEMENT_DATE = "2026-11-24";

export function AccessibilityPage() {
  const site = useSite();
  const t = useT();
  const text = t.accessibility;
  const reviewed = formatDay(new Date(`${STATEMENT_DATE}T00:00:00Z`), useLanguage(), "long");
  const { email } = site.contact;
  const department = <Marked lang={fallbackLang(site, "department.name")}>{site.department.name}</Marked>;
  const [before, after] = text.intro("\u0000").split("\u0000");
  return (
    <div className="page">
      <PageBanner title={t.pages.accessibility.title} />
      <div className="container site-info">
        <p>
          {before}
          {department}
          {after}
        </p>
        <h2>{text.standard}</h2>
        <p>{text.standardText}</p>
        <h2>{text.checked}</h2>
        <p>{text.checkedText}</p>
        <h2>{text.limits}</h2>
        <p>{text.limitsText}</p>
        <h2>{text.report}</h2>
        <p>
          {text.reportBefore} <a href={`mailto:${email}`}>{email}</a> {text.reportAfter}
        </p>
        <p className="site-info__date">{text.reviewed(reviewed)}</p>
      </div>
    </div>
  );
}
