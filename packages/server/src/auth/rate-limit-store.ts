/**
 * A store for @fastify/rate-limit on our database (db/rate-limit-repository.ts), so a limit holds
 * across every instance instead of per process. Each route's counters are kept apart by its method
 * and URL. A database that cannot be reached is our 503 `database_unavailable`, never a driver's text.
 */
import { createHmac } from "node:crypto";
import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Kysely } from "kysely";
import { countHit, readCount, type Count } from "../db/rate-limit-repository.js";
import type { Database } from "../db/schema.js";
import { isDatabaseUnreachable } from "../db/unreachable.js";
import { databaseUnavailable } from "../http-error.js";

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/** A counter query that failed: unreachable is our 503; anything else stays an error (a 500). */
export const counterError = (error: unknown): Error =>
  isDatabaseUnreachable(error) ? databaseUnavailable(error) : error instanceof Error ? error : new Error(String(error));

/**
 * A counter's key in the table: an HMAC of its name (which holds an address, and for sign-in an
 * email) under a secret the instances share, so the table stores no address or email.
 */
export const counterKey = (secret: string, name: string) => createHmac("sha256", secret).update(name).digest("hex");

/** The store class to give @fastify/rate-limit's `store` option (it makes one per route with `child`). */
export function databaseRateLimitStore(db: Kysely<Database>, secret: string): FastifyRateLimitStoreCtor {
  const answer = (work: Promise<Count>, callback: Callback) =>
    work.then(
      ({ count, resetsAt }) => callback(null, { current: count, ttl: Math.max(0, resetsAt - Date.now()) }),
      (error: unknown) => callback(counterError(error)),
    );

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(options: FastifyRateLimitOptions) {
      // The plugin passes its merged route options with `routeInfo` (the route), which its types omit.
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      this.scope = route?.url ? `${[route.method].flat().join(",")} ${route.url} ` : "";
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      void answer(countHit(db, counterKey(secret, this.scope + key), timeWindow), callback);
    }

    read(key: string, callback: Callback): void {
      void answer(readCount(db, counterKey(secret, this.scope + key)), callback);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions as unknown as FastifyRateLimitOptions);
    }
  };
}
