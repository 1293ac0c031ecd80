/**
 * The shared visitor total. A visit counts once per address per day: the visitor is a hash of the
 * address with a salt that changes daily (no cookies, no stored addresses; the user agent is left
 * out, so one client cannot count itself many times by changing it), obvious bots are not counted,
 * and an address may post at most VISITS_PER_MINUTE times a minute, counted in the database so the
 * limit holds across instances (auth/rate-limit-store.ts). Behind proxies the address is
 * the one TRUST_PROXY hops back (app.ts). While the database is unreachable a visit is dropped,
 * with a log line.
 */
import { createHash, randomBytes } from "node:crypto";
import { extraRoutes } from "@dept/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { dailySalt, recordVisit, visitorTotal } from "../../db/visitor-repository.js";
import rateLimit from "@fastify/rate-limit";
import { databaseRateLimitStore } from "../../auth/rate-limit-store.js";
import { newSecret, sharedSetting } from "../../db/account-repository.js";
import { databaseUnavailable, HttpError } from "../../http-error.js";

/**
 * Per address: a visit counts once a day anyway, so the limit only keeps a flood off the database.
 * It is generous because one address can be a whole campus behind NAT (or a browser test run).
 */
export const VISITS_PER_MINUTE = 300;

const BOT_PATTERN =
  /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|monitor|curl\/|wget\/|python-requests|python-urllib|httpclient|go-http-client|java\/|okhttp|axios\/|node-fetch|libwww|scrapy|lighthouse/i;

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === "" || BOT_PATTERN.test(userAgent);
}

async function withDatabase<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    throw databaseUnavailable();
  }
}

export async function visitorRoutes(app: FastifyInstance): Promise<void> {
  const salts = new Map<string, Promise<string>>();
  const saltFor = (day: string) => {
    let salt = salts.get(day);
    if (!salt) {
      salt = dailySalt(app.database.db, day, randomBytes(32).toString("hex"));
      salt.catch(() => salts.delete(day));
      salts.clear();
      salts.set(day, salt);
    }
    return salt;
  };
  const visitorHash = async (request: FastifyRequest, day: string) => {
    const salt = await saltFor(day);
    return createHash("sha256").update(`${salt}\n${request.ip}`).digest("hex");
  };

  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.database.db, await sharedSetting(app.database.db, "counter_key", newSecret)),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, "too_many_requests", `Too many visits from this address; try again in ${context.after}.`),
  });

  // The client posts without a meaningful body; accept and ignore whatever it sends.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  );

  app.get(extraRoutes.visitors.path, async (_request, reply) => {
    const total = await withDatabase(() => visitorTotal(app.database.db));
    return reply.header("Cache-Control", "no-store").send({ total });
  });

  app.post(
    extraRoutes.visitors.path,
    { config: { rateLimit: { max: VISITS_PER_MINUTE, timeWindow: "1 minute" } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      if (isBot(request.headers["user-agent"])) {
        return reply.send({ total: await withDatabase(() => visitorTotal(app.database.db)) });
      }
      const day = new Date().toISOString().slice(0, 10);
      const total = await withDatabase(async () =>
        recordVisit(app.database.db, day, await visitorHash(request, day)),
      ).catch((error: unknown) => {
        request.log.warn("visit dropped: the database is unreachable");
        throw error;
      });
      return reply.send({ total });
    },
  );
}
