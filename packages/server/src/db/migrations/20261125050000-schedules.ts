/** Scheduled publishing: when an entry's newest revision goes live, when it goes off, and who set it. Frozen once landed. */
import type { Kysely } from "kysely";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("entries").addColumn("publish_at", "text").execute();
  await db.schema.alterTable("entries").addColumn("unpublish_at", "text").execute();
  await db.schema.alterTable("entries").addColumn("scheduled_by", "text").execute();
}
