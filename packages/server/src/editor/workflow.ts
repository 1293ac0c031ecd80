/**
 * The editor's changes to entries: saving drafts, submitting, publishing, unpublishing, deleting,
 * restoring a revision or a whole publication. Each runs in one transaction under the content lock;
 * those that change what visitors see rebuild the public content in that same transaction.
 */
import { randomUUID } from "node:crypto";
import { parseEntry, SITE_COLLECTION, type AccountUser, type EntryCollection } from "@dept/contract";
import type { Kysely, Transaction } from "kysely";
import { blobContentTypes, imageSources } from "../db/blob-repository.js";
import type { DatabaseHandle } from "../db/database.js";
import { addRevision, entriesOf, findEntry, findRevision, insertEntries, lockContent, publicationLive, revisionData, updateEntry } from "../db/entry-repository.js";
import type { Database, EntryRow } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import { entryIdentity, entryTitle, fileValues, refHash, type EntryData, type FileFieldKind } from "./entry-data.js";
import { publishLive } from "./publish.js";

const invalid = (message: string) => new HttpError(400, "invalid_entry", message);
const conflict = (message: string) => new HttpError(409, "conflict", message);
const notFound = () => new HttpError(404, "not_found", "No such entry.");

/** What an upload of each kind proved: the content types its check gives (content/file-kinds.ts). */
const UPLOADED_AS: Readonly<Record<Exclude<FileFieldKind, "image">, { words: string; types: readonly string[] }>> = {
  pdf: { words: "PDF", types: ["application/pdf"] },
  video: { words: "video", types: ["video/webm", "video/mp4"] },
  captions: { words: "captions file", types: ["text/vtt; charset=utf-8"] },
};

/** Checks data as pack validation does, and that every file and image is one that was uploaded. */
export async function checkEntry(db: Kysely<Database>, collection: EntryCollection, raw: unknown): Promise<EntryData> {
  const result = parseEntry(collection, raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw invalid(`${issue.path.join(".") || "data"}: ${issue.message}`);
  }
  const data = result.data as EntryData;
  const values = fileValues(collection, data);
  const types = await blobContentTypes(db, values.flatMap(({ value }) => refHash(value) ?? []));
  const images = await imageSources(db, values.flatMap(({ kind, value }) => (kind === "image" ? (refHash(value) ?? []) : [])));
  for (const { field, kind, value } of values) {
    const hash = refHash(value);
    const ok = hash !== undefined && (kind === "image" ? images.has(hash) : UPLOADED_AS[kind].types.includes(types.get(hash) ?? ""));
    if (!ok) throw invalid(`${field}: This is not an uploaded ${kind === "image" ? "image" : UPLOADED_AS[kind].words}; upload the file again.`);
  }
  return data;
}

export interface Change {
  handle: DatabaseHandle;
  account: AccountUser;
}

/** A faculty account works only on its own profile. */
export function ownsEntry(account: AccountUser, entry: Pick<EntryRow, "collection" | "identity">): boolean {
  return account.role !== "faculty" || (entry.collection === "faculty" && entry.identity === account.facultyId);
}

async function inTransaction<T>({ handle }: Change, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return handle.db.transaction().execute(async (trx) => {
    await lockContent(trx, handle.dialect);
    return work(trx);
  });
}

async function entryFor(trx: Transaction<Database>, change: Change, id: string): Promise<EntryRow> {
  const entry = await findEntry(trx, id);
  if (!entry || !ownsEntry(change.account, entry)) throw notFound();
  return entry;
}

async function headData(trx: Transaction<Database>, entry: EntryRow): Promise<string> {
  const revision = await findRevision(trx, entry.head_revision);
  return revision!.data;
}

async function facultyIdFree(trx: Transaction<Database>, data: EntryData, except?: string): Promise<void> {
  const taken = (await entriesOf(trx, "faculty")).some((entry) => entry.id !== except && entry.state !== "deleted" && entry.identity === data.id);
  if (taken) throw invalid(`id: Another faculty profile has the id ${String(data.id)}.`);
}

export async function createEntry(change: Change, collection: EntryCollection, data: EntryData): Promise<string> {
  if (collection === SITE_COLLECTION) throw conflict("There is one site content entry: open it and change it.");
  return inTransaction(change, async (trx) => {
    if (collection === "faculty") await facultyIdFree(trx, data);
    const existing = await entriesOf(trx, collection);
    const at = new Date().toISOString();
    const entry: EntryRow = {
      id: randomUUID(),
      collection,
      position: existing.reduce((last, row) => Math.max(last, row.position + 1), 0),
      identity: entryIdentity(collection, data),
      state: "draft",
      head_revision: "",
      live_revision: null,
      updated_at: at,
      updated_by: change.account.email,
      publish_at: null,
      unpublish_at: null,
      scheduled_by: null,
    };
    await insertEntries(trx, [entry]);
    await addRevision(trx, entry, { state: "draft", data: JSON.stringify(data), author: change.account.email, at });
    return entry.id;
  });
}

