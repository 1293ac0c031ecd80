/**
 * Imports a content pack in one transaction: a bad pack or a failure changes nothing, and a
 * process killed mid-way leaves the previous content. Blobs are written before the transaction
 * (content-addressed, so an unreferenced blob is harmless); derivatives are reused by source hash.
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { audit } from "../db/account-repository.js";
import { allVariants, existingBlobHashes, insertBlob, insertImageSizes, insertVariants } from "../db/blob-repository.js";
import { lockContent } from "../db/entry-repository.js";
import { packEntries, syncImportedEntries } from "./import-entries.js";
import { publishLive } from "../publishing/publish.js";
import type { DatabaseHandle } from "../db/database.js";
import type { ImageVariant } from "../db/schema.js";
import { contentHash, type BlobStore } from "../storage/blob-store.js";
import { searchEntries } from "../search/search-documents.js";
import { readPdfTexts } from "./read-pdf-texts.js";
import { cleanBlobs, type CleanupSummary } from "./blob-cleanup.js";
import { deriveImage, displayedSize } from "./image-derivatives.js";
import { buildRecords, collectionLabels, storedFileName, type PackBlobs, type StoredFile } from "../publishing/records.js";
import { formReferences } from "./pack-references.js";
import { validatePack, type ValidatedPack } from "./validate.js";
import { collectionForms, LIST_COLLECTIONS } from "@dept/contract";

export class PackInvalidError extends Error {
  override name = "PackInvalidError";
  constructor(readonly problems: string[]) {
    super(`the content pack has ${problems.length} problem(s):\n${problems.join("\n")}`);
  }
}

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
}

export interface ImportSummary {
  version: number;
  counts: Record<string, number>;
  images: number;
  newImages: number;
  files: number;
  milliseconds: number;
  /** One line: counts per collection and time taken. */
  line: string;
  /** What the blob cleanup after the import did; undefined when it failed (the import stands). */
  cleanup: CleanupSummary | undefined;
}

