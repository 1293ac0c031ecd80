/**
 * Repository functions for the editor's entries, their revisions and the publications. A
 * revision's data and a publication's live revisions are JSON text in their columns (both
 * dialects): read and written here only, so callers see objects.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Dialect } from "./database.js";
import type { Database, EntryRow, RevisionRow } from "./schema.js";

type Db = Kysely<Database> | Transaction<Database>;

/** An entry's data in one revision: pack shape, files and images as `hash/name`. */
export type RevisionData = Record<string, unknown>;

/** A revision with its data read. */
export type Revision = Omit<RevisionRow, "data"> & { data: RevisionData };

/** The one place revisions.data is read and written. */
const revisionJson = {
  read: (text: string) => JSON.parse(text) as RevisionData,
  write: (data: RevisionData) => JSON.stringify(data),
};

/** The one place publications.live is read and written: [entry id, live revision id] pairs. */
const liveJson = {
  read: (text: string) => JSON.parse(text) as [string, string][],
  write: (live: [string, string][]) => JSON.stringify(live),
};

const revisionOf = (row: RevisionRow): Revision => ({ ...row, data: revisionJson.read(row.data) });

/**
 * Serializes every change of the entries, across instances too: two publishers never rebuild the
 * content from different states. PostgreSQL: a transaction-scoped advisory lock. SQLite: a write
 * first, which takes the database's write lock before anything is read (a transaction that read
 * first could not take it later while another one waits, and would fail with "database is locked").
 */
export async function lockContent(trx: Transaction<Database>, dialect: Dialect): Promise<void> {
  if (dialect === "postgres") await sql`select pg_advisory_xact_lock(8245001)`.execute(trx);
  else await sql`update content_version set version = version where id = 1`.execute(trx);
}

export async function findEntry(db: Db, id: string): Promise<EntryRow | undefined> {
  return db.selectFrom("entries").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function entriesOf(db: Db, collection?: string): Promise<EntryRow[]> {
  let query = db.selectFrom("entries").selectAll();
  if (collection) query = query.where("collection", "=", collection);
  return query.orderBy("collection").orderBy("position").execute();
}

/** The entries whose 'publish at' or 'unpublish at' is at or before `at` (an ISO instant). */
export async function dueEntries(db: Db, at: string): Promise<EntryRow[]> {
  return db
    .selectFrom("entries")
    .selectAll()
    .where((eb) => eb.or([eb("publish_at", "<=", at), eb("unpublish_at", "<=", at)]))
    .execute();
}

export async function revisionsOf(db: Db, entryId: string): Promise<Revision[]> {
  const rows = await db.selectFrom("revisions").selectAll().where("entry_id", "=", entryId).orderBy("number").execute();
  return rows.map(revisionOf);
}

export async function findRevision(db: Db, id: string): Promise<Revision | undefined> {
  const row = await db.selectFrom("revisions").selectAll().where("id", "=", id).executeTakeFirst();
  return row && revisionOf(row);
}

/** The data of each of the revisions `ids`. */
export async function revisionData(db: Db, ids: string[]): Promise<Map<string, RevisionData>> {
  const found = new Map<string, RevisionData>();
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .selectFrom("revisions")
      .select(["id", "data"])
      .where("id", "in", ids.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, revisionJson.read(row.data));
  }
  return found;
}

/** The data of every revision of every entry (each names files that must be kept). */
export async function everyRevisionData(db: Db): Promise<RevisionData[]> {
  const rows = await db.selectFrom("revisions").select("data").execute();
  return rows.map((row) => revisionJson.read(row.data));
}

/** The number of each entry's newest revision. */
export async function lastRevisionNumbers(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("revisions")
    .select(["entry_id", (eb) => eb.fn.max("number").as("number")])
    .groupBy("entry_id")
    .execute();
  return new Map(rows.map((row) => [row.entry_id, Number(row.number)]));
}

