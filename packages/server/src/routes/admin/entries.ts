/**
 * The editor's content API under /admin/api/: collections and their entries, the workflow of an
 * entry (draft, review, publish, unpublish, delete, restore), the publications, and uploads. The
 * role of each action is EDITOR_PERMISSIONS (contract); a faculty account reaches only its own
 * profile. A change that visitors see is served by this instance before the answer goes out.
 */
import {
  EDITABLE_COLLECTIONS,
  EDITOR_PERMISSIONS,
  SITE_COLLECTION,
  collectionForms,
  moveBody,
  publishBody,
  restoreBody,
  saveEntryBody,
  scheduleBody,
  UPLOAD_KINDS,
  type EntryCollection,
  type EditorAction,
  type EntryDetail,
  type EntryState,
  type EntrySummary,
  type PublishAnswer,
  type Role,
  type UploadedFile,
} from "@dept/contract";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { checkFileBytes, FILE_SIZE_LIMITS } from "../../content/file-kinds.js";
import { deriveImage, displayedSize } from "../../content/image-derivatives.js";
import { storedFileName } from "../../content/records.js";
import { existingBlobHashes, insertBlob, insertImageSizes, insertVariants, variantsOf } from "../../db/blob-repository.js";
import { entriesOf, findEntry, publications, revisionData, revisionsOf } from "../../db/entry-repository.js";
import type { EntryRow, ImageVariant } from "../../db/schema.js";
import { collectionParams, entryParams, paramsOf, publicationParams } from "./params.js";
import { savePdfText, storedPdfTexts } from "../../db/search-repository.js";
import { HttpError } from "../../http-error.js";
import { pdfPageTexts } from "../../search/pdf-text.js";
import { contentHash } from "../../storage/blob-store.js";
import { changedFields, entryTitle, type EntryData } from "../../editor/entry-data.js";
import { applyDueSchedules, scheduleEntry } from "../../editor/schedule.js";
import {
  checkEntry,
  createEntry,
  ownsEntry,
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
  allow: (...roles: Role[]) => (request: FastifyRequest) => Promise<void>;
  log: (request: FastifyRequest, action: string, target: string) => Promise<void>;
  parse: <T extends z.ZodType>(schema: T, body: unknown) => z.infer<T>;
}

export const SCHEDULE_CHECK_MS = 15_000;

/** The stored name of an upload that came without one. */
const UPLOAD_NAMES = { pdf: "document.pdf", image: "image", video: "video", captions: "captions.vtt" } as const;

const notFound = () => new HttpError(404, "not_found", "No such entry.");

const collectionOf = (request: FastifyRequest): EntryCollection => paramsOf(request, collectionParams).collection;

