/** An event listing page: a loading indicator until data, the cards, or an inline error with Retry. */
import type { UseQueryResult } from "@tanstack/react-query";
import { eventCalendarPath, feedPathsIn, type Event, type EventFeedKind } from "@dept/contract";
import { useLanguage, useT } from "../../../i18n/i18n";
import { API_BASE } from "../../../config/env";
import { InlineError } from "../../../components/inline-error";
import { Loading } from "../../../components/loading";
import { PageBanner } from "../../../components/page-banner";
import { EventCard } from "./event-card";
import "./events.css";

interface Props {
  title: string;
  query: UseQueryResult<Event[]>;
  /** The kind of event in lower case, for the messages ("expert talks"). */
  what: string;
  /** The kind as the feeds name it, for each card's calendar file. */
  kind: EventFeedKind;
}

// Cards in the first row are above the fold: their banners load eagerly.
const EAGER_CARDS = 2;

export function EventListPage({ title, query, what, kind }: Props) {
  const t = useT();
  const lang = useLanguage();
  return (
    <div className="page">
      <PageBanner title={title} />
      <div className="container events">
        {query.isPending ? (
          <Loading />
        ) : query.isError ? (
          <InlineError what={t.common.listWhat(what)} onRetry={() => void query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="events__empty">{t.events.none(what)}</p>
        ) : (
          <ul className="events__list">
            {query.data.map((event, index) => (
              <li key={index}>
                <EventCard
                  event={event}
                  eager={index < EAGER_CARDS}
                  calendar={`${API_BASE}${eventCalendarPath(kind, index + 1, lang)}`}
                />
              </li>
            ))}
          </ul>
        )}
        <p className="feed-links">
          <a href={`${API_BASE}${feedPathsIn(lang).events}`}>{t.events.subscribe}</a>
        </p>
      </div>
    </div>
  );
}
