/** Coder of the Month (spec section 2, Events): month cards newest first, from the static content. */
import type { CoderOfTheMonth } from "@dept/contract";
import { useSite } from "../../lib/site";
import { PageBanner } from "../../components/page-banner";
import { sortNewestFirst } from "./coder-of-the-month";
import "./components/events.css";

export function CoderOfTheMonthPage() {
  const months = sortNewestFirst(useSite().coderOfTheMonth);
  return (
    <div className="page">
      <PageBanner title="Coder of the Month" />
      <div className="container coders">
        {months.length === 0 ? (
          <p className="events__empty">No coders of the month have been announced yet.</p>
        ) : (
          <ul className="coders__months">
            {months.map((entry) => (
              <li key={`${entry.year}-${entry.month}`}>
                <MonthCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function MonthCard({ entry }: { entry: CoderOfTheMonth }) {
  const headingId = `coders-${entry.year}-${entry.month}`;
  return (
    <section className="coders__month" aria-labelledby={headingId}>
      <h2 id={headingId} className="coders__date">
        <span className="coders__month-name">{entry.month}</span> <span className="coders__year">{entry.year}</span>
      </h2>
      <ul className="coders__winners">
        {entry.winners.map((winner) => (
          <li key={`${winner.year}-${winner.name}`} className="coders__winner">
            <img
              src={winner.image.src}
              srcSet={winner.image.srcSet || undefined}
              sizes="120px"
              width={winner.image.width}
              height={winner.image.height}
              alt={winner.image.alt}
              loading="lazy"
              decoding="async"
              className="coders__photo"
            />
            <span className="coders__badge">{winner.year}</span>
            <span className="coders__name">{winner.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
