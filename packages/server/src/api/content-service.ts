/**
 * Holds this instance's precomputed API responses and the index of servable files and images,
 * rebuilt whenever the shared content version changes (polled, so an import by another instance
 * or by the CLI is served within a few seconds). A failing poll marks the database unreachable.
 */
import {
  eventFeedKinds,
  imageVariantPath,
  LIST_COLLECTIONS,
  publication,
  publicCollections,
  PUBLICATIONS_COLLECTION,
  type ApiRouteName,
  type CollectionFamily,
  type Publication,
  type Site,
} from "@dept/contract";
import type { FastifyBaseLogger } from "fastify";
import { allVariants, blobInfos, contentFiles, type BlobInfo } from "../db/blob-repository.js";
import type { ImageVariant } from "../db/schema.js";
import { allContentRecords, contentVersion, contentVersionRow } from "../db/content-repository.js";
import type { DatabaseHandle } from "../db/database.js";
import type { BlobStore } from "../storage/blob-store.js";
import { NEWS_COLLECTION, type FeedEvent, type FeedNotice, type FeedSources } from "../feeds/build-feeds.js";
import { precompute, type Precomputed } from "./precomputed.js";
import { servedSite } from "./served-site.js";

export interface ContentSnapshot {
  /** Undefined until a pack has been imported. */
  version: number | undefined;
  responses: Map<ApiRouteName, Precomputed>;
  facultyDetails: Map<string, Precomputed>;
  /** `hash/name` -> blob. */
  files: Map<string, BlobInfo>;
  /** `sourceHash/width` -> webp blob. */
  images: Map<string, BlobInfo>;
  /** site.yaml as served (GET /api/site, and in the document); undefined before the first import. */
  site: { value: Site; response: Precomputed } | undefined;
  /** What the feeds are made from (routes/feeds); undefined before the first import. */
  feedSources: FeedSources | undefined;
  /** Every publication shown, in the API's order (api/publication-answers.ts filters them). */
  publications: Publication[];
}

export interface ContentServiceOptions {
  legacyInlineImages: boolean;
  pollMs: number;
  log: FastifyBaseLogger;
}

type Json = Record<string, unknown>;

const emptySnapshot = (): ContentSnapshot => ({
  version: undefined,
  responses: new Map(),
  facultyDetails: new Map(),
  files: new Map(),
  images: new Map(),
  site: undefined,
  feedSources: undefined,
  publications: [],
});

