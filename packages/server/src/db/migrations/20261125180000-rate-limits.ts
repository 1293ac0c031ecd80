/**
 * The rate limits' counters, shared by every instance through the database (sign-in attempts,
 * visitor posts, password changes): one row per key and time window. Frozen once landed.
 */
import type { Kysely } from "kysely";

// Migrations run against whatever the schema was at their time, so they take an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("count", "integer", (col) => col.notNull())
    .addColumn("resets_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_resets_at").on("rate_limits").column("resets_at").execute();
}
