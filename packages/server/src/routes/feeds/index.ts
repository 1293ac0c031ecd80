/**
 * Feeds: notices as RSS 2.0 and Atom, all events as one iCalendar feed, and each event as its own
 * calendar file ("Add to calendar"). Made once per content version for the site's one origin
 * (PUBLIC_URL, public-url.ts), then sent as they are, with ETags and compression like the API's
 * answers: every address the server is reached by gets the same bytes.
 */
import { eventFeedKinds, feedPaths, type EventFeedKind } from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { precomputeBody, sendPrecomputed, type Precomputed } from "../../api/precomputed.js";
import { eventCalendar, eventsCalendar, noticeFeed, type CalendarSite, type FeedSources } from "../../feeds/build-feeds.js";
import { HttpError } from "../../http-error.js";

const RSS = "application/rss+xml; charset=utf-8";
const ATOM = "application/atom+xml; charset=utf-8";
const CALENDAR = "text/calendar; charset=utf-8";

export async function feedRoutes(app: FastifyInstance, options: { origin: () => string }): Promise<void> {
  let version: number | undefined;
  const made = new Map<string, Promise<Precomputed>>();

  function sources(): FeedSources {
    const { feedSources } = app.content.snapshot;
    if (!feedSources) throw new HttpError(503, "no_content", "No content has been imported yet.");
    return feedSources;
  }

  /** A feed document for this content version, made once. */
  function feed(key: string, make: (sources: FeedSources, site: CalendarSite) => string | undefined, contentType: string): Promise<Precomputed> | undefined {
    const current = sources();
    if (app.content.snapshot.version !== version) {
      version = app.content.snapshot.version;
      made.clear();
    }
    let answer = made.get(key);
    if (!answer) {
      // The content version's time, not the moment of the first request: every instance makes the same bytes.
      const updated = new Date(app.content.snapshot.site?.value.lastUpdated ?? 0);
      const text = make(current, { origin: options.origin(), updated: Number.isNaN(updated.getTime()) ? new Date(0) : updated });
      if (text === undefined) return undefined;
      answer = precomputeBody(Buffer.from(text, "utf8"), contentType);
      made.set(key, answer);
    }
    return answer;
  }

  app.get(feedPaths.noticesRss, { compress: false }, async (request, reply) =>
    sendPrecomputed(request, reply, await feed("rss", (s, { origin }) => noticeFeed(s, origin).rss2(), RSS)!),
  );
  app.get(feedPaths.noticesAtom, { compress: false }, async (request, reply) =>
    sendPrecomputed(request, reply, await feed("atom", (s, { origin }) => noticeFeed(s, origin).atom1(), ATOM)!),
  );
  app.get(feedPaths.events, { compress: false }, async (request, reply) => sendPrecomputed(request, reply, await feed("ics", eventsCalendar, CALENDAR)!));

  app.get("/feeds/events/:kind/:file", { compress: false }, async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const match = /^([1-9]\d{0,3})\.ics$/.exec(file);
    if (!Object.hasOwn(eventFeedKinds, kind) || !match) {
      throw new HttpError(400, "bad_request", `An event's calendar is /feeds/events/{${Object.keys(eventFeedKinds).join("|")}}/{number}.ics.`);
    }
    const number = Number(match[1]);
    const answer = feed(`${kind}/${number}`, (s, site) => eventCalendar(s, kind as EventFeedKind, number, site), CALENDAR);
    if (!answer) throw new HttpError(404, "not_found", `There is no event number ${number} among the ${kind.replace(/-/g, " ")}.`);
    return sendPrecomputed(request, reply, await answer);
  });
}
