/**
 * Makes a content snapshot from the stored records: the precomputed answers, file index and site
 * content, one snapshot per site language (issue 27). Records keep translations tagged
 * (languages.ts); each language's answers are made from them by `localizeRecord`, so English is
 * byte-identical to an untranslated record and another language names its English fallbacks.
 * The files and images are the same for every language, so the snapshots share their indexes.
 */
import {
  answerImageFields,
  apiRoutes,
  eventFeedKinds,
  familyServed,
  FALLBACK_FIELD,
  imageVariantPath,
  languagesOf,
  LIST_COLLECTIONS,
  PAGE_AND_API_PATHS,
  localizeRecord,
  publication,
  publicCollections,
  PUBLICATIONS_COLLECTION,
  type ApiRouteName,
  type Language,
  type Publication,
  type Site,
} from "@dept/contract";
import type { BlobInfo } from "../db/blob-repository.js";
import type { ImageVariant } from "../db/schema.js";
import type { FacultyIdentifiers, ImageSize } from "../web/page-head-types.js";
import type { BlobStore } from "../storage/blob-store.js";
import { NEWS_COLLECTION, type FeedEvent, type FeedNotice, type FeedSources } from "../feeds/build-feeds.js";
import { precompute, type Precomputed } from "./precomputed.js";
import { servedSite } from "./served-site.js";

export interface ContentSnapshot {
  /** Undefined until a pack has been imported. */
  version: number | undefined;
  /** The language of its answers (files and images are every language's). */
  lang: Language;
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
  /** The faculty members' ids in the site's order: their profiles' addresses (web/public-pages.ts). */
  facultyIds: string[];
  /** Each member's name as their profile shows it: the BibTeX author of a work no source names authors for. */
  facultyNames: Map<string, string>;
  /**
   * A member's ORCID iD and DBLP person id where the profile names them: not in any answer (the
   * page does not show them), only in the profile's structured data (web/page-head.ts, `sameAs`).
   */
  facultyIdentifiers: Map<string, FacultyIdentifiers>;
  /** The displayed size of each source image, by its hash: sizes an image the answers name only by URL (og:image). */
  imageSizes: ReadonlyMap<string, ImageSize>;
}

type Json = Record<string, unknown>;

export const emptySnapshot = (lang: Language = "en"): ContentSnapshot => ({
  version: undefined,
  lang,
  responses: new Map(),
  facultyDetails: new Map(),
  files: new Map(),
  images: new Map(),
  site: undefined,
  feedSources: undefined,
  publications: [],
  facultyIds: [],
  facultyNames: new Map(),
  facultyIdentifiers: new Map(),
  imageSizes: new Map(),
});

/** What a snapshot is made of: the stored records and the blobs they may name. */
export interface SnapshotInput {
  version: number | undefined;
  /** When this content was published: the pages' 'Last updated'. */
  importedAt: string | undefined;
  records: { collection: string; position: number; data: Json }[];
  files: { hash: string; name: string }[];
  variants: ImageVariant[];
  blobs: BlobInfo[];
  /** The displayed sizes of source images (absent: none known, og:image goes without its size). */
  imageSizes?: { hash: string; width: number; height: number }[];
}

export interface SnapshotOptions {
  legacyInlineImages: boolean;
  store: BlobStore;
}

/** The faculty list's fields of a member (its summary); its `lang_fallback` keeps only these. */
const SUMMARY_FIELDS = ["id", "name", "designation", "qualification"] as const;

/** `answer` with the `fallbacks` (a record's `lang_fallback`) of its `fields` as its own `lang_fallback`, last; none when none is left. */
function withFallbacks(answer: Json, fallbacks: unknown, fields: readonly string[]): Json {
  const paths = (Array.isArray(fallbacks) ? (fallbacks as string[]) : []).filter((path) =>
    fields.includes(path.split(".")[0]!),
  );
  return paths.length === 0 ? answer : { ...answer, [FALLBACK_FIELD]: paths };
}

/**
 * The snapshot of every language of the site (its stored site record's `languages`; English
 * alone before the first import), or of `languages` when given (a preview: English).
 */
