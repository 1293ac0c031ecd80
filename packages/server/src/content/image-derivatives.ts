/**
 * Re-encodes a source image into the served variants: WebP at each of IMAGE_WIDTHS (never
 * enlarged) and one JPEG for LEGACY_INLINE_IMAGES. sharp drops all metadata unless asked to keep it.
 */
import { IMAGE_WIDTHS } from "@dept/contract";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { insertImageSizes, sourcesWithoutSize } from "../db/blob-repository.js";
import type { Database } from "../db/schema.js";
import type { BlobStore } from "../storage/blob-store.js";

/** Width of the JPEG sent as raw base64 to clients of the old design. */
export const LEGACY_JPEG_WIDTH = 640;

export interface Derivative {
  /** One of IMAGE_WIDTHS for webp; 0 for the legacy JPEG. */
  width: number;
  format: "webp" | "jpeg";
  bytes: Buffer;
}

export async function deriveImage(source: Buffer): Promise<Derivative[]> {
  // Decode and orient once; every variant is resized from the same raw pixels.
  const { data, info } = await sharp(source, { failOn: "truncated" }).rotate().raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  const encoded = new Map<number, Promise<Buffer>>();
  const webpAt = (width: number): Promise<Buffer> => {
    const effective = Math.min(width, info.width);
    let bytes = encoded.get(effective);
    if (!bytes) {
      bytes = sharp(data, raw).resize({ width: effective, withoutEnlargement: true }).webp({ quality: 78, effort: 2 }).toBuffer();
      encoded.set(effective, bytes);
    }
    return bytes;
  };
  const webp = await Promise.all(IMAGE_WIDTHS.map(async (width) => ({ width, format: "webp" as const, bytes: await webpAt(width) })));
  const jpeg = await sharp(data, raw)
    .resize({ width: Math.min(LEGACY_JPEG_WIDTH, info.width), withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 78 })
    .toBuffer();
  return [...webp, { width: 0, format: "jpeg", bytes: jpeg }];
}

/** The size an image is shown at: its pixels with the EXIF orientation applied (a portrait photo stays portrait). */
export async function displayedSize(source: Buffer): Promise<{ width: number; height: number }> {
  const { autoOrient } = await sharp(source).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

/**
 * Keeps the size of every source image that has variants but no size yet (stored before sizes
 * were kept; an import or upload records them now), so publishing the site content can size any
 * image it names. Run at start; an original that is no longer stored is left out.
 */
export async function recordMissingImageSizes(db: Kysely<Database>, store: BlobStore): Promise<number> {
  let recorded = 0;
  for (const hash of await sourcesWithoutSize(db)) {
    const source = await store.read(hash);
    if (!source) continue;
    await insertImageSizes(db, [{ hash, ...(await displayedSize(source)) }]);
    recorded += 1;
  }
  return recorded;
}
