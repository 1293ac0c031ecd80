/** Blobs no content references any more, and since when: the blob cleanup deletes them after a grace period. Frozen once landed. */
import type { Kysely } from "kysely";

// Migrations run against whatever the schema was at their time, so they take an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("retired_blobs")
    .addColumn("hash", "text", (col) => col.primaryKey())
    .addColumn("retired_at", "text", (col) => col.notNull())
    .execute();
}
