/**
 * The stored "site" record (publishing/records.ts) in the shape the web app reads (the contract's
 * `Site`): each image as a resized variant's URL with an honest `srcset` and its size, the video
 * and captions as file URLs.
 */
import {
  IMAGE_WIDTHS,
  imageVariantPath,
  localizeRecord,
  site as siteSchema,
  type CompiledImage,
  type Language,
  type Site,
} from "@dept/contract";
import type { StoredSiteImage } from "../publishing/records.js";

/** A stored image once localized: its alternative text in one language. */
type LocalizedImage = StoredSiteImage & { alt: string };

/** The variant in `src`: what a phone's full-width image needs; the srcset offers the rest. */
const DEFAULT_WIDTH = 640;
const LARGEST = IMAGE_WIDTHS.at(-1)!;

function isStoredImage(value: Record<string, unknown>): value is Record<string, unknown> & LocalizedImage {
  return (
    typeof value.image === "string" &&
    typeof value.width === "number" &&
    typeof value.height === "number" &&
    typeof value.alt === "string"
  );
}

function servedImage({ image, width, height, alt }: LocalizedImage): CompiledImage {
  // Variants are never enlarged: every width from the source's own up is the same file, so the
  // srcset names that file once, at its real width.
  const shown = Math.min(width, LARGEST);
  const candidates = IMAGE_WIDTHS.filter((w) => w < shown);
  const largest = IMAGE_WIDTHS.find((w) => w >= shown) ?? LARGEST;
  const srcSet = [
    ...candidates.map((w) => `${imageVariantPath(image, w)} ${w}w`),
    `${imageVariantPath(image, largest)} ${shown}w`,
  ].join(", ");
  return {
    src: imageVariantPath(image, IMAGE_WIDTHS.find((w) => w >= Math.min(DEFAULT_WIDTH, shown)) ?? LARGEST),
    srcSet,
    width: shown,
    height: Math.max(1, Math.round((height * shown) / width)),
    alt,
  };
}

/**
 * `importedAt`: when this content was imported or published, the pages' 'Last updated' date (one
 * date for the whole site: each page showing its own entries' time is a possible refinement).
 * `lang`: the language served; its texts with English where a translation is missing, named in
 * `lang_fallback` (English: exactly as before languages existed).
 */
export function servedSite(storedRecord: Record<string, unknown>, importedAt?: string, lang: Language = "en"): Site {
  const stored = localizeRecord(storedRecord, lang);
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      if (isStoredImage(record)) return servedImage(record);
      return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, walk(inner)]));
    }
    return value;
  };
  const video = stored.video as { title: string; file: string; type: string; captions: string };
  // Parsed, so a record of an older shape fails here with its field, not in a visitor's browser.
  return siteSchema.parse({
    ...(walk(stored) as object),
    video: {
      title: video.title,
      file: { src: `/api/files/${video.file}`, type: video.type },
      captions: `/api/files/${video.captions}`,
    },
    ...(importedAt ? { lastUpdated: importedAt } : {}),
  });
}
