/**
 * Site search per language (issue 27): each entry belongs to one site language's index (`lang`,
 * English for every entry indexed before), and `title_lang` names the language of a title shown
 * in another language's index in its place ("en" for an English fallback). The passages and the
 * engines' words stay as they are: a passage belongs to its entry, and so to its language.
 * Frozen once landed.
 */
import type { Kysely } from "kysely";

// Migrations run against whatever the schema was at their time, so they take an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("search_entries")
    .addColumn("lang", "text", (col) => col.notNull().defaultTo("en"))
    .execute();
  await db.schema.alterTable("search_entries").addColumn("title_lang", "text").execute();
}
