/** One event: banner, title, dates, details, speakers and a link to its document. */
import type { Event } from "@dept/contract";
import { FileLink } from "../../../components/links";
import { ResponsiveImage } from "../../../components/responsive-image";
import { fileUrl } from "../../../lib/links";
import { formatEventDate, splitSpeakers } from "../event-format";
import { fallbackLang } from "../../../i18n/fallback";
import { useLanguage, useT } from "../../../i18n/i18n";

/** `calendar`: the address of the event's own calendar file ("Add to calendar"). */
export function EventCard({ event, eager, calendar }: { event: Event; eager?: boolean; calendar: string }) {
  const speakers = splitSpeakers(event.speaker);
  const t = useT();
  const text = t.events;
  const lang = useLanguage();
  return (
    <article className="card event-card">
      <ResponsiveImage
        value={event.banner}
        alt={text.bannerOf(event.title)}
        width={640}
        height={336}
        sizes="(min-width: 900px) 400px, 100vw"
        eager={eager}
        className="event-card__banner"
      />
      <div className="event-card__body">
        <h2 className="event-card__title" lang={fallbackLang(event, "title")}>
          {event.title}
        </h2>
        <dl className="event-card__dates">
          <div>
            <dt>{text.start}</dt>
            <dd>
              <time dateTime={event.start_date}>{formatEventDate(event.start_date, lang)}</time>
            </dd>
          </div>
          <div>
            <dt>{text.end}</dt>
            <dd>
              <time dateTime={event.end_date}>{formatEventDate(event.end_date, lang)}</time>
            </dd>
          </div>
        </dl>
        <p className="event-card__details" lang={fallbackLang(event, "details")}>
          {event.details}
        </p>
        {speakers.length > 0 && (
          <div className="event-card__speakers">
            <h3>{text.speakers(speakers.length)}</h3>
            <ul lang={fallbackLang(event, "speaker")}>
              {speakers.map((speaker, index) => (
                <li key={index}>{speaker}</li>
              ))}
            </ul>
          </div>
        )}
        <div className="event-card__actions">
          <FileLink href={fileUrl(event.document)} className="button button--secondary event-card__document">
            {text.viewDocument}
            <span className="visually-hidden">
              : <span lang={fallbackLang(event, "title")}>{event.title}</span>
            </span>
          </FileLink>
          <a href={calendar} download className="button button--secondary event-card__calendar">
            {text.addToCalendar}
            <span className="visually-hidden">
              : <span lang={fallbackLang(event, "title")}>{event.title}</span>
            </span>
          </a>
        </div>
      </div>
    </article>
  );
}
