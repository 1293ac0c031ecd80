/**
 * Search results open paths (issue 34): an academics tab indexed before is
 * `/academics/?option=KEY` in the index and now `/academics/KEY` (`/academics/` for Vision &
 * Mission), as a new import or publish would index it. The old addresses still work; this keeps
 * one form in the answers. Frozen once landed.
 */
import { sql, type Kysely } from "kysely";

const OLD_PREFIX = "/academics/?option=";

// Migrations run against whatever the schema was at their time, so they take an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable("search_entries")
    .set({ route: "/academics/" })
    .where("route", "=", `${OLD_PREFIX}vision-mission`)
    .execute();
  await db
    .updateTable("search_entries")
    .set({ route: sql`'/academics/' || substr(route, ${OLD_PREFIX.length + 1})` })
    .where("route", "like", `${OLD_PREFIX}%`)
    .execute();
}
