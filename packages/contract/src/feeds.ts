/** Feeds (ours): notices as RSS 2.0 and Atom, events as iCalendar, all events and each one. */

export const feedPaths = {
  noticesRss: "/feeds/notices.rss",
  noticesAtom: "/feeds/notices.atom",
  events: "/feeds/events.ics",
} as const;

/** The event collections as they appear in a feed URL, in the order of the site's menu. */
export const eventFeedKinds = {
  competitions: "competitions",
  workshops: "workshops",
  "expert-talks": "expertTalks",
  "value-added-courses": "valueAddedCourses",
} as const;

export type EventFeedKind = keyof typeof eventFeedKinds;

/** One event's calendar file: its kind and its place in that list (1 is the first). */
export const eventCalendarPath = (kind: EventFeedKind, number: number) => `/feeds/events/${kind}/${number}.ics`;
