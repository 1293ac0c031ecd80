/** What /metrics reads from the database at each scrape (cheap counts, one row each), and the last backup's time the backup command writes. */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

export interface ContentFigures {
  /** Publications recorded by the editor's workflow, imports and schedules. */
  publications: number;
  /** Of those, the ones a content import made (by `dept import` or any instance), under the actor "import". */
  imports: number;
  /** When the content last changed (an import or a publication), in seconds since 1970; undefined before the first. */
  changedAt: number | undefined;
  /** When the last complete backup finished (recordBackup), in seconds since 1970; undefined before the first. */
  lastBackupAt: number | undefined;
}

/** The setting the backup command writes when a backup is complete; every instance reads it for /metrics. */
const LAST_BACKUP = "last_backup_at";

export async function recordBackup(db: Kysely<Database>, at: Date): Promise<void> {
  await db
    .insertInto("settings")
    .values({ name: LAST_BACKUP, value: at.toISOString() })
    .onConflict((conflict) => conflict.column("name").doUpdateSet({ value: at.toISOString() }))
    .execute();
}

export async function contentFigures(db: Kysely<Database>): Promise<ContentFigures> {
  const [publications, version, backup] = await Promise.all([
    db
      .selectFrom("publications")
      .select((eb) => [
        eb.fn.countAll<number | string>().as("count"),
        eb.fn.countAll<number | string>().filterWhere("actor", "=", "import").as("imports"),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom("content_version").select("imported_at").where("id", "=", 1).executeTakeFirst(),
    db.selectFrom("settings").select("value").where("name", "=", LAST_BACKUP).executeTakeFirst(),
  ]);
  const lastBackupAt = backup ? Date.parse(backup.value) / 1000 : undefined;
  const changedAt = version ? Date.parse(version.imported_at) / 1000 : undefined;
  return {
    publications: Number(publications.count),
    imports: Number(publications.imports),
    changedAt: Number.isFinite(changedAt) ? changedAt : undefined,
    lastBackupAt: Number.isFinite(lastBackupAt) ? lastBackupAt : undefined,
  };
}
