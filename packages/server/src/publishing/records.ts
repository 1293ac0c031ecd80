/**
 * Turns content in pack shape (a validated pack, or the live revisions) into stored records: each
 * in its API shape (spec section 7), with file fields in the spec's stored form and image fields
 * holding the source image hash, which the response builder turns into a URL or legacy base64.
 */
import {
  collectionForms,
  collectionNoun,
  EDITABLE_COLLECTIONS,
  entriesByCollection,
  servedCollections,
  STORED_FILE_PREFIX,
  STORED_RESUME_PREFIX,
  type EditableCollection,
  type PackFaculty,
  type PackLists,
  type PackPublication,
  type ServeResolver,
  type SitePack,
  mapTranslated,
  tagTranslations,
  type TaggedTranslation,
} from "@dept/contract";
import type { PublicRecord } from "../db/content-repository.js";

/** The content of a pack (content/validate.ts proves a pack folder holds it). */
export interface PackContent {
  site: SitePack;
  /** In list order. */
  faculty: PackFaculty[];
  lists: PackLists;
  /** publications.yaml: hidden items too (they never reach a record). */
  publications: PackPublication[];
}

export interface StoredFile {
  hash: string;
  /** The original file name, made safe to stand as one URL path segment. */
  name: string;
  contentType: string;
}

export interface ImageSize {
  width: number;
  height: number;
}

export interface PackBlobs {
  files: Map<string, StoredFile>;
  /** Pack path -> source image hash. */
  images: Map<string, string>;
  /** Pack path -> the image's displayed size. */
  imageSizes: Map<string, ImageSize>;
}

/**
 * An image of site.yaml as stored: its source hash (the key of its variants), size and alternative
 * text (tagged per language, languages.ts; a plain string in records stored before languages).
 */
export interface StoredSiteImage extends ImageSize {
  image: string;
  alt: string | TaggedTranslation<string>;
}

type Data = Record<string, unknown>;

/**
 * site.yaml as stored in the "site" record: its translatable texts tagged (languages.ts), every
 * `{path, alt}` image replaced by a StoredSiteImage, the video by its stored `hash/name` path and
 * content type, the captions by theirs.
 */
export function storedSite(site: SitePack, blobs: PackBlobs): Record<string, unknown> {
  const tagged = tagTranslations(collectionForms.site.fields, site as unknown as Data) as unknown as SitePack;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length === 2 && typeof record.path === "string" && "alt" in record) {
        const stored: StoredSiteImage = {
          image: lookup(blobs.images, record.path),
          ...lookup(blobs.imageSizes, record.path),
          alt: record.alt as StoredSiteImage["alt"],
        };
        return stored;
      }
      return Object.fromEntries(keys.map((key) => [key, walk(record[key])]));
    }
    return value;
  };
  const storedPath = (packPath: string) => {
    const stored = lookup(blobs.files, packPath);
    return `${stored.hash}/${stored.name}`;
  };
  const video = lookup(blobs.files, site.video.file);
  return {
    ...(walk(tagged) as Record<string, unknown>),
    video: {
      title: tagged.video.title,
      file: storedPath(site.video.file),
      type: video.contentType,
      captions: storedPath(site.video.captions),
    },
  };
}

/**
 * A file's name as stored and served: letters with their combining marks (a Devanagari name's
 * vowel signs and viramas are marks: `सूचना-हिंदी.pdf` stays whole), digits and a few signs;
 * anything else becomes `_`. NFC first, so a name typed decomposed is stored as one composed.
 */
export function storedFileName(packPath: string): string {
  const base = packPath.slice(packPath.lastIndexOf("/") + 1).normalize("NFC");
  return base.replace(/[^\p{L}\p{M}\p{N}._()+ -]+/gu, "_");
}

function lookup<V>(map: Map<string, V>, key: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`content pack file was not loaded: ${key}`);
  return value;
}

export function buildRecords(pack: PackContent, blobs: PackBlobs): PublicRecord[] {
  return [...siteRecords(pack.site, blobs), ...collectionRecords(entriesByCollection(pack), blobs)];
}

/** The "site" record (site.yaml as stored) and the "homepage" answer made from it, texts tagged per language. */
export function siteRecords(site: SitePack, blobs: PackBlobs): PublicRecord[] {
  const image = (packPath: string) => lookup(blobs.images, packPath);
  const tagged = tagTranslations(collectionForms.site.fields, site as unknown as Data) as {
    department: { name: unknown; about: string[] | TaggedTranslation<string[]> };
    hod: { name: unknown; message: string[] | TaggedTranslation<string[]> };
  };
  const paragraphs = (texts: string[]) => texts.join("\n\n");
  return [
    { collection: "site", position: 0, record_key: "", data: storedSite(site, blobs) },
    {
      collection: "homepage",
      position: 0,
      record_key: "",
      data: {
        department: tagged.department.name,
        about_dept: mapTranslated(tagged.department.about, paragraphs),
        HOD_name: tagged.hod.name,
        HOD_profile_image: image(site.hod.photo.path),
        HODs_message: mapTranslated(tagged.hod.message, paragraphs),
      },
    },
  ];
}

/**
 * The records of every collection in API shape, by the registry's served shapes (contract
 * registry/served-collections.ts), in its order. Its entries name files and images by the keys of
 * `blobs`: pack paths on import, stored references (`hash/name`) when the editor publishes.
 */
export function collectionRecords(
  entries: Readonly<Record<EditableCollection, readonly unknown[]>>,
  blobs: PackBlobs,
): PublicRecord[] {
  const stored = (prefix: string) => (packPath: string) => {
    const file = lookup(blobs.files, packPath);
    return `${prefix}${file.hash}/${file.name}`;
  };
  const resolve: ServeResolver = {
    file: stored(STORED_FILE_PREFIX),
    resume: stored(STORED_RESUME_PREFIX),
    image: (packPath) => lookup(blobs.images, packPath),
  };
  return servedCollections.flatMap(({ name, served, shown, order, recordKey }) => {
    const items = (entries[name] as Data[]).filter((item) => shown?.(item) ?? true);
    const ordered = order ? [...items].sort(order) : items;
    // Translatable texts tagged per language first (languages.ts); the mapping applies to each language's value.
    const serve = served.serve as (item: Data, resolve: ServeResolver) => Data;
    return ordered.map((item, position) => ({
      collection: name,
      position,
      record_key: recordKey?.(item) ?? "",
      data: serve(tagTranslations(collectionForms[name].fields, item), resolve),
    }));
  });
}

/** Human names of the collections ("value added courses"), in summary order: the registry's. */
export const collectionLabels: Record<string, string> = Object.fromEntries(
  EDITABLE_COLLECTIONS.map((name) => [name, collectionNoun(name)]),
);
