/**
 * Turns content in pack shape (a validated pack, or the live revisions) into stored records: each
 * in its API shape (spec section 7), with file fields in the spec's stored form and image fields
 * holding the source image hash, which the response builder turns into a URL or legacy base64.
 */
import {
  collectionForms,
  collectionNoun,
  collectionsOf,
  EDITABLE_COLLECTIONS,
  newestFirstField,
  STORED_FILE_PREFIX,
  STORED_RESUME_PREFIX,
  type CollectionFamily,
  type PackAchievement,
  type PackEvent,
  type PackFaculty,
  type PackInternship,
  type PackLists,
  type PackNotice,
  type PackOther,
  type PackPublication,
  type PackTitledFile,
  type PackYearlyReport,
  type SitePack,
  mapTranslated,
  tagTranslations,
  type TaggedTranslation,
  type Translatable,
} from "@dept/contract";
import type { PublicRecord } from "../db/content-repository.js";
import { publicationRecords } from "./publication-records.js";

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
/** A translatable value once tagged (`tagTranslations`): still its plain type's value where the pack item's type says Translatable. */
type Tagged<T> = T | TaggedTranslation<T>;
const taggedValue = <T>(value: Translatable<T>): Tagged<T> => value as unknown as Tagged<T>;

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
  return [...siteRecords(pack.site, blobs), ...collectionRecords(pack, blobs)];
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

/** The order records are written in, by family (the order the importer always wrote them in). */
const RECORD_ORDER: readonly CollectionFamily[] = [
  "event",
  "notice",
  "titledFile",
  "internship",
  "yearlyReport",
  "other",
  "achievement",
];

/**
 * The records of every collection in API shape. Its entries name files and images by the keys of
 * `blobs`: pack paths on import, stored references (`hash/name`) when the editor publishes.
 */
export function collectionRecords(
  pack: Pick<PackContent, "faculty" | "lists" | "publications">,
  blobs: PackBlobs,
): PublicRecord[] {
  const file = (packPath: string) => {
    const stored = lookup(blobs.files, packPath);
    return `${STORED_FILE_PREFIX}${stored.hash}/${stored.name}`;
  };
  const resume = (packPath: string) => {
    const stored = lookup(blobs.files, packPath);
    return `${STORED_RESUME_PREFIX}${stored.hash}/${stored.name}`;
  };
  const image = (packPath: string) => lookup(blobs.images, packPath);

  const records: PublicRecord[] = [];
  const push = (collection: string, items: Record<string, unknown>[], key: (index: number) => string = () => "") =>
    items.forEach((item, position) => records.push({ collection, position, record_key: key(position), data: item }));

  const { lists } = pack;
  // Translatable texts tagged per language first (languages.ts); the transforms below apply to each language's value.
  const tag = <T>(collection: keyof typeof collectionForms, item: T): T =>
    tagTranslations(collectionForms[collection].fields, item as Data) as T;
  push(
    "faculty",
    pack.faculty
      .map((untagged) => tag("faculty", untagged))
      .map((member) => ({
        id: member.id,
        name: member.name,
        designation: member.designation,
        qualification: member.qualification,
        image: image(member.image),
        educations: member.educations,
        resume: member.resume === undefined ? null : resume(member.resume),
        email: member.email ?? null,
        ext: member.ext ?? null,
        telephone: member.telephone ?? null,
        room: member.room ?? null,
        sections: member.sections ?? {},
        // Kept for the profile's structured data (sameAs), never in an answer (api/build-snapshot.ts).
        ...(member.orcid === undefined ? {} : { orcid: member.orcid }),
        ...(member.dblp === undefined ? {} : { dblp: member.dblp }),
      })),
    (index) => pack.faculty[index]!.id,
  );

  /** A pack item in its API shape, by its collection's family. */
  const toRecord: { [Family in CollectionFamily]: (item: never) => Record<string, unknown> } = {
    event: (item: PackEvent) => ({
      title: item.title,
      details: item.details,
      speaker: mapTranslated(taggedValue(item.speakers), (speakers) => speakers.join(", ")),
      start_date: item.start_date,
      end_date: item.end_date,
      banner: image(item.banner),
      document: file(item.document),
    }),
    notice: (item: PackNotice) => ({
      title: item.title,
      file: mapTranslated(taggedValue(item.file), file),
      date: item.date,
    }),
    titledFile: (item: PackTitledFile) => ({ title: item.title, file: file(item.file) }),
    internship: (item: PackInternship) => ({ category: item.category, year: item.year, pdf: file(item.file) }),
    yearlyReport: (item: PackYearlyReport) => ({ year: item.year, pdf: file(item.file) }),
    other: (item: PackOther) => ({
      name: item.name,
      photo: image(item.photo),
      achievement: item.achievement,
      details: item.details,
    }),
    achievement: (item: PackAchievement) => ({
      name: item.name,
      date: item.date,
      achievement: item.achievement,
      details: item.details,
      photo: item.photos.map(image),
      ...(item.linkedin_url === undefined ? {} : { linkedin_url: item.linkedin_url }),
    }),
  };
  for (const family of RECORD_ORDER) {
    for (const name of collectionsOf(family)) {
      const items = lists[name] as Record<string, unknown>[];
      const dateField = newestFirstField(name);
      // Newest first; the sort is stable, so items of one day keep their pack order.
      const ordered = dateField
        ? [...items].sort((a, b) => (a[dateField]! < b[dateField]! ? 1 : a[dateField]! > b[dateField]! ? -1 : 0))
        : items;
      push(
        name,
        ordered.map((item) => (toRecord[family] as (item: unknown) => Record<string, unknown>)(tag(name, item))),
      );
    }
  }
  records.push(...publicationRecords(pack.publications));
  return records;
}

/** Human names of the collections ("value added courses"), in summary order: the registry's. */
export const collectionLabels: Record<string, string> = Object.fromEntries(
  EDITABLE_COLLECTIONS.map((name) => [name, collectionNoun(name)]),
);
