/** Coder of the Month (spec section 2, Events): month cards newest first, from the static content. */
import { MONTH_ABBREVIATIONS, type CoderOfTheMonth, type Language } from "@dept/contract";
import { fallbackLang } from "../../i18n/fallback";
import { monthName } from "../../i18n/format";
import { useLanguage, useT } from "../../i18n/i18n";
import { useSite } from "../../lib/site";
import { PageBanner } from "../../components/page-banner";
import { sortNewestFirst } from "./coder-of-the-month";
import "./components/events.css";

export function CoderOfTheMonthPage() {
  const site = useSite();
  const t = useT();
  const lang = useLanguage();
  const months = sortNewestFirst(site.coderOfTheMonth);
  return (
    <div className="page">
      <PageBanner title={t.pages.coderOfTheMonth.title} />
      <div className="container coders">
        {months.length === 0 ? (
          <p className="events__empty">{t.events.codersEmpty}</p>
        ) : (
          <ul className="coders__months">
            {months.map((entry, index) => (
              <li key={`${entry.year}-${entry.month}`}>
                <MonthCard
                  entry={entry}
                  lang={lang}
                  place={site.coderOfTheMonth.indexOf(entry)}
                  fallbacks={site}
                  first={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The month's name: the pack's abbreviation (FEB) on the English site, the language's own elsewhere. */
function shownMonth(entry: CoderOfTheMonth, lang: Language): string {
  if (lang === "en") return entry.month;
  return monthName(MONTH_ABBREVIATIONS.indexOf(entry.month), lang, "short");
}

interface MonthCardProps {
  entry: CoderOfTheMonth;
  lang: Language;
  /** The entry's place in the site content, for its fallbacks' paths. */
  place: number;
  fallbacks: { lang_fallback?: readonly string[] };
  /** The newest month: its photos are on a phone's first screen (the largest paint there), so they load first. */
  first: boolean;
}

function MonthCard({ entry, lang, place, fallbacks, first }: MonthCardProps) {
  const path = (winner: number, field: string) => `coderOfTheMonth.${place}.winners.${winner}.${field}`;
  const headingId = `coders-${entry.year}-${entry.month}`;
  return (
    <section className="coders__month" aria-labelledby={headingId}>
      <h2 id={headingId} className="coders__date">
        <span className="coders__month-name">{shownMonth(entry, lang)}</span>{" "}
        <span className="coders__year">{entry.year}</span>
      </h2>
      <ul className="coders__winners">
        {entry.winners.map((winner, index) => (
          <li key={`${winner.year}-${winner.name}`} className="coders__winner">
            <img
              src={winner.image.src}
              srcSet={winner.image.srcSet || undefined}
              sizes="120px"
              width={winner.image.width}
              height={winner.image.height}
              alt={winner.image.alt}
              lang={fallbackLang(fallbacks, path(index, "image.alt"))}
              loading={first ? "eager" : "lazy"}
              fetchPriority={first ? "high" : undefined}
              decoding="async"
              className="coders__photo"
            />
            <span className="coders__badge" lang={fallbackLang(fallbacks, path(index, "year"))}>
              {winner.year}
            </span>
            <span className="coders__name" lang={fallbackLang(fallbacks, path(index, "name"))}>
              {winner.name}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