interface PendingBlob {
  hash: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Every file the pack's records name: files with the content type of the kind validation proved
 * by parsing them (never the one a name suggests), and images.
 */
function referencedPaths(pack: ValidatedPack): { files: Map<string, string>; images: Set<string> } {
  const files = new Map<string, string>();
  const typed = (packPath: string) => {
    const contentType = pack.contentTypes.get(packPath);
    if (!contentType) throw new Error(`content pack file was not validated: ${packPath}`);
    files.set(packPath, contentType);
  };
  const { site } = pack;
  const images = new Set<string>([
    ...(site.department.logo ? [site.department.logo.path] : []),
    site.hod.photo.path,
    ...site.homeCarousel.map((image) => image.path),
    ...site.aboutCarousel.map((image) => image.path),
    site.programs.cse.image.path,
    site.programs.mca.image.path,
    ...site.coderOfTheMonth.flatMap((entry) => entry.winners.map((winner) => winner.image.path)),
  ]);
  typed(site.video.file);
  typed(site.video.captions);
  for (const member of pack.faculty) {
    images.add(member.image);
    if (member.resume !== undefined) typed(member.resume);
  }
  // A list item's files and images are the file fields of its collection's form.
  for (const name of LIST_COLLECTIONS) {
    for (const item of pack.lists[name]) {
      for (const { target, kind } of formReferences(collectionForms[name].fields, "", "", item as Record<string, unknown>)) {
        if (kind === "image") images.add(target as string);
        else typed(target as string);
      }
    }
  }
  return { files, images };
}

/** Runs `task` over `items` with at most `limit` at a time (the machine has few cores). */
async function eachLimited<T>(items: T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function importPack(handle: DatabaseHandle, store: BlobStore, packDir: string, options: ImportOptions = {}): Promise<ImportSummary> {
  const started = performance.now();
  const { problems, pack } = await validatePack(packDir);
  if (!pack) throw new PackInvalidError(problems);
  const { db, dialect } = handle;
  const { files, images } = referencedPaths(pack);

  const pending = new Map<string, PendingBlob>();
  const blobs: PackBlobs = { files: new Map<string, StoredFile>(), images: new Map(), imageSizes: new Map() };
  for (const [packPath, contentType] of files) {
    const bytes = await fs.promises.readFile(path.join(pack.dir, packPath));
    const hash = contentHash(bytes);
    pending.set(hash, { hash, contentType, bytes });
    blobs.files.set(packPath, { hash, name: storedFileName(packPath), contentType });
  }

  const known = new Map<string, ImageVariant[]>();
  for (const variant of await allVariants(db)) {
    const list = known.get(variant.source_hash) ?? [];
    list.push(variant);
    known.set(variant.source_hash, list);
  }
  const newVariants: ImageVariant[] = [];
  const imagePaths = [...images];
  const derivedSources = new Set<string>();
  let done = 0;
  options.onProgress?.({ done, total: imagePaths.length });
  await eachLimited(imagePaths, 2, async (packPath) => {
    const source = await fs.promises.readFile(path.join(pack.dir, packPath));
    const sourceHash = contentHash(source);
    blobs.images.set(packPath, sourceHash);
    // The original is kept too: an export writes it back, and the editor's history may name it.
    pending.set(sourceHash, { hash: sourceHash, contentType: pack.contentTypes.get(packPath)!, bytes: source });
    // Validation decoded every image; its displayed size (EXIF orientation applied) sizes the page's <img>.
    blobs.imageSizes.set(packPath, await displayedSize(source));
    const cached = known.get(sourceHash);
    const usable = cached && cached.length > 0 && (dialect === "postgres" || cached.every((variant) => fs.existsSync(store.localPath(variant.blob_hash))));
    if (!usable && !derivedSources.has(sourceHash)) {
      derivedSources.add(sourceHash);
      const derivatives = await deriveImage(source).catch((error: unknown) => {
        throw new Error(`${packPath}: cannot decode the image: ${error instanceof Error ? error.message : String(error)}`);
      });
      for (const derivative of derivatives) {
        const hash = contentHash(derivative.bytes);
        pending.set(hash, { hash, contentType: derivative.format === "webp" ? "image/webp" : "image/jpeg", bytes: derivative.bytes });
        newVariants.push({ source_hash: sourceHash, width: derivative.width, format: derivative.format, blob_hash: hash });
      }
    }
    done += 1;
    options.onProgress?.({ done, total: imagePaths.length });
  });

  const records = buildRecords(pack, blobs);
  // Search reads each PDF's text once per file content (kept by hash), before the transaction.
  await readPdfTexts(db, searchEntries(records), (hash) => pending.get(hash)?.bytes);
  const fileCount = new Set([...blobs.files.values()].map((file) => `${file.hash}/${file.name}`)).size;

  for (const blob of pending.values()) await store.writeLocal(blob.hash, blob.bytes);
  const existing = await existingBlobHashes(db, [...pending.keys()]);

  const counts: Record<string, number> = {};
  for (const record of records) counts[record.collection] = (counts[record.collection] ?? 0) + 1;
  const summaryParts = Object.keys(collectionLabels).map((name) => `${counts[name] ?? 0} ${collectionLabels[name]}`);

  const version = await db.transaction().execute(async (trx) => {
    for (const blob of pending.values()) {
      if (existing.has(blob.hash)) continue;
      await insertBlob(trx, {
        hash: blob.hash,
        size: blob.bytes.length,
        content_type: blob.contentType,
        data: dialect === "postgres" ? blob.bytes : null,
      });
    }
    await insertVariants(trx, newVariants);
    await insertImageSizes(trx, [...blobs.imageSizes].map(([packPath, size]) => ({ hash: blobs.images.get(packPath)!, ...size })));
    // The pack becomes one published revision set; the public content is rebuilt from it.
    await lockContent(trx, dialect);
    await syncImportedEntries(trx, packEntries(pack, blobs), "import");
    const made = await publishLive(trx, dialect, { actor: "import", summary: summaryParts.join(", ") });
    // In the import's transaction: an import that went live is in the audit log, one that failed is not.
    await audit(trx, { actor: "import", action: "content imported", target: `version ${made}`, address: "-" });
    return made;
  });

  // Blobs the previous content needed and this one does not are retired now, deleted later.
  const cleanup = await cleanBlobs(db, store).catch(() => undefined);

  const milliseconds = Math.round(performance.now() - started);
  const newImages = derivedSources.size;
  const line =
    `Imported ${pack.dir} in ${(milliseconds / 1000).toFixed(1)} s: ${summaryParts.join(", ")}; ` +
    `${fileCount} files, ${blobs.images.size} images (${newImages} newly resized).`;
  return { version, counts, images: blobs.images.size, newImages, files: fileCount, milliseconds, line, cleanup };
}
