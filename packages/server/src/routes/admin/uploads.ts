import fs from "node:fs";
import { FILE_SIZE_LIMITS, fileTooLargeWords, UPLOAD_KINDS, type UploadedFile } from "@dept/contract";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { checkFileBytes, checkVideoFile } from "../../content/file-kinds.js";
import { deriveImage, displayedSize } from "../../content/image-derivatives.js";
import { storedFileName } from "../../publishing/records.js";
import {
  existingBlobHashes,
  insertBlob,
  insertImageSizes,
  insertVariants,
  variantsOf,
} from "../../db/blob-repository.js";
import type { ImageVariant } from "../../db/schema.js";
import { savePdfText, storedPdfTexts } from "../../db/search-repository.js";
import { HttpError } from "../../http-error.js";
import { pdfPageTexts } from "../../search/pdf-text.js";
import { contentHash, type ReceivedFile } from "../../storage/blob-store.js";
import { adminRoute, type Guard } from "./admin-route.js";

/** The stored name of an upload that came without one. */
const UPLOAD_NAMES = { pdf: "document.pdf", image: "image", video: "video", captions: "captions.vtt" } as const;

/**
 * POST /admin/api/uploads?kind=pdf|image|video|captions: one file, streamed to disk with a size
 * limit (memory stays flat for a 200 MB video), proven by the same checks as a pack's files, stored by its hash (an image with the same resized
 * variants and its displayed size); nothing is stored when it fails. A PDF's text is read now, so
 * publishing it needs no work on the file.
 */
type UploadKind = (typeof UPLOAD_KINDS)[number];

export async function uploadRoute(app: FastifyInstance, allow: Guard): Promise<void> {
  const store = app.blobStore;
  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      fields: 0,
      parts: 1,
      fileSize: Math.max(...UPLOAD_KINDS.map((kind) => FILE_SIZE_LIMITS[kind])),
    },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    ...adminRoute("upload", allow),
    handler: async (request, reply) => {
      const { kind } = request.query;
      if (!request.isMultipart())
        throw new HttpError(400, "invalid_upload", "file: Send the file as multipart/form-data.");
      // Not the plugin's own 413 ("request file too large"): ours names the limit.
      const part = await request.file({ limits: { fileSize: FILE_SIZE_LIMITS[kind] }, throwFileSizeLimit: false });
      if (!part) throw new HttpError(400, "invalid_upload", "file: No file was sent.");
      // Streamed to a file under the blob store, hashed on the way: a 200 MB video never sits in memory.
      const received = await store.receive(part.file);
      try {
        if (part.file.truncated) throw new HttpError(413, "payload_too_large", `file: ${fileTooLargeWords(kind)}`);
        return reply.code(201).send(await storeUpload(app, kind, received, part.filename || UPLOAD_NAMES[kind]));
      } finally {
        await received.discard();
      }
    },
  });
}

/** Proves the received file's kind, then stores it by its hash (an image with its variants, a PDF with its text). */
async function storeUpload(
  app: FastifyInstance,
  kind: UploadKind,
  received: ReceivedFile,
  fileName: string,
): Promise<UploadedFile> {
  const { db, dialect } = app.database;
  const store = app.blobStore;
  // Only a video is proven from the file itself; the others are at most 50 MB and read whole anyway.
  const inMemory = kind === "video" ? undefined : await fs.promises.readFile(received.path);
  const check = inMemory ? await checkFileBytes(inMemory, kind) : await checkVideoFile(received.path);
  if ("problem" in check) throw new HttpError(400, "invalid_upload", `file: This file ${check.problem}.`);
  const { hash, size } = received;
  const contentType = check.contentType;
  // The upload itself, then an image's variants: each with its bytes, or (the upload) its file.
  const pending: { hash: string; contentType: string; size: number; bytes?: Buffer }[] = [
    { hash, contentType, size, bytes: inMemory },
  ];
  const variants: ImageVariant[] = [];
  const sizes: { hash: string; width: number; height: number }[] = [];
  if (kind === "image" && inMemory) {
    sizes.push({ hash, ...(await displayedSize(inMemory)) });
    if ((await variantsOf(db, hash)).length === 0) {
      for (const derivative of await deriveImage(inMemory)) {
        const variantHash = contentHash(derivative.bytes);
        const variantType = derivative.format === "webp" ? "image/webp" : "image/jpeg";
        pending.push({
          hash: variantHash,
          contentType: variantType,
          size: derivative.bytes.length,
          bytes: derivative.bytes,
        });
        variants.push({
          source_hash: hash,
          width: derivative.width,
          format: derivative.format,
          blob_hash: variantHash,
        });
      }
    }
  }
  if (kind === "pdf" && inMemory && !(await storedPdfTexts(db, [hash])).has(hash))
    await savePdfText(db, hash, (await pdfPageTexts(inMemory)) ?? null);
  const existing = await existingBlobHashes(
    db,
    pending.map((blob) => blob.hash),
  );
  await store.adoptLocal(hash, received.path);
  for (const blob of pending) if (blob.bytes && blob.hash !== hash) await store.writeLocal(blob.hash, blob.bytes);
  await db.transaction().execute(async (trx) => {
    for (const blob of pending) {
      if (existing.has(blob.hash)) continue;
      // PostgreSQL keeps the bytes in the database for every instance: a video is read from its file for that insert.
      const data =
        dialect === "postgres" ? (blob.bytes ?? (await fs.promises.readFile(store.localPath(blob.hash)))) : null;
      await insertBlob(trx, { hash: blob.hash, size: blob.size, content_type: blob.contentType, data });
    }
    await insertVariants(trx, variants);
    await insertImageSizes(trx, sizes);
  });
  const name = storedFileName(fileName);
  return { ref: `${hash}/${name}`, name, size, contentType };
}
