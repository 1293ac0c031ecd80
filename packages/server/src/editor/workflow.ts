/**
 * The editor's changes to entries: saving drafts, submitting, publishing, unpublishing, deleting,
 * restoring a revision or a whole publication. Each runs in one transaction under the content lock,
 * with its audit line; those that change what visitors see rebuild the public content in that
 * same transaction.
 */
import { randomUUID } from "node:crypto";
import {
  entryDeclarations,
  parseEntry,
  isSingleEntry,
  type EntryCollection,
  type FacultyReference,
} from "@dept/contract";
import type { Kysely, Transaction } from "kysely";
import { blobContentTypes, imageSources } from "../db/blob-repository.js";
import {
  addRevision,
  entriesOf,
  findRevision,
  insertEntries,
  lastPublication,
  publicationLive,
  revisionData,
  updateEntry,
} from "../db/entry-repository.js";
import type { Database, EntryRow } from "../db/schema.js";
import { requireAccess } from "../auth/access.js";
import { HttpError } from "../http-error.js";
import {
  conflict,
  entryFor,
  entryTarget,
  headData,
  inTransaction,
  invalid,
  published,
  record,
  type Change,
} from "./change.js";
import {
  entryIdentity,
  fileValues,
  refHash,
  sameData,
  type EntryData,
  type FileFieldKind,
} from "../publishing/entry-data.js";
import { publishLive } from "../publishing/publish.js";
import { unknownFaculty, unknownFacultyWords } from "../publishing/publication-faculty.js";
import { withOutdatedMarks } from "./translations.js";

export { ownsEntry, type Change } from "./change.js";

/** What an upload of each kind proved: the content types its check gives (content/file-kinds.ts). */
const UPLOADED_AS: Readonly<Record<Exclude<FileFieldKind, "image">, { words: string; types: readonly string[] }>> = {
  pdf: { words: "PDF", types: ["application/pdf"] },
  video: { words: "video", types: ["video/webm", "video/mp4"] },
  captions: { words: "captions file", types: ["text/vtt; charset=utf-8"] },
};

/** The faculty ids an entry names each name a profile that is not deleted, as pack validation checks. */
async function checkFacultyRefs(db: Kysely<Database>, refs: readonly FacultyReference[]): Promise<void> {
  const members = new Set(
    (await entriesOf(db, "faculty")).flatMap((entry) => (entry.state === "deleted" ? [] : [entry.identity])),
  );
  const [unknown] = unknownFaculty(refs, members);
  if (unknown) throw invalid(`${unknown.path.join(".")}: ${unknownFacultyWords(unknown.id)}`);
}

/** Checks data as pack validation does, and that every file and image is one that was uploaded. */
export async function checkEntry(db: Kysely<Database>, collection: EntryCollection, raw: unknown): Promise<EntryData> {
  const result = parseEntry(collection, raw);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw invalid(`${issue.path.join(".") || "data"}: ${issue.message}`);
  }
  const data = result.data as EntryData;
  const refs = entryDeclarations[collection].facultyRefs?.(data) ?? [];
  if (refs.length > 0) await checkFacultyRefs(db, refs);
  const values = fileValues(collection, data);
  const types = await blobContentTypes(
    db,
    values.flatMap(({ value }) => refHash(value) ?? []),
  );
  const images = await imageSources(
    db,
    values.flatMap(({ kind, value }) => (kind === "image" ? (refHash(value) ?? []) : [])),
  );
  for (const { field, kind, value } of values) {
    const hash = refHash(value);
    const ok =
      hash !== undefined &&
      (kind === "image" ? images.has(hash) : UPLOADED_AS[kind].types.includes(types.get(hash) ?? ""));
    if (!ok)
      throw invalid(
        `${field}: This is not an uploaded ${kind === "image" ? "image" : UPLOADED_AS[kind].words}; upload the file again.`,
      );
  }
  return data;
}

/** An entry of a collection whose identity is unique (a faculty id) takes none another entry has. */
async function identityFree(
  trx: Transaction<Database>,
  collection: EntryCollection,
  data: EntryData,
  except?: string,
): Promise<void> {
  const { unique } = entryDeclarations[collection];
  if (!unique) return;
  const identity = entryIdentity(collection, data);
  const taken = (await entriesOf(trx, collection)).some(
    (entry) => entry.id !== except && entry.state !== "deleted" && entry.identity === identity,
  );
  if (taken) throw invalid(`${unique.field}: ${unique.taken(identity)}`);
}

