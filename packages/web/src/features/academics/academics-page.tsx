/**
 * Academics (spec section 2): a table-of-contents menu on the left and the selected option on the
 * right. The option is the address's last part (`/academics/syllabus`, Vision & Mission at
 * `/academics/`; issue 34), so it can be linked, bookmarked and restored with the back button. The
 * old query form (`/academics/?option=syllabus`) is replaced by its path.
 */
import { useId, useState } from "react";
import { Link, Redirect, useParams, useSearchParams } from "wouter";
import { academicsTabPath, isOfFamily, type ListCollection } from "@dept/contract";
import { useSite } from "../../lib/site";
import { PageBanner } from "../../components/page-banner";
import { AchievementsSection } from "./achievements/achievements-section";
import { TitledFileSection, YearlyReportSection } from "./components/document-sections";
import { InternshipsSection } from "./components/internships-section";
import { OthersSection } from "./components/others-section";
import { VisionMission } from "./components/vision-mission";
import {
  ACADEMIC_OPTIONS,
  DEFAULT_OPTION,
  OPTION_HEADING_ID,
  OPTION_PARAM,
  optionLabel,
  resolveOption,
} from "./options";
import { fallbackLang } from "../../i18n/fallback";
import { useT } from "../../i18n/i18n";
import "./academics.css";

/** An option's list, drawn by its family's section. */
function CollectionSection({ collection }: { collection: ListCollection }) {
  if (isOfFamily(collection, "titledFile")) return <TitledFileSection collection={collection} />;
  if (isOfFamily(collection, "yearlyReport")) return <YearlyReportSection collection={collection} />;
  if (isOfFamily(collection, "internship")) return <InternshipsSection collection={collection} />;
  if (isOfFamily(collection, "other")) return <OthersSection collection={collection} />;
  if (isOfFamily(collection, "achievement")) return <AchievementsSection collection={collection} />;
  return null;
}

/** Sections that render their own heading (achievements has the spec's title 'Student Achievements'). */
const ownsHeading = (collection: ListCollection | undefined) =>
  collection !== undefined && isOfFamily(collection, "achievement");

const optionLink = (key: string) => academicsTabPath(encodeURIComponent(key));

export function AcademicsPage() {
  const t = useT();
  const site = useSite();
  const banner = t.academics.banner(site.department);
  // The banner names the department: marked English when its name is.
  const bannerLang = fallbackLang(site, "department.name") ?? fallbackLang(site, "department.shortName");
  const [searchParams] = useSearchParams();
  const { tab } = useParams<{ tab?: string }>();
  const legacy = searchParams.get(OPTION_PARAM);
  const option = resolveOption(tab);
  if (tab === undefined && legacy !== null) return <Redirect to={optionLink(legacy)} replace />;

  return (
    <div className="page">
      <PageBanner title={banner} lang={bannerLang} />
      <div className="container academics">
        <OptionsMenu selected={option?.key} />
        <section className="academics__content" aria-labelledby={OPTION_HEADING_ID}>
          {option ? (
            <>
              {!ownsHeading(option.collection) && (
                <h2 id={OPTION_HEADING_ID} className="academics__heading">
                  {optionLabel(option, t)}
                </h2>
              )}
              {option.collection ? (
                <CollectionSection key={option.key} collection={option.collection} />
              ) : (
                <VisionMission />
              )}
            </>
          ) : (
            <div className="academics__wrong-option">
              <h2 id={OPTION_HEADING_ID} className="academics__heading">
                {t.academics.wrongOption}
              </h2>
              <Link to={optionLink(DEFAULT_OPTION)} className="button">
                {t.academics.clickHere}
              </Link>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}

// The page keeps its scroll position on a new option; on narrow screens, where the content is
// below the menu, it moves on to the content so the choice visibly has an effect.
const NARROW_LAYOUT = "(max-width: 899px)";

function showContentOnNarrowScreens() {
  if (!window.matchMedia(NARROW_LAYOUT).matches) return;
  requestAnimationFrame(() => document.getElementById(OPTION_HEADING_ID)?.scrollIntoView({ block: "start" }));
}

/** The table of contents: starts expanded, collapses and expands again with its toggle button. */
function OptionsMenu({ selected }: { selected: string | undefined }) {
  const [expanded, setExpanded] = useState(true);
  const t = useT();
  const listId = useId();
  return (
    <nav className="academics__menu" aria-label={t.academics.menu}>
      <button
        type="button"
        className="academics__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span>{t.academics.toc}</span>
        <span aria-hidden="true" className="academics__caret" />
      </button>
      <ul id={listId} className="academics__options" hidden={!expanded}>
        {ACADEMIC_OPTIONS.map((option) => (
          <li key={option.key}>
            <Link
              to={optionLink(option.key)}
              onClick={showContentOnNarrowScreens}
              aria-current={option.key === selected ? "page" : undefined}
              className="academics__option"
            >
              {optionLabel(option, t)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
