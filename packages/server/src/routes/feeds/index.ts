/**
 * Feeds: notices as RSS 2.0 and Atom, all events as one iCalendar feed, and each event as its own
 * calendar file ("Add to calendar"), in each site language (English at /feeds/…, a second language
 * at /feeds/{lang}/…). Made once per content version and language for the site's one origin
 * (PUBLIC_URL, public-url.ts), then sent as they are, with ETags and compression like the API's
 * answers: every address the server is reached by gets the same bytes.
 */
import {
  DEFAULT_LANGUAGE,
  eventFeedKinds,
  feedPathsIn,
  SECOND_LANGUAGES,
  type EventFeedKind,
  type Language,
} from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { precomputeBody, sendPrecomputed, type Precomputed } from "../../api/precomputed.js";
import {
  eventCalendar,
  eventsCalendar,
  noticeAtom,
  noticeFeed,
  type FeedSite,
  type FeedSources,
} from "../../feeds/build-feeds.js";
import { HttpError } from "../../http-error.js";

const RSS = "application/rss+xml; charset=utf-8";
const ATOM = "application/atom+xml; charset=utf-8";
const CALENDAR = "text/calendar; charset=utf-8";

export async function feedRoutes(app: FastifyInstance, options: { origin: () => string }): Promise<void> {
  let version: number | undefined;
  const made = new Map<string, Promise<Precomputed>>();

  /** A JSON 404 for a language the site does not have (before the first import, any but English). */
  function checkLanguage(lang: Language): void {
    if (!app.content.languages().includes(lang))
      throw new HttpError(404, "not_found", `This site has no feeds in the language ${lang}.`);
  }

  /** `lang`'s feed sources and the English ones; 503 before the first import. */
  function sources(lang: Language): { current: FeedSources; english: FeedSources } {
    const { feedSources } = app.content.snapshot;
    if (!feedSources) throw new HttpError(503, "no_content", "No content has been imported yet.");
    checkLanguage(lang);
    return { current: app.content.snapshotFor(lang).feedSources ?? feedSources, english: feedSources };
  }

  /** A feed document of `lang` for this content version, made once. */
  function feed(
    lang: Language,
    key: string,
    make: (sources: FeedSources, site: FeedSite) => string | undefined,
    contentType: string,
  ): Promise<Precomputed> | undefined {
    const { current, english } = sources(lang);
    if (app.content.snapshot.version !== version) {
      version = app.content.snapshot.version;
      made.clear();
    }
    let answer = made.get(`${lang}/${key}`);
    if (!answer) {
      // The content version's time, not the moment of the first request: every instance makes the same bytes.
      const updated = new Date(app.content.snapshot.site?.value.lastUpdated ?? 0);
      const text = make(current, {
        origin: options.origin(),
        lang,
        updated: Number.isNaN(updated.getTime()) ? new Date(0) : updated,
        english,
      });
      if (text === undefined) return undefined;
      answer = precomputeBody(Buffer.from(text, "utf8"), contentType);
      made.set(`${lang}/${key}`, answer);
    }
    return answer;
  }

  for (const lang of [DEFAULT_LANGUAGE, ...SECOND_LANGUAGES] as Language[]) {
    const paths = feedPathsIn(lang);
    const folder = paths.events.slice(0, -".ics".length);
    app.get(paths.noticesRss, { compress: false }, async (request, reply) =>
      sendPrecomputed(request, reply, await feed(lang, "rss", (s, site) => noticeFeed(s, site).rss2(), RSS)!),
    );
    app.get(paths.noticesAtom, { compress: false }, async (request, reply) =>
      sendPrecomputed(request, reply, await feed(lang, "atom", noticeAtom, ATOM)!),
    );
    app.get(paths.events, { compress: false }, async (request, reply) =>
      sendPrecomputed(request, reply, await feed(lang, "ics", eventsCalendar, CALENDAR)!),
    );

    app.get(`${folder}/:kind/:file`, { compress: false }, async (request, reply) => {
      checkLanguage(lang);
      const { kind, file } = request.params as { kind: string; file: string };
      const match = /^([1-9]\d{0,3})\.ics$/.exec(file);
      if (!Object.hasOwn(eventFeedKinds, kind) || !match) {
        throw new HttpError(
          400,
          "bad_request",
          `An event's calendar is ${folder}/{${Object.keys(eventFeedKinds).join("|")}}/{number}.ics.`,
        );
      }
      const number = Number(match[1]);
      const answer = feed(
        lang,
        `${kind}/${number}`,
        (s, site) => eventCalendar(s, kind as EventFeedKind, number, site),
        CALENDAR,
      );
      if (!answer)
        throw new HttpError(
          404,
          "not_found",
          `There is no event number ${number} among the ${kind.replace(/-/g, " ")}.`,
        );
      return sendPrecomputed(request, reply, await answer);
    });
  }
}