export async function createEntry(change: Change, collection: EntryCollection, data: EntryData): Promise<string> {
  requireAccess(change.account, "create", { collection });
  return inTransaction(change, async (trx) => {
    await identityFree(trx, collection, data);
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
    await addRevision(trx, entry, { state: "draft", data, author: change.account.email, at });
    await record(trx, change, "entry created", entryTarget(collection, data));
    return entry.id;
  });
}

export async function saveDraft(change: Change, id: string, data: EntryData, base: string | undefined): Promise<void> {
  await inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    if (base !== undefined && base !== entry.head_revision)
      throw conflict("Someone saved this entry after you opened it. Reload it to see their change.");
    const collection = entry.collection as EntryCollection;
    const { ownedBy } = entryDeclarations[collection];
    if (ownedBy !== undefined && change.account.role === "faculty" && data[ownedBy] !== entry.identity)
      throw invalid(`${ownedBy}: A faculty account cannot change its profile's id.`);
    await identityFree(trx, collection, data, entry.id);
    const marked = await withOutdatedMarks(trx, entry, data);
    await addRevision(trx, entry, {
      state: "draft",
      data: marked,
      author: change.account.email,
      at: new Date().toISOString(),
    });
    // The identity follows the data (a faculty id, a notice's title), so the next import matches it.
    await updateEntry(trx, id, { identity: entryIdentity(collection, data) });
    await record(trx, change, "draft saved", entryTarget(collection, data));
  });
}

export async function submitEntry(change: Change, id: string): Promise<void> {
  await inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    if (entry.state !== "draft")
      throw conflict(`Only a draft can be submitted for review; this entry is ${entry.state}.`);
    const data = await headData(trx, entry);
    await addRevision(trx, entry, {
      state: "review",
      data,
      author: change.account.email,
      at: new Date().toISOString(),
    });
    await record(trx, change, "entry submitted for review", entryTarget(entry.collection, data));
  });
}

export interface Publication {
  /** The content version (publication) in which the revision went live. */
  version: number;
  /** It was live already: this publish changed nothing. */
  repeated: boolean;
}

/** The publication that made the entry's live revision live. */
async function livePublication(trx: Transaction<Database>, entry: EntryRow): Promise<number> {
  const live = await findRevision(trx, entry.live_revision!);
  if (live?.version != null) return live.version;
  return lastPublication(trx);
}

/**
 * Whether `revision` (the head the publisher saw) is live now: it is the live revision, or the
 * live revision is the published copy made of it (a publish adds one revision with its data).
 */
async function liveFrom(trx: Transaction<Database>, entry: EntryRow, revision: string): Promise<boolean> {
  if (!published(entry)) return false;
  if (entry.live_revision === revision) return true;
  const [live, sent] = [await findRevision(trx, entry.live_revision!), await findRevision(trx, revision)];
  return (
    live !== undefined &&
    sent !== undefined &&
    sent.entry_id === entry.id &&
    live.number === sent.number + 1 &&
    sameData(live.data, sent.data)
  );
}

/**
 * Publishes the entry's newest revision: visitors get it as soon as this returns. Safe to repeat
 * (a client whose connection dropped sends it again): when the revision the client saw, or with
 * none the newest one, is live already, the answer is the publication that made it live, and
 * nothing is written. A `revision` that is neither live nor the newest is a conflict.
 */
export async function publishEntry(change: Change, id: string, revision?: string): Promise<Publication> {
  return inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    if (revision === undefined ? published(entry) : await liveFrom(trx, entry, revision))
      return { version: await livePublication(trx, entry), repeated: true };
    if (revision !== undefined && revision !== entry.head_revision)
      throw conflict("Someone changed this entry after you opened it. Reload it to see their change.");
    if (entry.state === "deleted") throw conflict("This entry is deleted; restore a revision of it first.");
    const data = await headData(trx, entry);
    await addRevision(
      trx,
      entry,
      { state: "published", data, author: change.account.email, at: new Date().toISOString() },
      "this",
    );
    const target = entryTarget(entry.collection, data);
    const version = await publishLive(trx, change.handle.dialect, {
      actor: change.account.email,
      summary: `published ${target}`,
    });
    await record(trx, change, "entry published", target);
    return { version, repeated: false };
  });
}

