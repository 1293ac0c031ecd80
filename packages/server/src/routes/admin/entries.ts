/**
 * The editor's content API under /admin/api/: collections and their entries, the workflow of an
 * entry (draft, review, publish, unpublish, delete, restore), the publications, and uploads. Each
 * route's schemas and access are the contract's (adminApi, `can`): a faculty account reaches only
 * its own profile. A change that visitors see is served by this instance before the answer goes out.
 */
import {
  EDITABLE_COLLECTIONS,
  entryDeclarations,
  SITE_COLLECTION,
  can,
  collectionForms,
  visibleCollections,
  type EntryCollection,
  type EntryDetail,
  type EntryState,
  type EntrySummary,
  type PublishAnswer,
} from "@dept/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { inPublicOrder } from "./list-order.js";
import { entriesOf, findEntry, publications, revisionData, revisionsOf } from "../../db/entry-repository.js";
import type { EntryRow } from "../../db/schema.js";
import { adminRoute, type Guard } from "./admin-route.js";
import { uploadRoute } from "./uploads.js";
import { HttpError } from "../../http-error.js";
import { changedFields, entryTitle, type EntryData } from "../../publishing/entry-data.js";
import { scheduleEntry } from "../../editor/schedule.js";
import {
  checkEntry,
  createEntry,
  moveEntry,
  publishEntry,
  restorePublication,
  restoreRevision,
  saveDraft,
  submitEntry,
  withdrawEntry,
  type Change,
} from "../../editor/workflow.js";

export interface AdminContext {
  /** A signed-in, enabled account that may do the action (any account without one). */
  allow: Guard & (() => (request: FastifyRequest) => Promise<void>);
  log: (request: FastifyRequest, action: string, target: string) => Promise<void>;
}

/** An entry's own date: the value of its collection's first date field, if it has one. */
function entryDate(collection: EntryCollection, data: EntryData): string | null {
  const field = collectionForms[collection].fields.find((spec) => spec.kind === "date");
  const value = field ? data[field.name] : undefined;
  return typeof value === "string" ? value : null;
}

const notFound = () => new HttpError(404, "not_found", "No such entry.");

/** A publication a person saved is theirs: a refresh never changes it again (issue 25). */
const personMade = (collection: EntryCollection, data: EntryData): EntryData =>
  entryDeclarations[collection].personMade?.(data) ?? data;

