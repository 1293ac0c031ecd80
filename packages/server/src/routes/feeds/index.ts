/**
 * Feeds: notices as RSS 2.0 and Atom, all events as one iCalendar feed, and each event as its own
 * calendar file ("Add to calendar"). Made once per content version and origin, then sent as they
 * are, with ETags and compression like the API's answers.
 */
import { eventFeedKinds, feedPaths, type EventFeedKind } from "@dept/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { precomputeBody, sendPrecomputed, type Precomputed } from "../../api/precomputed.js";
import { eventCalendar, eventsCalendar, noticeFeed, type FeedSources } from "../../feeds/build-feeds.js";
import { HttpError } from "../../http-error.js";
import { isHttps } from "../../plugins/security-headers.js";

const RSS = "application/rss+xml; charset=utf-8";
const ATOM = "application/atom+xml; charset=utf-8";
const CALENDAR = "text/calendar; charset=utf-8";

/** Origins a version's feeds are kept for (normally one or two: the site's name, maybe its address). */
const ORIGINS_KEPT = 8;
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9a-f:.]{2,45}\](:\d{1,5})?$/i;

export async function feedRoutes(app: FastifyInstance, options: { trustProxy: number }): Promise<void> {
  let version: number | undefined;
  const made = new Map<string, Promise<Precomputed>>();

  function sources(): FeedSources {
    const { feedSources } = app.content.snapshot;
    if (!feedSources) throw new HttpError(503, "no_content", "No content has been imported yet.");
    return feedSources;
  }

  /** The origin visitors reach the site at: the request's Host (a plain host name), HTTPS as the security headers see it. */
  function originOf(request: FastifyRequest): string {
    const host = request.headers.host ?? "";
    if (!HOST.test(host)) throw new HttpError(400, "bad_request", "The Host header is not a host name.");
    return `${isHttps(request.raw, options.trustProxy) ? "https" : "http"}://${host.toLowerCase()}`;
  }

  /** A feed document for this content version and origin, made once. */
  function feed(request: FastifyRequest, key: string, make: (sources: FeedSources, origin: string) => string | undefined, contentType: string): Promise<Precomputed> | undefined {
    const current = sources();
    if (app.content.snapshot.version !== version) {
      version = app.content.snapshot.version;
      made.clear();
    }
    const origin = originOf(request);
    const cacheKey = `${origin} ${key}`;
    let answer = made.get(cacheKey);
    if (!answer) {
      const text = make(current, origin);
      if (text === undefined) return undefined;
      answer = precomputeBody(Buffer.from(text, "utf8"), contentType);
      if (made.size >= ORIGINS_KEPT * 3) made.clear();
      made.set(cacheKey, answer);
    }
    return answer;
  }

  app.get(feedPaths.noticesRss, { compress: false }, async (request, reply) =>
    sendPrecomputed(request, reply, await feed(request, "rss", (s, origin) => noticeFeed(s, origin).rss2(), RSS)!),
  );
  app.get(feedPaths.noticesAtom, { compress: false }, async (request, reply) =>
    sendPrecomputed(request, reply, await feed(request, "atom", (s, origin) => noticeFeed(s, origin).atom1(), ATOM)!),
  );
  app.get(feedPaths.events, { compress: false }, async (request, reply) => sendPrecomputed(request, reply, await feed(request, "ics", eventsCalendar, CALENDAR)!));

  app.get("/feeds/events/:kind/:file", { compress: false }, async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const match = /^([1-9]\d{0,3})\.ics$/.exec(file);
    if (!Object.hasOwn(eventFeedKinds, kind) || !match) {
      throw new HttpError(400, "bad_request", "An event's calendar is /feeds/events/{competitions|workshops|expert-talks|value-added-courses}/{number}.ics.");
    }
    const number = Number(match[1]);
    const answer = feed(request, `${kind}/${number}`, (s, origin) => eventCalendar(s, kind as EventFeedKind, number, origin), CALENDAR);
    if (!answer) throw new HttpError(404, "not_found", `There is no event number ${number} among the ${kind.replace(/-/g, " ")}.`);
    return sendPrecomputed(request, reply, await answer);
  });
}
