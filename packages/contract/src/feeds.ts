/**
 * Feeds (ours): notices as RSS 2.0 and Atom, events as iCalendar, all events and each one. English
 * feeds keep their addresses; a second language's live under `/feeds/{lang}/` (`/feeds/hi/notices.rss`).
 */
import { DEFAULT_LANGUAGE, type Language } from "./languages.js";
import type { EventFeedKind } from "./registry/public.js";

/** The folder of a language's feeds: `/feeds` for English, `/feeds/hi` for Hindi. */
const feedFolder = (lang: Language) => (lang === DEFAULT_LANGUAGE ? "/feeds" : `/feeds/${lang}`);

/** The feeds' paths in `lang`. */
export const feedPathsIn = (lang: Language) => ({
  noticesRss: `${feedFolder(lang)}/notices.rss`,
  noticesAtom: `${feedFolder(lang)}/notices.atom`,
  events: `${feedFolder(lang)}/events.ics`,
});

/** One event's calendar file: its kind and its place in that list (1 is the first), in `lang` (English by default). */
export const eventCalendarPath = (kind: EventFeedKind, number: number, lang: Language = DEFAULT_LANGUAGE) =>
  `${feedFolder(lang)}/events/${kind}/${number}.ics`;
