import { FILE_SIZE_LIMITS, fileTooLargeWords, UPLOAD_KINDS, type UploadedFile } from "@dept/contract";
import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { checkFileBytes } from "../../content/file-kinds.js";
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
import { contentHash } from "../../storage/blob-store.js";
import { adminRoute, type Guard } from "./admin-route.js";

/** The stored name of an upload that came without one. */
const UPLOAD_NAMES = { pdf: "document.pdf", image: "image", video: "video", captions: "captions.vtt" } as const;

/**
 * POST /admin/api/uploads?kind=pdf|image|video|captions: one file, streamed with a size limit,
 * proven by the same checks as a pack's files, stored by its hash (an image with the same resized
 * variants and its displayed size); nothing is stored when it fails. A PDF's text is read now, so
 * publishing it needs no work on the file.
 */
export async function uploadRoute(app: FastifyInstance, allow: Guard): Promise<void> {
  const { db, dialect } = app.database;
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
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw new HttpError(413, "payload_too_large", `file: ${fileTooLargeWords(kind)}`);
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
          pending.push({
            hash: variantHash,
            contentType: derivative.format === "webp" ? "image/webp" : "image/jpeg",
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
      if (kind === "pdf" && !(await storedPdfTexts(db, [hash])).has(hash))
        await savePdfText(db, hash, (await pdfPageTexts(bytes)) ?? null);
      const existing = await existingBlobHashes(
        db,
        pending.map((blob) => blob.hash),
      );
      for (const blob of pending) await store.writeLocal(blob.hash, blob.bytes);
      await db.transaction().execute(async (trx) => {
        for (const blob of pending) {
          if (existing.has(blob.hash)) continue;
          await insertBlob(trx, {
            hash: blob.hash,
            size: blob.bytes.length,
            content_type: blob.contentType,
            data: dialect === "postgres" ? blob.bytes : null,
          });
        }
        await insertVariants(trx, variants);
        await insertImageSizes(trx, sizes);
      });
      const name = storedFileName(part.filename || UPLOAD_NAMES[kind]);
      const uploaded: UploadedFile = {
        ref: `${hash}/${name}`,
        name,
        size: bytes.length,
        contentType: check.contentType,
      };
      return reply.code(201).send(uploaded);
    },
  });
}
