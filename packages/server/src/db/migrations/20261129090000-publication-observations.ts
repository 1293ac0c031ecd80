/**
 * What each publication source said about each work (issue 35), so the refresh applies its field
 * precedence to every source's answer, not only to the sources it asked this time: one row per
 * source and source id (an ORCID put-code, an OpenAlex W id, a DOI, a DBLP key), `data` the work as
 * the source described it (JSON), or null for a DOI Crossref answered 404 for, remembered for a
 * while. Frozen once landed.
 */
import type { Kysely } from "kysely";

// Migrations run against whatever the schema was at their time, so they take an untyped Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("publication_observations")
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("source_id", "text", (col) => col.notNull())
    .addColumn("data", "text")
    .addColumn("observed_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("publication_observations_pk", ["source", "source_id"])
    .execute();
}