// Every change below writes its audit line in its own transaction (editor/change.ts), not here
// after it: a change that went live is always in the audit log, one that failed never.
export async function entryRoutes(app: FastifyInstance, { allow }: AdminContext): Promise<void> {
  const { db } = app.database;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const change = (request: FastifyRequest): Change => ({
    handle: app.database,
    account: request.account!,
    address: request.ip,
  });
  /** The account may open the entry (a faculty account: its own profile only). */
  const opens = (request: FastifyRequest, entry: EntryRow) => can(request.account!, "read", entry);
  /** After a publication this instance serves it at once (another instance within CONTENT_POLL_MS). */
  const serveNow = () => app.content.refreshNow();

  const summary = (entry: EntryRow, data: EntryData): EntrySummary => ({
    id: entry.id,
    collection: entry.collection as EntryCollection,
    title: entryTitle(entry.collection as EntryCollection, data),
    state: entry.state as EntryState,
    live: entry.live_revision !== null,
    pending: entry.live_revision !== entry.head_revision,
    updatedAt: entry.updated_at,
    updatedBy: entry.updated_by,
    date: entryDate(entry.collection as EntryCollection, data),
    publishAt: entry.publish_at,
    unpublishAt: entry.unpublish_at,
    note: entryDeclarations[entry.collection as EntryCollection].note?.(data),
  });

  const detail = async (request: FastifyRequest, id: string): Promise<EntryDetail> => {
    const entry = await findEntry(db, id);
    if (!entry || !opens(request, entry)) throw notFound();
    const collection = entry.collection as EntryCollection;
    const revisions = await revisionsOf(db, id);
    const parsed = new Map(revisions.map((revision) => [revision.id, revision.data]));
    return {
      ...summary(entry, parsed.get(entry.head_revision)!),
      head: entry.head_revision,
      data: parsed.get(entry.head_revision)!,
      liveData: entry.live_revision ? parsed.get(entry.live_revision)! : null,
      revisions: revisions
        .map((revision, index) => ({
          id: revision.id,
          number: revision.number,
          state: revision.state as EntryState,
          author: revision.author,
          at: revision.at,
          version: revision.version,
          changes: changedFields(
            collection,
            index === 0 ? null : parsed.get(revisions[index - 1]!.id)!,
            parsed.get(revision.id)!,
          ),
        }))
        .reverse(),
    };
  };

  api.route({
    ...adminRoute("collections", allow),
    handler: async (request) => {
      const entries = (await entriesOf(db)).filter((entry) => entry.state !== "deleted" && opens(request, entry));
      return {
        collections: visibleCollections(request.account!, [SITE_COLLECTION, ...EDITABLE_COLLECTIONS]).map((name) => ({
          name,
          label: collectionForms[name].label,
          count: entries.filter((entry) => entry.collection === name).length,
          review: entries.filter((entry) => entry.collection === name && entry.state === "review").length,
        })),
      };
    },
  });

  api.route({
    ...adminRoute("entries", allow),
    handler: async (request) => {
      const deleted = request.query.state === "deleted";
      const entries = (await entriesOf(db, request.params.collection)).filter(
        (entry) => (entry.state === "deleted") === deleted && opens(request, entry),
      );
      const data = await revisionData(
        db,
        entries.map((entry) => entry.head_revision),
      );
      const listed = entries.map((entry) => ({
        summary: summary(entry, data.get(entry.head_revision)!),
        data: data.get(entry.head_revision)!,
      }));
      return { entries: inPublicOrder(request.params.collection, listed) };
    },
  });

  api.route({
    ...adminRoute("createEntry", allow),
    handler: async (request, reply) => {
      const { collection } = request.params;
      const data = personMade(collection, await checkEntry(db, collection, request.body.data));
      const id = await createEntry(change(request), collection, data);
      return reply.code(201).send(await detail(request, id));
    },
  });

  api.route({ ...adminRoute("entry", allow), handler: async (request) => detail(request, request.params.id) });

  api.route({
    ...adminRoute("saveEntry", allow),
    handler: async (request) => {
      const entry = await findEntry(db, request.params.id);
      if (!entry || !opens(request, entry)) throw notFound();
      const data = personMade(
        entry.collection as EntryCollection,
        await checkEntry(db, entry.collection as EntryCollection, request.body.data),
      );
      await saveDraft(change(request), entry.id, data, request.body.base);
      return detail(request, entry.id);
    },
  });

  /** After an action on an entry: serve what it published, answer with the entry as it is now. */
  const answer = async (request: FastifyRequest, id: string, published: number | undefined | void) => {
    if (published !== undefined) await serveNow();
    return detail(request, id);
  };
  api.route({
    ...adminRoute("submitEntry", allow),
    handler: async (request) =>
      answer(request, request.params.id, await submitEntry(change(request), request.params.id)),
  });
  api.route({
    ...adminRoute("unpublishEntry", allow),
    handler: async (request) =>
      answer(request, request.params.id, await withdrawEntry(change(request), request.params.id, "unpublished")),
  });
  api.route({
    ...adminRoute("restoreEntry", allow),
    handler: async (request) =>
      answer(
        request,
        request.params.id,
        await restoreRevision(change(request), request.params.id, request.body.revision),
      ),
  });
  api.route({
    ...adminRoute("moveEntry", allow),
    handler: async (request) =>
      answer(request, request.params.id, await moveEntry(change(request), request.params.id, request.body.direction)),
  });

  // Safe to repeat: a publish sent again after a dropped connection answers with the publication
  // that already made the revision live (contract: publishBody).
  api.route({
    ...adminRoute("publishEntry", allow),
    handler: async (request): Promise<PublishAnswer> => {
      const { id } = request.params;
      const { version, repeated } = await publishEntry(change(request), id, request.body.revision);
      // A repeat may have been published by another instance: this one serves it now too.
      await serveNow();
      return { ...(await detail(request, id)), publication: version, repeated };
    },
  });

  api.route({
    ...adminRoute("deleteEntry", allow),
    handler: async (request) =>
      answer(request, request.params.id, await withdrawEntry(change(request), request.params.id, "deleted")),
  });

  api.route({
    ...adminRoute("scheduleEntry", allow),
    handler: async (request) => {
      const { publishAt, unpublishAt } = request.body;
      await scheduleEntry(change(request), request.params.id, publishAt, unpublishAt);
      return detail(request, request.params.id);
    },
  });

  api.route({ ...adminRoute("publications", allow), handler: async () => ({ publications: await publications(db) }) });

  api.route({
    ...adminRoute("restorePublication", allow),
    handler: async (request) => {
      const version = await restorePublication(change(request), request.params.version);
      await serveNow();
      return { version };
    },
  });

  await uploadRoute(app, allow);
}