export async function saveDraft(change: Change, id: string, data: EntryData, base: string | undefined): Promise<void> {
  await inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    if (base !== undefined && base !== entry.head_revision) throw conflict("Someone saved this entry after you opened it. Reload it to see their change.");
    const collection = entry.collection as EntryCollection;
    if (collection === "faculty") {
      if (change.account.role === "faculty" && data.id !== entry.identity) throw invalid("id: A faculty account cannot change its profile's id.");
      await facultyIdFree(trx, data, entry.id);
    }
    await addRevision(trx, entry, { state: "draft", data: JSON.stringify(data), author: change.account.email, at: new Date().toISOString() });
    // The identity follows the data (a faculty id, a notice's title), so the next import matches it.
    await trx.updateTable("entries").set({ identity: entryIdentity(collection, data) }).where("id", "=", id).execute();
  });
}

export async function submitEntry(change: Change, id: string): Promise<void> {
  await inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    if (entry.state !== "draft") throw conflict(`Only a draft can be submitted for review; this entry is ${entry.state}.`);
    await addRevision(trx, entry, { state: "review", data: await headData(trx, entry), author: change.account.email, at: new Date().toISOString() });
  });
}

const published = (entry: EntryRow) => entry.live_revision !== null && entry.live_revision === entry.head_revision;

/** Publishes the entry's newest revision: visitors get it as soon as this returns. */
export async function publishEntry(change: Change, id: string): Promise<number> {
  return inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    if (published(entry)) throw conflict("This entry is published already, with no newer change.");
    if (entry.state === "deleted") throw conflict("This entry is deleted; restore a revision of it first.");
    const data = await headData(trx, entry);
    await addRevision(trx, entry, { state: "published", data, author: change.account.email, at: new Date().toISOString() }, "this");
    return publishLive(trx, change.handle.dialect, { actor: change.account.email, summary: `published ${entry.collection}: ${entryTitle(entry.collection as EntryCollection, JSON.parse(data) as EntryData)}` });
  });
}

/** Takes the entry off the site (`unpublished`), or off the site and out of the lists (`deleted`). */
export async function withdrawEntry(change: Change, id: string, state: "unpublished" | "deleted"): Promise<number | undefined> {
  return inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    if (entry.collection === SITE_COLLECTION) throw conflict("The site content cannot be taken off the site: publish a change, or restore an earlier revision and publish it.");
    if (state === "unpublished" && !entry.live_revision) throw conflict("This entry is not on the site.");
    if (state === "deleted" && entry.state === "deleted") throw conflict("This entry is deleted already.");
    const data = await headData(trx, entry);
    const wasLive = entry.live_revision !== null;
    await addRevision(trx, entry, { state, data, author: change.account.email, at: new Date().toISOString() }, null);
    if (!wasLive) return undefined;
    const title = entryTitle(entry.collection as EntryCollection, JSON.parse(data) as EntryData);
    return publishLive(trx, change.handle.dialect, { actor: change.account.email, summary: `${state} ${entry.collection}: ${title}` });
  });
}

/** A new draft with an earlier revision's data; what visitors see does not change until it is published. */
export async function restoreRevision(change: Change, id: string, revisionId: string): Promise<void> {
  await inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    const revision = await findRevision(trx, revisionId);
    if (!revision || revision.entry_id !== entry.id) throw new HttpError(404, "not_found", "revision: No such revision of this entry.");
    await addRevision(trx, entry, { state: "draft", data: revision.data, author: change.account.email, at: new Date().toISOString() });
  });
}

/** Puts back what visitors saw in publication `version`: each entry's revision of then, as new revisions. */
export async function restorePublication(change: Change, version: number): Promise<number> {
  return inTransaction(change, async (trx) => {
    const target = await publicationLive(trx, version);
    if (!target) throw new HttpError(404, "not_found", `No publication ${version}.`);
    const data = await revisionData(trx, [...target.values()]);
    const at = new Date().toISOString();
    const author = change.account.email;
    for (const entry of await entriesOf(trx)) {
      const wanted = target.get(entry.id);
      if (wanted === entry.live_revision) continue;
      if (wanted) await addRevision(trx, entry, { state: "published", data: JSON.stringify(data.get(wanted)), author, at }, "this");
      // The site content stays (a publication from before it was an entry does not name it).
      else if (entry.live_revision && entry.collection !== SITE_COLLECTION) await addRevision(trx, entry, { state: "unpublished", data: await headData(trx, entry), author, at }, null);
    }
    await restoreOrder(trx, [...target.keys()]);
    return publishLive(trx, change.handle.dialect, { actor: author, summary: `restored version ${version}` });
  });
}

/**
 * Puts each collection's entries in the order a publication lists them (liveEntries reads them in
 * position order), the entries it does not name after them in their present order.
 */
