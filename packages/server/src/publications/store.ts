/**
 * The publications refresh against the database (issue 25): reads what a refresh starts from (the
 * faculty's identifiers, the publications as they are, the site's contact email), runs it, and
 * writes every item it changed as a new revision of its entry in the "publications" collection,
 * matched by key: a draft for a person to review, or published at once (with the drafts an earlier
 * refresh left). Unchanged items get no revision, nothing is ever removed, and an entry a person
 * deleted or unpublished stays so (a refresh sees it as hidden, so it is never brought back). An
 * entry a person changed while the sources were read is left as they saved it. Used by the CLI and
 * by the editor's refresh job.
 */
import { randomUUID } from "node:crypto";
import {
  englishOf,
  packPublication,
  PUBLICATIONS_COLLECTION,
  SITE_COLLECTION,
  type PackPublication,
} from "@dept/contract";
import type { Kysely, Transaction } from "kysely";
import * as z from "zod/mini";
import { audit } from "../db/account-repository.js";
import type { DatabaseHandle } from "../db/database.js";
import {
  entriesOf,
  insertEntries,
  insertRevisions,
  lastRevisionNumbers,
  lockContent,
  revisionData,
  updateEntry,
  type NewRevision,
} from "../db/entry-repository.js";
import type { Database, EntryRow } from "../db/schema.js";
import { sameData, type EntryData } from "../publishing/entry-data.js";
import { publishLive } from "../publishing/publish.js";
import { readObservations, writeObservations, type Observation } from "./observations.js";
import { refreshPublications, type FacultyIdentifiers, type RefreshSummary, type SourceName } from "./refresh.js";

type Db = Kysely<Database> | Transaction<Database>;

/** How long one request may take, how often a failed one is tried again, how many go at once per host. */
const SOURCE_LIMITS = { timeoutMs: 20_000, retries: 3, perHost: 4 } as const;

export interface RefreshOptions {
  /** The sources' base URLs (config.publicationSources). */
  urls: Record<SourceName, string>;
  /** Refresh only this faculty member's works. */
  faculty?: string;
  /** Publish the changed items at once (else they wait as drafts). */
  publish: boolean;
  /** Who refreshes, for the revisions and the audit log ("cli", or a staff email), and from where. */
  actor: string;
  address: string;
  onProgress?: (done: number, total: number) => void;
  /** Stops the refresh (the server closing): its requests are abandoned and nothing is stored. */
  signal?: AbortSignal;
  /** The time limits (config.publicationLimits); DEFAULT_LIMITS when not given. */
  limits?: { sourceMs: number; refreshMs: number };
}

/** The time limits when the caller names none: as config.ts's defaults. */
const DEFAULT_LIMITS = { sourceMs: 120_000, refreshMs: 300_000 };

export interface RefreshOutcome {
  summary: RefreshSummary;
  /** The publication (content version) made, when the results were published and something changed. */
  version: number | undefined;
}

/** A faculty id the refresh was asked for that has no profile. */
export class UnknownFacultyError extends Error {
  override name = "UnknownFacultyError";
}

/** Each entry of a collection that is not deleted, or every one, with its newest revision's data. */
async function headsOf(db: Db, collection: string): Promise<{ entry: EntryRow; data: EntryData }[]> {
  const entries = await entriesOf(db, collection);
  const data = await revisionData(
    db,
    entries.map((entry) => entry.head_revision),
  );
  return entries.map((entry) => ({ entry, data: data.get(entry.head_revision)! }));
}

/**
 * Each entry of a collection that is on the site, with its live revision's data: what a refresh
 * reads identifiers and the contact email from (issue 36), so an unreviewed draft (say, a faculty
 * account's own) can never make a refresh fetch and publish works.
 */
async function livesOf(db: Db, collection: string): Promise<EntryData[]> {
  const entries = (await entriesOf(db, collection)).filter((entry) => entry.live_revision !== null);
  const data = await revisionData(
    db,
    entries.map((entry) => entry.live_revision!),
  );
  return entries.map((entry) => data.get(entry.live_revision!)!);
}

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : undefined);