// Every change below writes its audit line in its own transaction (editor/change.ts), not here
// after it: a change that went live is always in the audit log, one that failed never.
export async function entryRoutes(app: FastifyInstance, { allow, parse }: AdminContext): Promise<void> {
  const { db } = app.database;
  const can = (action: EditorAction) => allow(...EDITOR_PERMISSIONS[action]);
  const change = (request: FastifyRequest): Change => ({ handle: app.database, account: request.account!, address: request.ip });
  const idOf = (request: FastifyRequest) => paramsOf(request, entryParams).id;
  /** After a publication this instance serves it at once (another instance within CONTENT_POLL_MS). */
  const serveNow = async () => {
    await app.content.refresh();
    await app.content.refresh();
  };

  const summary = (entry: EntryRow, data: EntryData): EntrySummary => ({
    id: entry.id,
    collection: entry.collection as EntryCollection,
    title: entryTitle(entry.collection as EntryCollection, data),
    state: entry.state as EntryState,
    live: entry.live_revision !== null,
    pending: entry.live_revision !== entry.head_revision,
    updatedAt: entry.updated_at,
    updatedBy: entry.updated_by,
    publishAt: entry.publish_at,
    unpublishAt: entry.unpublish_at,
  });

  const detail = async (request: FastifyRequest, id: string): Promise<EntryDetail> => {
    const entry = await findEntry(db, id);
    if (!entry || !ownsEntry(request.account!, entry)) throw notFound();
    const collection = entry.collection as EntryCollection;
    const revisions = await revisionsOf(db, id);
    const parsed = new Map(revisions.map((revision) => [revision.id, JSON.parse(revision.data) as EntryData]));
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
          changes: changedFields(collection, index === 0 ? null : parsed.get(revisions[index - 1]!.id)!, parsed.get(revision.id)!),
        }))
        .reverse(),
    };
  };

  /** The collections a role may open: a faculty account only its own profile's. */
  const visible = (request: FastifyRequest): readonly EntryCollection[] => (request.account!.role === "faculty" ? ["faculty"] : [SITE_COLLECTION, ...EDITABLE_COLLECTIONS]);

  app.get("/admin/api/collections", { preHandler: allow() }, async (request) => {
    const entries = (await entriesOf(db)).filter((entry) => entry.state !== "deleted" && ownsEntry(request.account!, entry));
    return {
      collections: visible(request).map((name) => ({
        name,
        label: collectionForms[name].label,
        count: entries.filter((entry) => entry.collection === name).length,
        review: entries.filter((entry) => entry.collection === name && entry.state === "review").length,
      })),
    };
  });

  app.get("/admin/api/collections/:collection", { preHandler: allow() }, async (request) => {
    const collection = collectionOf(request);
    const deleted = (request.query as { state?: string }).state === "deleted";
    const entries = (await entriesOf(db, collection)).filter((entry) => (entry.state === "deleted") === deleted && ownsEntry(request.account!, entry));
    const data = await revisionData(db, entries.map((entry) => entry.head_revision));
    return { entries: entries.map((entry) => summary(entry, data.get(entry.head_revision)!)) };
  });

  app.post("/admin/api/collections/:collection", { preHandler: can("create") }, async (request, reply) => {
    const collection = collectionOf(request);
    const data = await checkEntry(db, collection, parse(saveEntryBody, request.body).data);
    const id = await createEntry(change(request), collection, data);
    return reply.code(201).send(await detail(request, id));
  });

  app.get("/admin/api/entries/:id", { preHandler: allow() }, async (request) => detail(request, idOf(request)));

  app.put("/admin/api/entries/:id", { preHandler: can("save") }, async (request) => {
    const body = parse(saveEntryBody, request.body);
    const entry = await findEntry(db, idOf(request));
    if (!entry || !ownsEntry(request.account!, entry)) throw notFound();
    const data = await checkEntry(db, entry.collection as EntryCollection, body.data);
    await saveDraft(change(request), entry.id, data, body.base);
    return detail(request, entry.id);
  });

  /** An action on an entry; the answer is the entry as it is now. */
  const act = (action: EditorAction, run: (request: FastifyRequest) => Promise<number | undefined | void>) =>
    app.post(`/admin/api/entries/:id/${action}`, { preHandler: can(action) }, async (request) => {
      const published = await run(request);
      if (published !== undefined) await serveNow();
      return detail(request, idOf(request));
    });
  act("submit", (request) => submitEntry(change(request), idOf(request)));
  act("unpublish", (request) => withdrawEntry(change(request), idOf(request), "unpublished"));
  act("restore", (request) => restoreRevision(change(request), idOf(request), parse(restoreBody, request.body).revision));
  act("move", (request) => moveEntry(change(request), idOf(request), parse(moveBody, request.body).direction));

  // Safe to repeat: a publish sent again after a dropped connection answers with the publication
  // that already made the revision live (contract: publishBody).
  app.post("/admin/api/entries/:id/publish", { preHandler: can("publish") }, async (request): Promise<PublishAnswer> => {
    const { revision } = parse(publishBody, request.body);
    const { version, repeated } = await publishEntry(change(request), idOf(request), revision);
    // A repeat may have been published by another instance: this one serves it now too.
    await serveNow();
    return { ...(await detail(request, idOf(request))), publication: version, repeated };
  });

  app.delete("/admin/api/entries/:id", { preHandler: can("delete") }, async (request) => {
    if ((await withdrawEntry(change(request), idOf(request), "deleted")) !== undefined) await serveNow();
    return detail(request, idOf(request));
  });

  app.put("/admin/api/entries/:id/schedule", { preHandler: can("schedule") }, async (request) => {
    const body = parse(scheduleBody, request.body);
    await scheduleEntry(change(request), idOf(request), body.publishAt, body.unpublishAt);
    return detail(request, idOf(request));
  });

  app.get("/admin/api/publications", { preHandler: can("publish") }, async () => ({ publications: await publications(db) }));

  app.post("/admin/api/publications/:version/restore", { preHandler: can("restore") }, async (request) => {
    const wanted = paramsOf(request, publicationParams).version;
    const version = await restorePublication(change(request), wanted);
    await serveNow();
    return { version };
  });

  // Schedules: checked every SCHEDULE_CHECK_MS and once at start (a time that passed while no
  // server ran is applied then), so an entry goes live within 15 seconds of its time.
  const applySchedules = async () => {
    try {
      const result = await applyDueSchedules(app.database);
      if (!result) return;
      await serveNow();
    } catch (error) {
      app.log.warn({ err: error }, "scheduled publishing failed; retrying at the next check");
    }
  };
  const timer = setInterval(() => void applySchedules(), SCHEDULE_CHECK_MS);
  timer.unref();
  app.addHook("onReady", async () => void applySchedules());
  app.addHook("onClose", async () => clearInterval(timer));

  await uploadRoute(app, allow);
}