async function restoreOrder(trx: Transaction<Database>, ordered: string[]): Promise<void> {
  const rank = new Map(ordered.map((id, index) => [id, index]));
  const byCollection = new Map<string, EntryRow[]>();
  for (const entry of await entriesOf(trx)) byCollection.set(entry.collection, [...(byCollection.get(entry.collection) ?? []), entry]);
  for (const entries of byCollection.values()) {
    const key = (entry: EntryRow) => rank.get(entry.id) ?? ordered.length + entry.position;
    const sorted = [...entries].sort((a, b) => key(a) - key(b));
    for (const [position, entry] of sorted.entries()) if (entry.position !== position) await updateEntry(trx, entry.id, { position });
  }
}

/**
 * Swaps the entry with its neighbour in the collection's order. When both are on the site the
 * order visitors see changes, so the content is rebuilt at once (a publication, undone by
 * restoring the one before). Notices are shown newest first whatever their order.
 */
export async function moveEntry(change: Change, id: string, direction: "up" | "down"): Promise<number | undefined> {
  return inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    if (entry.collection === "notices") throw conflict("Notices are shown newest first: change the date to move one.");
    if (entry.state === "deleted") throw conflict("A deleted entry has no place in the order; restore it first.");
    const entries = (await entriesOf(trx, entry.collection)).filter((row) => row.state !== "deleted");
    const index = entries.findIndex((row) => row.id === id);
    const other = entries[direction === "up" ? index - 1 : index + 1];
    if (!other) throw conflict(`This entry is ${direction === "up" ? "first" : "last"} already.`);
    await updateEntry(trx, entry.id, { position: other.position });
    await updateEntry(trx, other.id, { position: entry.position });
    if (!entry.live_revision || !other.live_revision) return undefined;
    const title = entryTitle(entry.collection as EntryCollection, JSON.parse(await headData(trx, entry)) as EntryData);
    return publishLive(trx, change.handle.dialect, { actor: change.account.email, summary: `moved ${entry.collection}: ${title} ${direction}` });
  });
}

/** Sets or clears when the entry's newest revision goes live and when the entry goes off the site. */
export async function scheduleEntry(change: Change, id: string, publishAt: string | null, unpublishAt: string | null): Promise<void> {
  await inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    if (entry.state === "deleted") throw conflict("A deleted entry cannot be scheduled; restore it first.");
    if (unpublishAt && entry.collection === SITE_COLLECTION) throw invalid("unpublishAt: The site content cannot be taken off the site.");
    const now = Date.now();
    if (publishAt && Date.parse(publishAt) <= now) throw invalid("publishAt: must be in the future");
    if (unpublishAt && Date.parse(unpublishAt) <= now) throw invalid("unpublishAt: must be in the future");
    const iso = (value: string | null) => (value ? new Date(value).toISOString() : null);
    await trx
      .updateTable("entries")
      .set({ publish_at: iso(publishAt), unpublish_at: iso(unpublishAt), scheduled_by: publishAt || unpublishAt ? change.account.email : null })
      .where("id", "=", id)
      .execute();
  });
}

/**
 * Applies every schedule that is due at `now`: publishes the newest revision of each entry whose
 * time has come, takes off the site each entry whose end has come, and rebuilds the content once.
 * Under the content lock, so with several instances on one PostgreSQL each schedule runs once: the
 * second instance finds it cleared. Returns the new content version, if anything changed.
 */
export async function applyDueSchedules(handle: DatabaseHandle, now = new Date()): Promise<{ version: number; applied: string[] } | undefined> {
  return handle.db.transaction().execute(async (trx) => {
    await lockContent(trx, handle.dialect);
    const at = now.toISOString();
    const due = await trx
      .selectFrom("entries")
      .selectAll()
      .where((eb) => eb.or([eb("publish_at", "<=", at), eb("unpublish_at", "<=", at)]))
      .execute();
    if (due.length === 0) return undefined;
    const applied: string[] = [];
    for (const entry of due) {
      const author = `${entry.scheduled_by ?? "someone"} (scheduled)`;
      const collection = entry.collection as EntryCollection;
      let current = entry;
      if (entry.publish_at && entry.publish_at <= at && !published(entry) && entry.state !== "deleted") {
        const data = await headData(trx, entry);
        await addRevision(trx, entry, { state: "published", data, author, at }, "this");
        current = (await findEntry(trx, entry.id))!;
        applied.push(`published ${collection}: ${entryTitle(collection, JSON.parse(data) as EntryData)}`);
      }
      if (entry.unpublish_at && entry.unpublish_at <= at && current.live_revision) {
        const data = await headData(trx, current);
        await addRevision(trx, current, { state: "unpublished", data, author, at }, null);
        applied.push(`unpublished ${collection}: ${entryTitle(collection, JSON.parse(data) as EntryData)}`);
      }
      await trx
        .updateTable("entries")
        .set({
          publish_at: entry.publish_at && entry.publish_at <= at ? null : entry.publish_at,
          unpublish_at: entry.unpublish_at && entry.unpublish_at <= at ? null : entry.unpublish_at,
        })
        .where("id", "=", entry.id)
        .execute();
    }
    if (applied.length === 0) return undefined;
    const version = await publishLive(trx, handle.dialect, { actor: "schedule", summary: `scheduled: ${applied.join("; ")}` });
    return { version, applied };
  });
}