/** The part of the site content a refresh reads. */
const siteContact = z.looseObject({
  contact: z.optional(z.looseObject({ email: z.optional(z.string()) })),
  department: z.optional(z.looseObject({ name: z.optional(z.unknown()) })),
});

/** Entry states a person chose to keep off the site: the refresh counts them hidden and never writes them. */
const LEFT_OFF = new Set(["deleted", "unpublished"]);

/** An entry's data a refresh never writes over: corrected, added by hand, or hidden by a person. */
const personsOwn = (data: EntryData) => {
  const parsed = packPublication.safeParse(data);
  return (
    !parsed.success ||
    parsed.data.curated === true ||
    parsed.data.hidden === true ||
    parsed.data.sources.some((s) => s.source === "manual")
  );
};

export interface RefreshInputs {
  faculty: FacultyIdentifiers[];
  existing: PackPublication[];
  /** Each publication's head revision as read, by key: storeItems leaves an entry whose head moved since. */
  heads: ReadonlyMap<string, string>;
  contactEmail: string;
  siteName: string | undefined;
  /** What the sources said in earlier refreshes. */
  observations: Map<string, Observation>;
}

/**
 * What a refresh starts from: every member on the site with an identifier in their live profile,
 * the items as they are, the live site content's contact.
 */
export async function refreshInputs(db: Db): Promise<RefreshInputs> {
  const faculty = (await livesOf(db, "faculty")).map((data) => {
    // A translated name (`{en, hi}`, issue 27) is searched by its English.
    const member: FacultyIdentifiers = { id: String(data.id), name: String(englishOf(data.name)) };
    const [orcid, openalex, dblp] = [text(data.orcid), text(data.openalex), text(data.dblp)];
    if (orcid) member.orcid = orcid;
    if (openalex) member.openalex = openalex;
    if (dblp) member.dblp = dblp;
    return member;
  });
  // A deleted or unpublished entry counts as hidden: the refresh leaves it, and storeItems never writes it.
  const publications = await headsOf(db, PUBLICATIONS_COLLECTION);
  const existing = publications.map(({ entry, data }) => {
    const item = packPublication.parse(data);
    return LEFT_OFF.has(entry.state) ? { ...item, hidden: true } : item;
  });
  const heads = new Map(publications.map(({ entry }) => [entry.identity, entry.head_revision]));
  const siteLive = (await livesOf(db, SITE_COLLECTION))[0];
  const site = siteLive ? siteContact.safeParse(siteLive).data : undefined;
  const contactEmail = site?.contact?.email;
  if (!contactEmail) throw new Error("the site content has no contact email: import a content pack first");
  const siteName = site?.department?.name === undefined ? undefined : String(englishOf(site.department.name));
  return { faculty, existing, heads, contactEmail, siteName, observations: await readObservations(db) };
}

/**
 * Writes the items that differ from their entry's newest revision, in one transaction under the
 * content lock, and publishes them when asked. An entry is left as it is when its head is no longer
 * the one `read` (refreshInputs' heads) saw, or is a person's own (deleted, unpublished, corrected,
 * added by hand, hidden). Returns the publication made, if any.
 */