export interface NewRevision {
  entryId: string;
  number: number;
  state: string;
  data: RevisionData;
  author: string;
  at: string;
}

export async function insertRevisions(db: Db, revisions: (NewRevision & { id: string })[]): Promise<void> {
  for (let i = 0; i < revisions.length; i += 100) {
    const rows = revisions.slice(i, i + 100).map((revision) => ({
      id: revision.id,
      entry_id: revision.entryId,
      number: revision.number,
      state: revision.state,
      data: revisionJson.write(revision.data),
      author: revision.author,
      at: revision.at,
      version: null,
    }));
    await db.insertInto("revisions").values(rows).execute();
  }
}

export async function insertEntries(db: Db, entries: EntryRow[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 100)
    await db
      .insertInto("entries")
      .values(entries.slice(i, i + 100))
      .execute();
}

export async function updateEntry(db: Db, id: string, change: Partial<Omit<EntryRow, "id">>): Promise<void> {
  await db.updateTable("entries").set(change).where("id", "=", id).execute();
}

/**
 * Adds a revision to an entry and makes it the entry's head (and its live revision when `live`
 * says so: the new revision's id, or null to take the entry off the site).
 */
export async function addRevision(
  db: Db,
  entry: EntryRow,
  revision: Omit<NewRevision, "entryId" | "number">,
  live?: "this" | null,
): Promise<string> {
  const id = randomUUID();
  const last = await db
    .selectFrom("revisions")
    .select(sql<number>`max(number)`.as("number"))
    .where("entry_id", "=", entry.id)
    .executeTakeFirst();
  await insertRevisions(db, [{ ...revision, id, entryId: entry.id, number: Number(last?.number ?? 0) + 1 }]);
  await updateEntry(db, entry.id, {
    state: revision.state,
    head_revision: id,
    updated_at: revision.at,
    updated_by: revision.author,
    ...(live === undefined ? {} : { live_revision: live === "this" ? id : null }),
  });
  return id;
}

/** Every entry's live revision, with its data, in collection and position order. */
export async function liveEntries(
  db: Db,
): Promise<{ id: string; collection: string; revision: string; data: RevisionData }[]> {
  const rows = await db
    .selectFrom("entries")
    .innerJoin("revisions", "revisions.id", "entries.live_revision")
    .select([
      "entries.id as id",
      "entries.collection as collection",
      "revisions.id as revision",
      "revisions.data as data",
    ])
    .orderBy("entries.collection")
    .orderBy("entries.position")
    .execute();
  return rows.map((row) => ({ ...row, data: revisionJson.read(row.data) }));
}

export async function insertPublication(
  db: Db,
  publication: { version: number; at: string; actor: string; summary: string; live: [string, string][] },
): Promise<void> {
  await db
    .insertInto("publications")
    .values({ ...publication, live: liveJson.write(publication.live) })
    .execute();
  // The revisions that went live now are stamped with the version they went live in.
  const ids = publication.live.map(([, revision]) => revision);
  for (let i = 0; i < ids.length; i += 500) {
    await db
      .updateTable("revisions")
      .set({ version: publication.version })
      .where("id", "in", ids.slice(i, i + 500))
      .where("version", "is", null)
      .where("state", "=", "published")
      .execute();
  }
}

export async function publications(db: Db): Promise<{ version: number; at: string; actor: string; summary: string }[]> {
  return db
    .selectFrom("publications")
    .select(["version", "at", "actor", "summary"])
    .orderBy("version", "desc")
    .limit(200)
    .execute();
}

export async function publicationLive(db: Db, version: number): Promise<Map<string, string> | undefined> {
  const row = await db.selectFrom("publications").select("live").where("version", "=", version).executeTakeFirst();
  return row ? new Map(liveJson.read(row.live)) : undefined;
}

/** The newest publication's version, 0 before the first. */
export async function lastPublication(db: Db): Promise<number> {
  const row = await db
    .selectFrom("publications")
    .select((eb) => eb.fn.max("version").as("version"))
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}
