/**
 * The feeds' documents, made with maintained generators (`feed` for RSS 2.0 and Atom,
 * `ical-generator` for iCalendar) from the content's notices and events. Feeds need absolute
 * links: each is made for the site's one origin (PUBLIC_URL), so every copy of a content
 * version's feed is the same bytes, whoever fetched it by whatever name.
 */
import { createHash } from "node:crypto";
import { eventFeedKinds, fileLink, LIST_COLLECTIONS, publicCollections, type EventFeedKind, type PublicCollection } from "@dept/contract";
import { Feed } from "feed";
import ical, { type ICalCalendar } from "ical-generator";

export interface FeedNotice {
  title: string;
  file: string;
  date: string;
}

export interface FeedEvent {
  title: string;
  details: string;
  speaker: string;
  start_date: string;
  end_date: string;
  document: string;
}

/** What the feeds are made from: one content version's news (the notices) and events. */
export interface FeedSources {
  departmentName: string;
  news: FeedNotice[];
  events: Record<EventFeedKind, FeedEvent[]>;
}

/** The collection fed as RSS and Atom (the notices), by the registry. */
export const NEWS_COLLECTION = LIST_COLLECTIONS.find((name) => (publicCollections[name] as PublicCollection).news)!;

/** A calendar date `YYYY-MM-DD` as midnight UTC, or undefined when it is not one. */
function calendarDate(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCDate() === Number(match[3]) ? date : undefined;
}

export function noticeFeed(sources: FeedSources, origin: string): Feed {
  const page = `${origin}/#${publicCollections[NEWS_COLLECTION].page}`;
  const dates = sources.news.map((notice) => calendarDate(notice.date));
  const newest = dates.reduce<Date | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined);
  const feed = new Feed({
    title: `${sources.departmentName}: notices`,
    description: `Notices of the ${sources.departmentName}`,
    id: page,
    link: page,
    language: "en",
    updated: newest ?? new Date(0),
    generator: "dept-website",
    copyright: sources.departmentName,
    feedLinks: { rss: `${origin}/feeds/notices.rss`, atom: `${origin}/feeds/notices.atom` },
  });
  sources.news.forEach((notice, index) => {
    const link = fileLink(origin, notice.file);
    // A notice without a calendar date is still listed, dated like the oldest possible entry.
    feed.addItem({ title: notice.title, id: link, link, date: dates[index] ?? new Date(0), description: notice.title });
  });
  return feed;
}

/**
 * An event's UID: a hash of what identifies it in the content, at the site's host name (not its
 * scheme or port), so a calendar app keeps one copy of it across fetches, addresses and restarts.
 */
function eventUid(kind: EventFeedKind, event: Pick<FeedEvent, "title" | "start_date">, origin: string): string {
  const hash = createHash("sha256").update(`${kind}\n${event.title}\n${event.start_date}`).digest("hex").slice(0, 24);
  return `${hash}@${new URL(origin).hostname}`;
}

/**
 * What a calendar is made for: the site's origin and when its content was last revised (each
 * event's DTSTAMP, which ical-generator would otherwise set to the moment it was made).
 */
export interface CalendarSite {
  origin: string;
  updated: Date;
}

function addEvent(calendar: ICalCalendar, kind: EventFeedKind, event: FeedEvent, { origin, updated }: CalendarSite): void {
  const start = calendarDate(event.start_date);
  const last = calendarDate(event.end_date) ?? start;
  if (!start || !last) return;
  // All-day events: the end is exclusive, the day after the last day.
  const end = new Date(Math.max(last.getTime(), start.getTime()) + 86_400_000);
  const speakers = event.speaker.trim() === "" ? "" : `\n\nSpeakers: ${event.speaker}`;
  calendar.createEvent({
    id: eventUid(kind, event, origin),
    stamp: updated,
    start,
    end,
    allDay: true,
    summary: event.title,
    description: `${event.details}${speakers}\n\nDocument: ${fileLink(origin, event.document)}`,
    url: `${origin}/#${publicCollections[eventFeedKinds[kind]].page}`,
  });
}

const newCalendar = (name: string) => ical({ name, prodId: { company: "dept-website", product: "events", language: "EN" } });

/** Every event with calendar dates, as one calendar (an event without them is left out). */
export function eventsCalendar(sources: FeedSources, site: CalendarSite): string {
  const calendar = newCalendar(`${sources.departmentName}: events`);
  for (const kind of Object.keys(eventFeedKinds) as EventFeedKind[]) for (const event of sources.events[kind]) addEvent(calendar, kind, event, site);
  return calendar.toString();
}

/** One event as a calendar of its own ("Add to calendar"), or undefined when there is no such event. */
export function eventCalendar(sources: FeedSources, kind: EventFeedKind, number: number, site: CalendarSite): string | undefined {
  const event = sources.events[kind][number - 1];
  if (!event) return undefined;
  const calendar = newCalendar(event.title);
  addEvent(calendar, kind, event, site);
  return calendar.toString();
}