/**
 * POST /admin/api/uploads?kind=pdf|image|video|captions: one file, streamed with a size limit,
 * proven by the same checks as a pack's files, stored by its hash (an image with the same resized
 * variants and its displayed size); nothing is stored when it fails. A PDF's text is read now, so
 * publishing it needs no work on the file.
 */
async function uploadRoute(app: FastifyInstance, allow: AdminContext["allow"]): Promise<void> {
  const { db, dialect } = app.database;
  const store = app.blobStore;
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 0, parts: 1, fileSize: Math.max(...UPLOAD_KINDS.map((kind) => FILE_SIZE_LIMITS[kind])) } });

  app.post("/admin/api/uploads", { preHandler: allow(...EDITOR_PERMISSIONS.save) }, async (request, reply) => {
    const kind = UPLOAD_KINDS.find((known) => known === (request.query as { kind?: string }).kind);
    if (!kind) throw new HttpError(400, "invalid_upload", `kind: Use one of ${UPLOAD_KINDS.join(", ")}.`);
    if (!request.isMultipart()) throw new HttpError(400, "invalid_upload", "file: Send the file as multipart/form-data.");
    const part = await request.file({ limits: { fileSize: FILE_SIZE_LIMITS[kind] } });
    if (!part) throw new HttpError(400, "invalid_upload", "file: No file was sent.");
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new HttpError(413, "payload_too_large", `file: The file is larger than the ${FILE_SIZE_LIMITS[kind] / 1024 / 1024} MB limit.`);
    const check = await checkFileBytes(bytes, kind);
    if ("problem" in check) throw new HttpError(400, "invalid_upload", `file: This file ${check.problem}.`);

    const hash = contentHash(bytes);
    const pending = [{ hash, contentType: check.contentType, bytes }];
    const variants: ImageVariant[] = [];
    const sizes: { hash: string; width: number; height: number }[] = [];
    if (kind === "image") sizes.push({ hash, ...(await displayedSize(bytes)) });
    if (kind === "image" && (await variantsOf(db, hash)).length === 0) {
      for (const derivative of await deriveImage(bytes)) {
        const variantHash = contentHash(derivative.bytes);
        pending.push({ hash: variantHash, contentType: derivative.format === "webp" ? "image/webp" : "image/jpeg", bytes: derivative.bytes });
        variants.push({ source_hash: hash, width: derivative.width, format: derivative.format, blob_hash: variantHash });
      }
    }
    if (kind === "pdf" && !(await storedPdfTexts(db, [hash])).has(hash)) await savePdfText(db, hash, (await pdfPageTexts(bytes)) ?? null);
    const existing = await existingBlobHashes(db, pending.map((blob) => blob.hash));
    for (const blob of pending) await store.writeLocal(blob.hash, blob.bytes);
    await db.transaction().execute(async (trx) => {
      for (const blob of pending) {
        if (existing.has(blob.hash)) continue;
        await insertBlob(trx, { hash: blob.hash, size: blob.bytes.length, content_type: blob.contentType, data: dialect === "postgres" ? blob.bytes : null });
      }
      await insertVariants(trx, variants);
      await insertImageSizes(trx, sizes);
    });
    const name = storedFileName(part.filename || UPLOAD_NAMES[kind]);
    const uploaded: UploadedFile = { ref: `${hash}/${name}`, name, size: bytes.length, contentType: check.contentType };
    return reply.code(201).send(uploaded);
  });
}
