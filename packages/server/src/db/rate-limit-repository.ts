/**
 * The rate limits' counters in the database, so every instance counts the same hits. A hit is one
 * atomic upsert that returns the new count (two instances never lose one); a counter whose window
 * has ended starts again at 1, and the sweep deletes such rows.
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "./schema.js";

export interface Count {
  count: number;
  /** When the window ends (ms since the epoch); 0 for a counter that is not running. */
  resetsAt: number;
}

/** Counts one hit of `key` in a window of `windowMs` and returns the count so far. */
export async function countHit(db: Kysely<Database>, key: string, windowMs: number, now = Date.now()): Promise<Count> {
  const current = new Date(now).toISOString();
  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, resets_at: new Date(now + windowMs).toISOString() })
    .onConflict((conflict) =>
      // Both expressions read the row as it was before this update (SQL semantics, both engines).
      conflict.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.resets_at <= ${current} then 1 else rate_limits.count + 1 end`,
        resets_at: sql<string>`case when rate_limits.resets_at <= ${current} then excluded.resets_at else rate_limits.resets_at end`,
      }),
    )
    .returning(["count", "resets_at"])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), resetsAt: Date.parse(row.resets_at) };
}

/** The count of `key` in its running window, without counting a hit. */
export async function readCount(db: Kysely<Database>, key: string, now = Date.now()): Promise<Count> {
  const row = await db
    .selectFrom("rate_limits")
    .select(["count", "resets_at"])
    .where("key", "=", key)
    .where("resets_at", ">", new Date(now).toISOString())
    .executeTakeFirst();
  return row ? { count: Number(row.count), resetsAt: Date.parse(row.resets_at) } : { count: 0, resetsAt: 0 };
}

export async function clearCount(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Deletes the counters whose window has ended (they count as zero anyway; this keeps the table small). */
export async function removeExpiredCounts(db: Kysely<Database>, now = Date.now()): Promise<void> {
  await db.deleteFrom("rate_limits").where("resets_at", "<=", new Date(now).toISOString()).execute();
}
