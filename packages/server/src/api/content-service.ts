/**
 * Holds this instance's precomputed API responses and the index of servable files and images,
 * rebuilt whenever the shared content version changes (polled, so an import by another instance
 * or by the CLI is served within a few seconds). A failing poll marks the database unreachable.
 * One snapshot per site language (build-snapshot.ts); `snapshot` is the English one.
 */
import { languagesOf, type Language } from "@dept/contract";
import type { FastifyBaseLogger } from "fastify";
import { allImageSizes, allVariants, blobInfos, contentFiles } from "../db/blob-repository.js";
import { allContentRecords, contentVersion, contentVersionRow } from "../db/content-repository.js";
import type { DatabaseHandle } from "../db/database.js";
import type { BlobStore } from "../storage/blob-store.js";
import {
  buildSnapshot,
  buildSnapshots,
  emptySnapshot,
  type ContentSnapshot,
  type SnapshotInput,
} from "./build-snapshot.js";

export { buildSnapshot, type ContentSnapshot, type SnapshotInput } from "./build-snapshot.js";

export interface ContentServiceOptions {
  legacyInlineImages: boolean;
  pollMs: number;
  log: FastifyBaseLogger;
}

export class ContentService {
  /** The English snapshot (every caller before languages existed reads this one). */
  snapshot: ContentSnapshot = emptySnapshot();
  /** The snapshot of each language of the site; English is `snapshot`. */
  private localized = new Map<Language, ContentSnapshot>();
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
      const snapshots = await this.load();
      this.localized = snapshots;
      this.snapshot = snapshots.get("en")!;
      this.options.log.info({ version: this.snapshot.version }, "content loaded");
    } catch (error) {
      this.options.log.error({ err: error }, "content reload failed; serving the previous content");
    }
  }

  /** The languages of the site as loaded: `[en]` before the first import or when site.yaml names no other. */
  languages(): Language[] {
    return languagesOf(this.snapshot.site?.value);
  }

  /**
   * The snapshot of `lang`'s answers (English: `snapshot`). A language the site does not have gets
   * the English one: callers check the language against `languages()` first (400, 404).
   */
  snapshotFor(lang: Language): ContentSnapshot {
    return (lang === "en" ? undefined : this.localized.get(lang)) ?? this.snapshot;
  }

  /** An English snapshot of other records with this instance's image options (a preview's). */
  snapshotOf(input: SnapshotInput): Promise<ContentSnapshot> {
    return buildSnapshot(input, { legacyInlineImages: this.options.legacyInlineImages, store: this.store });
  }

  private async load(): Promise<Map<Language, ContentSnapshot>> {
    const { db } = this.database;
    // Read everything in one transaction so a concurrent import is seen whole or not at all.
    const [versionRow, records, files, variants, blobs, imageSizes] = await db
      .transaction()
      .execute(async (trx) =>
        Promise.all([
          contentVersionRow(trx),
          allContentRecords(trx),
          contentFiles(trx),
          allVariants(trx),
          blobInfos(trx),
          allImageSizes(trx),
        ]),
      );
    const input = {
      version: versionRow?.version,
      importedAt: versionRow?.imported_at,
      records,
      files,
      variants,
      blobs,
      imageSizes,
    };
    return buildSnapshots(input, { legacyInlineImages: this.options.legacyInlineImages, store: this.store });
  }
}
