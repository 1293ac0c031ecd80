/**
 * The feeds' documents, made with maintained generators (`feed` for RSS 2.0 and Atom,
 * `ical-generator` for iCalendar) from the content's notices and events. Feeds need absolute
 * links: each is made for the site's one origin (PUBLIC_URL), so every copy of a content
 * version's feed is the same bytes, whoever fetched it by whatever name. Each site language has
 * its feeds, which name their language and link that language's pages (`/hi/notices`).
 *
 * Links are the pages' paths (issue 34); the ids readers already hold never change: an RSS item's
 * guid and an Atom entry's id are its file's address, an event's UID a hash of its content, and the
 * Atom feed's own id stays the hash address the feed was first published with.
 */
import { createHash } from "node:crypto";
import {
  DEFAULT_LANGUAGE,
  eventFeedKinds,
  feedPathsIn,
  fileLink,
  languageRoot,
  LIST_COLLECTIONS,
  localizedPath,
  pagePath,
  publicCollections,
  type EventFeedKind,
  type Language,
  type PublicCollection,
} from "@dept/contract";
import { SERVER_TEXTS } from "../texts.js";
import { Feed } from "feed";
import ical, { foldLines, type ICalCalendar } from "ical-generator";

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

/**
 * What a feed is made for: the site's origin, the feed's language, when the content was last
 * revised (each event's DTSTAMP, which ical-generator would otherwise set to the moment it was
 * made) and the English sources (an event's UID is made from its English text, so a calendar app
 * knows it as one event in every language's calendar).
 */
export interface FeedSite {
  origin: string;
  lang: Language;
  updated: Date;
  english: FeedSources;
}

/** The address of a page of the site in `lang` (`/notices`, `/hi/notices`), from the registry's route. */
const pageLink = (origin: string, lang: Language, route: string) => `${origin}${localizedPath(pagePath(route), lang)}`;

/**
 * The Atom feed's id, as first published (when the site's pages were hash routes: `/#/notices`,
 * `/hi/#/notices`): an id names the feed for good, so readers keep their copy of it.
 */
const atomFeedId = (origin: string, lang: Language, route: string) => `${origin}${languageRoot(lang)}#${route}`;

/** The collection fed as RSS and Atom (the notices), by the registry. */
export const NEWS_COLLECTION = LIST_COLLECTIONS.find((name) => (publicCollections[name] as PublicCollection).news)!;

/** A calendar date `YYYY-MM-DD` as midnight UTC, or undefined when it is not one. */
function calendarDate(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCDate() === Number(match[3]) ? date : undefined;
}

export function noticeFeed(sources: FeedSources, { origin, lang }: Pick<FeedSite, "origin" | "lang">): Feed {
  const route = publicCollections[NEWS_COLLECTION].page;
  const page = pageLink(origin, lang, route);
  const labels = SERVER_TEXTS[lang];
  const paths = feedPathsIn(lang);
  const dates = sources.news.map((notice) => calendarDate(notice.date));
  const newest = dates.reduce<Date | undefined>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    undefined,
  );
  const feed = new Feed({
    title: `${sources.departmentName}: ${labels.notices}`,
    description: labels.noticesOf(sources.departmentName),
    id: atomFeedId(origin, lang, route),
    link: page,
    language: lang,
    updated: newest ?? new Date(0),
    generator: "dept-website",
    copyright: sources.departmentName,
    feedLinks: { rss: `${origin}${paths.noticesRss}`, atom: `${origin}${paths.noticesAtom}` },
  });
  sources.news.forEach((notice, index) => {
    const link = fileLink(origin, notice.file);
    // A notice without a calendar date is still listed, dated like the oldest possible entry.
    feed.addItem({ title: notice.title, id: link, link, date: dates[index] ?? new Date(0), description: notice.title });
  });
  return feed;
}

/** The notices as Atom; in a language other than English its root says which (`xml:lang`, which the generator cannot write). */
export function noticeAtom(sources: FeedSources, site: Pick<FeedSite, "origin" | "lang">): string {
  const atom = noticeFeed(sources, site).atom1();
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">';
  return site.lang === DEFAULT_LANGUAGE
    ? atom
    : atom.replace(root, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${site.lang}">`);
}

/**
 * An event's UID: a hash of what identifies it in the content, at the site's host name (not its
 * scheme or port), so a calendar app keeps one copy of it across fetches, addresses and restarts.
 */
function eventUid(kind: EventFeedKind, event: Pick<FeedEvent, "title" | "start_date">, origin: string): string {
  const hash = createHash("sha256").update(`${kind}\n${event.title}\n${event.start_date}`).digest("hex").slice(0, 24);
  return `${hash}@${new URL(origin).hostname}`;
}

function addEvent(
  calendar: ICalCalendar,
  kind: EventFeedKind,
  index: number,
  event: FeedEvent,
  { origin, lang, updated, english }: FeedSite,
): void {
  const start = calendarDate(event.start_date);
  const last = calendarDate(event.end_date) ?? start;
  if (!start || !last) return;
  // All-day events: the end is exclusive, the day after the last day.
  const end = new Date(Math.max(last.getTime(), start.getTime()) + 86_400_000);
  const labels = SERVER_TEXTS[lang];
  const speakers = event.speaker.trim() === "" ? "" : `\n\n${labels.speakers}: ${event.speaker}`;
  calendar.createEvent({
    id: eventUid(kind, english.events[kind][index] ?? event, origin),
    stamp: updated,
    start,
    end,
    allDay: true,
    summary: event.title,
    description: `${event.details}${speakers}\n\n${labels.document}: ${fileLink(origin, event.document)}`,
    url: pageLink(origin, lang, publicCollections[eventFeedKinds[kind]].page),
  });
}

const newCalendar = (name: string) =>
  ical({ name, prodId: { company: "dept-website", product: "events", language: "EN" } });

/** The texts a calendar's language is named on (RFC 5545 3.2.10; NAME: RFC 7986 5.1). */
const LANGUAGE_TEXTS = /^(NAME|X-WR-CALNAME|SUMMARY|DESCRIPTION):/;

/**
 * A calendar's text with `LANGUAGE=` on its texts in a language other than English, which
 * ical-generator cannot write: its lines unfolded, marked, and folded again by its own folding.
 */
function calendarText(calendar: ICalCalendar, lang: Language): string {
  const text = calendar.toString();
  if (lang === DEFAULT_LANGUAGE) return text;
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  return foldLines(lines.map((line) => line.replace(LANGUAGE_TEXTS, `$1;LANGUAGE=${lang}:`)).join("\r\n"));
}

/** Every event with calendar dates, as one calendar (an event without them is left out). */
export function eventsCalendar(sources: FeedSources, site: FeedSite): string {
  const calendar = newCalendar(`${sources.departmentName}: ${SERVER_TEXTS[site.lang].events}`);
  for (const kind of Object.keys(eventFeedKinds) as EventFeedKind[])
    sources.events[kind].forEach((event, index) => addEvent(calendar, kind, index, event, site));
  return calendarText(calendar, site.lang);
}

/** One event as a calendar of its own ("Add to calendar"), or undefined when there is no such event. */
export function eventCalendar(
  sources: FeedSources,
  kind: EventFeedKind,
  number: number,
  site: FeedSite,
): string | undefined {
  const event = sources.events[kind][number - 1];
  if (!event) return undefined;
  const calendar = newCalendar(event.title);
  addEvent(calendar, kind, number - 1, event, site);
  return calendarText(calendar, site.lang);
}
