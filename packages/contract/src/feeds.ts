/** Feeds (ours): notices as RSS 2.0 and Atom, events as iCalendar, all events and each one. */
import type { EventFeedKind } from "./registry/public.js";

export const feedPaths = {
  noticesRss: "/feeds/notices.rss",
  noticesAtom: "/feeds/notices.atom",
  events: "/feeds/events.ics",
} as const;

/** One event's calendar file: its kind and its place in that list (1 is the first). */
export const eventCalendarPath = (kind: EventFeedKind, number: number) => `/feeds/events/${kind}/${number}.ics`;
