/**
 * The shared visitor total. A visit counts once per visitor per day: the visitor is a hash of
 * address and user agent with a salt that changes daily (no cookies, no stored addresses), and
 * obvious bots are not counted.
 */
import { createHash, randomBytes } from "node:crypto";
import { extraRoutes } from "@dept/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { dailySalt, recordVisit, visitorTotal } from "../../db/visitor-repository.js";
import { databaseUnavailable } from "../../http-error.js";

const BOT_PATTERN = /bot\b|bot\/|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|preview|monitor|curl\/|wget\/|python-requests|python-urllib|httpclient|go-http-client|java\/|okhttp|axios\/|node-fetch|libwww|scrapy|lighthouse/i;

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
    return createHash("sha256").update(`${salt}\n${request.ip}\n${request.headers["user-agent"] ?? ""}`).digest("hex");
  };

  // The client posts without a meaningful body; accept and ignore whatever it sends.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));

  app.get(extraRoutes.visitors.path, async (_request, reply) => {
    const total = await withDatabase(() => visitorTotal(app.database.db));
    return reply.header("Cache-Control", "no-store").send({ total });
  });

  app.post(extraRoutes.visitors.path, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    if (isBot(request.headers["user-agent"])) {
      return reply.send({ total: await withDatabase(() => visitorTotal(app.database.db)) });
    }
    const day = new Date().toISOString().slice(0, 10);
    const total = await withDatabase(async () => recordVisit(app.database.db, day, await visitorHash(request, day)));
    return reply.send({ total });
  });
}