export async function storeItems(
  handle: DatabaseHandle,
  items: readonly PackPublication[],
  read: ReadonlyMap<string, string>,
  options: Pick<RefreshOptions, "publish" | "actor" | "address"> & { summary: string },
  observations: readonly Observation[] = [],
): Promise<number | undefined> {
  return handle.db.transaction().execute(async (trx) => {
    await lockContent(trx, handle.dialect);
    await writeObservations(trx, observations);
    const heads = await headsOf(trx, PUBLICATIONS_COLLECTION);
    const byKey = new Map(heads.map((head) => [head.entry.identity, head]));
    const lastNumber = await lastRevisionNumbers(trx);
    const at = new Date().toISOString();
    const state = options.publish ? "published" : "draft";
    let position = heads.reduce((last, { entry }) => Math.max(last, entry.position + 1), 0);
    const newEntries: EntryRow[] = [];
    const revisions: (NewRevision & { id: string })[] = [];
    for (const raw of items) {
      // Stored as validation and the editor store it: the schema's checks and key order.
      const parsed = packPublication.safeParse(raw);
      if (!parsed.success) continue;
      const data: EntryData = parsed.data;
      const head = byKey.get(parsed.data.key);
      if (
        head
          ? head.entry.head_revision !== read.get(parsed.data.key) ||
            LEFT_OFF.has(head.entry.state) ||
            personsOwn(head.data)
          : read.has(parsed.data.key)
      )
        continue;
      const unchanged = head !== undefined && sameData(head.data, data);
      // Publishing also publishes what an earlier refresh left as a draft (never a person's draft: theirs are curated).
      const waiting = options.publish && unchanged && head.entry.live_revision !== head.entry.head_revision;
      if (unchanged && !waiting) continue;
      const id = randomUUID();
      if (head) {
        revisions.push({
          id,
          entryId: head.entry.id,
          number: (lastNumber.get(head.entry.id) ?? 0) + 1,
          state,
          data,
          author: options.actor,
          at,
        });
        await updateEntry(trx, head.entry.id, {
          state,
          head_revision: id,
          updated_at: at,
          updated_by: options.actor,
          ...(options.publish ? { live_revision: id } : {}),
        });
        continue;
      }
      const entryId = randomUUID();
      newEntries.push({
        id: entryId,
        collection: PUBLICATIONS_COLLECTION,
        position: position++,
        identity: parsed.data.key,
        state,
        head_revision: id,
        live_revision: options.publish ? id : null,
        updated_at: at,
        updated_by: options.actor,
        publish_at: null,
        unpublish_at: null,
        scheduled_by: null,
      });
      revisions.push({ id, entryId, number: 1, state, data, author: options.actor, at });
    }
    await insertEntries(trx, newEntries);
    await insertRevisions(trx, revisions);
    await audit(trx, {
      actor: options.actor,
      action: "publications refreshed",
      target: options.summary,
      address: options.address,
    });
    if (!options.publish || revisions.length === 0) return undefined;
    return publishLive(trx, handle.dialect, {
      actor: options.actor,
      summary: `publications refreshed: ${options.summary}`,
    });
  });
}

/** The summary in a line: "3 added, 1 updated, 40 unchanged, 2 hidden, 1 failed". */
export function summaryLine(summary: RefreshSummary): string {
  return `${summary.added} added, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.hidden} hidden, ${summary.failed.length} failed`;
}

/** Reads the sources for every member (or one), and stores what changed. */
export async function refreshAndStore(handle: DatabaseHandle, options: RefreshOptions): Promise<RefreshOutcome> {
  const { faculty, existing, heads, contactEmail, siteName, observations } = await refreshInputs(handle.db);
  const limits = options.limits ?? DEFAULT_LIMITS;
  if (options.faculty !== undefined && !faculty.some((member) => member.id === options.faculty)) {
    throw new UnknownFacultyError(`No faculty profile has the id "${options.faculty}".`);
  }
  const refreshed = await refreshPublications({
    faculty,
    existing,
    observations,
    settings: {
      urls: options.urls,
      contactEmail,
      ...(siteName ? { siteName } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...SOURCE_LIMITS,
      sourceLimitMs: limits.sourceMs,
      refreshLimitMs: limits.refreshMs,
    },
    ...(options.faculty !== undefined ? { only: options.faculty } : {}),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
  options.signal?.throwIfAborted();
  const { items, summary } = refreshed;
  const version = await storeItems(
    handle,
    items,
    heads,
    { publish: options.publish, actor: options.actor, address: options.address, summary: summaryLine(summary) },
    refreshed.observations,
  );
  return { summary, version };
}
