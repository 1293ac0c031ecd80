/**
 * The ids feed readers and calendar apps know a site's items by: each RSS item's `guid`, the Atom
 * feed's `id` and each entry's, and each event's iCalendar `UID` (in the calendar of all events
 * and in each event's own file), in every language of the site. A reader that sees a new id shows
 * the item again as new, so these never change when the site's addresses do (issue 34).
 */
import { eventCalendarPath, eventFeedKinds, feedPathsIn, type EventFeedKind, type Language } from "@dept/contract";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import type { FastifyInstance } from "fastify";

export interface FeedIds {
  rssGuids: string[];
  atomId: string;
  atomEntryIds: string[];
  calendarUids: string[];
  /** `{kind}/{N}` -> the UID of that event's own calendar file. */
  eventFileUids: Record<string, string>;
}

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

const listOf = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : ([value].flat() as T[]));

/** The text of a parsed element that may carry attributes (`<guid isPermaLink="true">…</guid>`). */
const textOf = (value: unknown): string =>
  typeof value === "object" && value !== null ? String((value as { "#text": unknown })["#text"]) : String(value);

function calendarUids(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent).uid);
}

async function body(app: FastifyInstance, url: string): Promise<string> {
  const response = await app.inject(url);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
  return response.body;
}

/** The ids of every feed of `lang` the app serves. */
export async function feedIds(app: FastifyInstance, lang: Language): Promise<FeedIds> {
  const paths = feedPathsIn(lang);
  const rss = xml.parse(await body(app, paths.noticesRss)).rss.channel;
  const atom = xml.parse(await body(app, paths.noticesAtom)).feed;
  const eventFileUids: Record<string, string> = {};
  for (const kind of Object.keys(eventFeedKinds) as EventFeedKind[]) {
    for (let number = 1; ; number += 1) {
      const response = await app.inject(eventCalendarPath(kind, number, lang));
      if (response.statusCode === 404) break;
      const [uid] = calendarUids(response.body);
      if (uid) eventFileUids[`${kind}/${number}`] = uid;
    }
  }
  return {
    rssGuids: listOf<unknown>(rss.item).map((item) => textOf((item as { guid: unknown }).guid)),
    atomId: textOf(atom.id),
    atomEntryIds: listOf<unknown>(atom.entry).map((entry) => textOf((entry as { id: unknown }).id)),
    calendarUids: calendarUids(await body(app, paths.events)),
    eventFileUids,
  };
}