export class ContentService {
  snapshot: ContentSnapshot = emptySnapshot();
  available = true;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly store: BlobStore,
    private readonly options: ContentServiceOptions,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.refresh(), this.options.pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Checks the content version and reloads when it changed; never throws. */
  refresh(): Promise<void> {
    this.running ??= this.check().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /**
   * Serves a change this instance just made before its answer goes out: a check already under way
   * may have read the version before the change, so a second one follows it.
   */
  async refreshNow(): Promise<void> {
    await this.refresh();
    await this.refresh();
  }

  private async check(): Promise<void> {
    let version: number | undefined;
    try {
      version = await contentVersion(this.database.db);
    } catch (error) {
      if (this.available) this.options.log.error({ err: error }, "database unreachable");
      this.available = false;
      return;
    }
    if (!this.available) this.options.log.info("database reachable again");
    this.available = true;
    if (version === this.snapshot.version) return;
    try {
      this.snapshot = await this.load();
      this.options.log.info({ version: this.snapshot.version }, "content loaded");
    } catch (error) {
      this.options.log.error({ err: error }, "content reload failed; serving the previous content");
    }
  }

  /** A snapshot of other records with this instance's image options (a preview's). */
  snapshotOf(input: SnapshotInput): Promise<ContentSnapshot> {
    return buildSnapshot(input, { legacyInlineImages: this.options.legacyInlineImages, store: this.store });
  }

  private async load(): Promise<ContentSnapshot> {
    const { db } = this.database;
    // Read everything in one transaction so a concurrent import is seen whole or not at all.
    const [versionRow, records, files, variants, blobs] = await db.transaction().execute(async (trx) =>
      Promise.all([contentVersionRow(trx), allContentRecords(trx), contentFiles(trx), allVariants(trx), blobInfos(trx)]),
    );
    return this.snapshotOf({ version: versionRow?.version, importedAt: versionRow?.imported_at, records, files, variants, blobs });
  }
}

/** What a snapshot is made of: the stored records and the blobs they may name. */
export interface SnapshotInput {
  version: number | undefined;
  /** When this content was published: the pages' 'Last updated'. */
  importedAt: string | undefined;
  records: { collection: string; position: number; data: Json }[];
  files: { hash: string; name: string }[];
  variants: ImageVariant[];
  blobs: BlobInfo[];
}

/** The precomputed answers, file index and site content of a set of records (the live ones, or a preview's). */
export async function buildSnapshot(input: SnapshotInput, options: { legacyInlineImages: boolean; store: BlobStore }): Promise<ContentSnapshot> {
  const { version, records, files, variants, blobs } = input;
  const blobByHash = new Map(blobs.map((blob) => [blob.hash, blob]));
  const snapshot = emptySnapshot();
  snapshot.version = version;
  for (const file of files) {
    const blob = blobByHash.get(file.hash);
    if (blob) snapshot.files.set(`${file.hash}/${file.name}`, blob);
  }
  const legacyJpeg = new Map<string, string>();
  for (const variant of variants) {
    const blob = blobByHash.get(variant.blob_hash);
    if (!blob) continue;
    if (variant.format === "webp") snapshot.images.set(`${variant.source_hash}/${variant.width}`, blob);
    else legacyJpeg.set(variant.source_hash, variant.blob_hash);
  }

  const legacyCache = new Map<string, string>();
  const image = async (sourceHash: unknown): Promise<string> => {
    if (typeof sourceHash !== "string") return "";
    if (!options.legacyInlineImages) return imageVariantPath(sourceHash, 640);
    const cached = legacyCache.get(sourceHash);
    if (cached !== undefined) return cached;
    const jpegHash = legacyJpeg.get(sourceHash);
    const bytes = jpegHash ? await options.store.read(jpegHash) : undefined;
    const base64 = bytes ? bytes.toString("base64") : "";
    legacyCache.set(sourceHash, base64);
    return base64;
  };

  const byCollection = new Map<string, Json[]>();
  for (const record of records) {
    const list = byCollection.get(record.collection) ?? [];
    list[record.position] = record.data;
    byCollection.set(record.collection, list);
  }
  const items = (collection: string) => (byCollection.get(collection) ?? []).filter(Boolean);
  const withImage = async (item: Json, field: string): Promise<Json> => ({ ...item, [field]: await image(item[field]) });

  const storedSite = items("site")[0];
  if (storedSite) {
    const value = servedSite(storedSite, input.importedAt);
    snapshot.site = { value, response: await precompute(value) };
  }

  const bodies = new Map<ApiRouteName, unknown>();
  const homepage = items("homepage")[0];
  if (homepage) bodies.set("homepage", await withImage(homepage, "HOD_profile_image"));
  const faculty = items("faculty");
  const facultyImages = await Promise.all(faculty.map((member) => image(member.image)));
  bodies.set("facultyList", {
    faculties: faculty.map((member, index) => ({
      id: member.id,
      name: member.name,
      designation: member.designation,
      qualification: member.qualification,
      image: facultyImages[index],
    })),
  });
  // A stored item is its API answer but for its images, stored as source hashes.
  const served: Partial<Record<CollectionFamily, (item: Json) => Promise<Json>>> = {
    event: (item) => withImage(item, "banner"),
    other: (item) => withImage(item, "photo"),
    achievement: async (item) => ({ ...item, photo: await Promise.all((item.photo as unknown[]).map(image)) }),
  };
  for (const name of LIST_COLLECTIONS) {
    const serve = served[publicCollections[name].family];
    bodies.set(name, serve ? await Promise.all(items(name).map(serve)) : items(name));
  }
  for (const [name, body] of bodies) snapshot.responses.set(name, await precompute(body));
  snapshot.publications = items(PUBLICATIONS_COLLECTION).map((item) => publication.parse(item));
  if (snapshot.site) {
    snapshot.feedSources = {
      departmentName: snapshot.site.value.department.name,
      news: items(NEWS_COLLECTION) as unknown as FeedNotice[],
      events: Object.fromEntries(Object.entries(eventFeedKinds).map(([kind, name]) => [kind, items(name) as unknown as FeedEvent[]])) as FeedSources["events"],
    };
  }

  await Promise.all(
    faculty.map(async (member, index) => {
      const { id, qualification: _qualification, sections, ...fixed } = member;
      const detail = { ...fixed, image: facultyImages[index], ...(sections as Json) };
      snapshot.facultyDetails.set(String(id), await precompute(detail));
    }),
  );
  return snapshot;
}