export async function buildSnapshots(
  input: SnapshotInput,
  options: SnapshotOptions,
  languages?: readonly Language[],
): Promise<Map<Language, ContentSnapshot>> {
  const { version, records, files, variants, blobs } = input;
  const blobByHash = new Map(blobs.map((blob) => [blob.hash, blob]));
  const fileIndex = new Map<string, BlobInfo>();
  for (const file of files) {
    const blob = blobByHash.get(file.hash);
    if (blob) fileIndex.set(`${file.hash}/${file.name}`, blob);
  }
  const imageIndex = new Map<string, BlobInfo>();
  const legacyJpeg = new Map<string, string>();
  for (const variant of variants) {
    const blob = blobByHash.get(variant.blob_hash);
    if (!blob) continue;
    if (variant.format === "webp") imageIndex.set(`${variant.source_hash}/${variant.width}`, blob);
    else legacyJpeg.set(variant.source_hash, variant.blob_hash);
  }

  const imageSizes = new Map((input.imageSizes ?? []).map(({ hash, width, height }) => [hash, { width, height }]));
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
  const stored = (collection: string) => (byCollection.get(collection) ?? []).filter(Boolean);
  const snapshots = new Map<Language, ContentSnapshot>();
  for (const lang of languages ?? languagesOf(stored("site")[0] as { languages?: string[] } | undefined)) {
    const snapshot = emptySnapshot(lang);
    snapshot.version = version;
    snapshot.files = fileIndex;
    snapshot.images = imageIndex;
    snapshot.imageSizes = imageSizes;
    await fillAnswers(snapshot, { stored, image, importedAt: input.importedAt });
    snapshots.set(lang, snapshot);
  }
  return snapshots;
}

/** The English snapshot of a set of records (a preview's). */
export async function buildSnapshot(input: SnapshotInput, options: SnapshotOptions): Promise<ContentSnapshot> {
  return (await buildSnapshots(input, options, ["en"])).get("en")!;
}

interface AnswerSources {
  /** A collection's stored records, in order. */
  stored: (collection: string) => Json[];
  image: (sourceHash: unknown) => Promise<string>;
  importedAt: string | undefined;
}

/** The snapshot's site content, precomputed answers and feed sources, made from its language's records. */
async function fillAnswers(snapshot: ContentSnapshot, { stored, image, importedAt }: AnswerSources): Promise<void> {
  const { lang } = snapshot;
  const items = (collection: string) => stored(collection).map((data) => localizeRecord(data, lang));
  const withImage = async (item: Json, field: string): Promise<Json> => ({
    ...item,
    [field]: await image(item[field]),
  });

  const storedSite = stored("site")[0];
  if (storedSite) {
    const value = servedSite(storedSite, importedAt, lang);
    snapshot.site = { value, response: await precompute(value) };
  }

  const bodies = new Map<ApiRouteName, unknown>();
  const homepage = items("homepage")[0];
  if (homepage) bodies.set("homepage", await withImage(homepage, "HOD_profile_image"));
  const faculty = items("faculty").map((member) => {
    const { orcid, dblp, ...answered } = member;
    const identifiers = {
      ...(typeof orcid === "string" ? { orcid } : {}),
      ...(typeof dblp === "string" ? { dblp } : {}),
    };
    snapshot.facultyIdentifiers.set(String(member.id), identifiers);
    return answered;
  });
  snapshot.facultyIds = faculty.map((member) => String(member.id));
  snapshot.facultyNames = new Map(faculty.map((member) => [String(member.id), String(member.name)]));
  const facultyImages = await Promise.all(faculty.map((member) => image(member.image)));
  bodies.set("facultyList", {
    faculties: faculty.map((member, index) =>
      withFallbacks(
        {
          id: member.id,
          name: member.name,
          designation: member.designation,
          qualification: member.qualification,
          image: facultyImages[index],
        },
        member[FALLBACK_FIELD],
        SUMMARY_FIELDS,
      ),
    ),
  });
  // A stored item is its API answer but for its images, stored as source hashes (contract registry/served.ts).
  for (const name of LIST_COLLECTIONS) {
    const { one, many } = answerImageFields(familyServed[publicCollections[name].family].answer);
    const serve = async (item: Json): Promise<Json> => {
      const served = { ...item };
      for (const field of one) served[field] = await image(item[field]);
      for (const field of many) served[field] = await Promise.all((item[field] as unknown[]).map(image));
      return served;
    };
    bodies.set(name, one.length + many.length === 0 ? items(name) : await Promise.all(items(name).map(serve)));
  }
  for (const [name, body] of bodies)
    snapshot.responses.set(name, await precompute(body, PAGE_AND_API_PATHS.has(apiRoutes[name].path)));
  snapshot.publications = stored(PUBLICATIONS_COLLECTION).map((item) => publication.parse(item));
  if (snapshot.site) {
    snapshot.feedSources = {
      departmentName: snapshot.site.value.department.name,
      news: items(NEWS_COLLECTION) as unknown as FeedNotice[],
      events: Object.fromEntries(
        Object.entries(eventFeedKinds).map(([kind, name]) => [kind, items(name) as unknown as FeedEvent[]]),
      ) as FeedSources["events"],
    };
  }

  await Promise.all(
    faculty.map(async (member, index) => {
      const { id, qualification: _qualification, sections, [FALLBACK_FIELD]: fallbacks, ...fixed } = member;
      // The profile shows no qualification: its fallback is not named.
      const detail = withFallbacks(
        { ...fixed, image: facultyImages[index], ...(sections as Json) },
        fallbacks,
        Object.keys(fixed),
      );
      snapshot.facultyDetails.set(String(id), await precompute(detail));
    }),
  );
}