/** Takes the entry off the site (`unpublished`), or off the site and out of the lists (`deleted`). */
export async function withdrawEntry(
  change: Change,
  id: string,
  state: "unpublished" | "deleted",
): Promise<number | undefined> {
  return inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    requireAccess(change.account, state === "deleted" ? "delete" : "unpublish", entry);
    if (state === "unpublished" && !entry.live_revision) throw conflict("This entry is not on the site.");
    if (state === "deleted" && entry.state === "deleted") throw conflict("This entry is deleted already.");
    const data = await headData(trx, entry);
    const wasLive = entry.live_revision !== null;
    await addRevision(trx, entry, { state, data, author: change.account.email, at: new Date().toISOString() }, null);
    const target = entryTarget(entry.collection, data);
    await record(trx, change, `entry ${state}`, target);
    if (!wasLive) return undefined;
    return publishLive(trx, change.handle.dialect, { actor: change.account.email, summary: `${state} ${target}` });
  });
}

/** A new draft with an earlier revision's data; what visitors see does not change until it is published. */
export async function restoreRevision(change: Change, id: string, revisionId: string): Promise<void> {
  await inTransaction(change, async (trx) => {
    const entry = await entryFor(trx, change, id);
    const revision = await findRevision(trx, revisionId);
    if (!revision || revision.entry_id !== entry.id)
      throw new HttpError(404, "not_found", "revision: No such revision of this entry.");
    await addRevision(trx, entry, {
      state: "draft",
      data: revision.data,
      author: change.account.email,
      at: new Date().toISOString(),
    });
    await record(trx, change, "revision restored as draft", entryTarget(entry.collection, revision.data));
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
      if (wanted) await addRevision(trx, entry, { state: "published", data: data.get(wanted)!, author, at }, "this");
      // The site content stays (a publication from before it was an entry does not name it).
      else if (entry.live_revision && !isSingleEntry(entry.collection))
        await addRevision(trx, entry, { state: "unpublished", data: await headData(trx, entry), author, at }, null);
    }
    await restoreOrder(trx, [...target.keys()]);
    const made = await publishLive(trx, change.handle.dialect, {
      actor: author,
      summary: `restored version ${version}`,
    });
    await record(trx, change, `publication ${version} restored`, `version ${made}`);
    return made;
  });
}

/**
 * Puts each collection's entries in the order a publication lists them (liveEntries reads them in
 * position order), the entries it does not name after them in their present order.
 */
async function restoreOrder(trx: Transaction<Database>, ordered: string[]): Promise<void> {
  const rank = new Map(ordered.map((id, index) => [id, index]));
  const byCollection = new Map<string, EntryRow[]>();
  for (const entry of await entriesOf(trx))
    byCollection.set(entry.collection, [...(byCollection.get(entry.collection) ?? []), entry]);
  for (const entries of byCollection.values()) {
    const key = (entry: EntryRow) => rank.get(entry.id) ?? ordered.length + entry.position;
    const sorted = [...entries].sort((a, b) => key(a) - key(b));
    for (const [position, entry] of sorted.entries())
      if (entry.position !== position) await updateEntry(trx, entry.id, { position });
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
    requireAccess(change.account, "move", entry);
    if (entry.state === "deleted") throw conflict("A deleted entry has no place in the order; restore it first.");
    const entries = (await entriesOf(trx, entry.collection)).filter((row) => row.state !== "deleted");
    const index = entries.findIndex((row) => row.id === id);
    const other = entries[direction === "up" ? index - 1 : index + 1];
    if (!other) throw conflict(`This entry is ${direction === "up" ? "first" : "last"} already.`);
    await updateEntry(trx, entry.id, { position: other.position });
    await updateEntry(trx, other.id, { position: entry.position });
    const target = entryTarget(entry.collection, await headData(trx, entry));
    await record(trx, change, "entry moved", target);
    if (!entry.live_revision || !other.live_revision) return undefined;
    return publishLive(trx, change.handle.dialect, {
      actor: change.account.email,
      summary: `moved ${target} ${direction}`,
    });
  });
}
