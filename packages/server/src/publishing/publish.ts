/**
 * Makes the live revisions of the entries the content visitors get: the records of every
 * collection and of the site content, the files they name, the search index and a new content
 * version, all in the caller's transaction, and records it as a publication. An import and every
 * publish in the editor end here, so both build the public content with the same code
 * (records.ts); a preview builds the same records without storing them.
 */
import {
  EDITABLE_COLLECTIONS,
  isEditable,
  isSiteContent,
  type EditableCollection,
  type EntryCollection,
  type SitePack,
} from "@dept/contract";
import type { Kysely, Transaction } from "kysely";
import { collectionRecords, siteRecords, type PackBlobs, type StoredFile } from "./records.js";
import { blobContentTypes, imageSizes, replaceContentFiles } from "../db/blob-repository.js";
import { contentRecordsOf, replaceContent, type PublicRecord } from "../db/content-repository.js";
import type { Dialect } from "../db/database.js";
import { insertPublication, liveEntries } from "../db/entry-repository.js";
import type { Database } from "../db/schema.js";
import { replaceSearchIndex, storedPdfTexts } from "../db/search-repository.js";
import { searchEntries } from "../search/search-documents.js";
import { fileValues, REF_PATTERN, type EntryData } from "./entry-data.js";

type Db = Kysely<Database> | Transaction<Database>;

export interface PublishOptions {
  actor: string;
  summary: string;
}

/** The public records made from the live revisions, and the files they name. */
export interface LiveContent {
  records: PublicRecord[];
  files: { hash: string; name: string }[];
  /** Each entry's live revision, in collection and position order. */
  live: { id: string; revision: string }[];
}

/** The files of the site record (its video and captions, stored as `hash/name`). */
function siteFiles(records: PublicRecord[]): { hash: string; name: string }[] {
  const site = records.find(isSiteContent);
  const video = (site?.data as { video?: { file?: string; captions?: string } } | undefined)?.video;
  return [video?.file, video?.captions].flatMap((ref) => {
    const match = ref ? REF_PATTERN.exec(ref) : null;
    return match ? [{ hash: match[1]!, name: match[2]! }] : [];
  });
}

/**
 * Builds the public records from every entry's live revision; `draft` stands in for its entry's
 * live revision (a preview). Only reads.
 */
export async function buildLiveContent(
  db: Db,
  draft?: { entryId: string; collection: EntryCollection; data: EntryData },
): Promise<LiveContent> {
  let live = await liveEntries(db);
  if (draft) {
    const stand = { id: draft.entryId, collection: draft.collection, revision: "", data: draft.data };
    // A draft of a live entry takes its place; a draft of an entry not on the site comes last in its collection.
    live = live.some((entry) => entry.id === draft.entryId)
      ? live.map((entry) => (entry.id === draft.entryId ? stand : entry))
      : [...live, stand].sort((a, b) => (a.collection < b.collection ? -1 : a.collection > b.collection ? 1 : 0));
  }
  const entries = Object.fromEntries(EDITABLE_COLLECTIONS.map((name) => [name, [] as EntryData[]])) as Record<
    EditableCollection,
    EntryData[]
  >;
  let site: EntryData | undefined;
  const blobs: PackBlobs = { files: new Map<string, StoredFile>(), images: new Map(), imageSizes: new Map() };
  const fileRefs: string[] = [];
  for (const entry of live) {
    const { data } = entry;
    const collection = entry.collection as EntryCollection;
    if (isEditable(collection)) entries[collection].push(data);
    else site = data;
    for (const { kind, value } of fileValues(collection, data)) {
      const match = REF_PATTERN.exec(value);
      if (!match) throw new Error(`entry ${entry.id}: ${value} is not a stored reference`);
      if (kind === "image") blobs.images.set(value, match[1]!);
      else fileRefs.push(value);
    }
  }
  const types = await blobContentTypes(
    db,
    fileRefs.map((ref) => REF_PATTERN.exec(ref)![1]!),
  );
  for (const ref of fileRefs) {
    const [, hash, name] = REF_PATTERN.exec(ref)!;
    const contentType = types.get(hash!);
    if (!contentType) throw new Error(`the file ${ref} is not in the blob store`);
    blobs.files.set(ref, { hash: hash!, name: name!, contentType });
  }

  let siteContent = await contentRecordsOf(db, ["site", "homepage"]);
  if (site) {
    // The site content's images are sized for the page's <img> (no layout shift).
    const sizes = await imageSizes(db, [...blobs.images.values()]);
    for (const [ref, hash] of blobs.images) {
      const size = sizes.get(hash);
      if (size) blobs.imageSizes.set(ref, size);
    }
    siteContent = siteRecords(site as unknown as SitePack, blobs);
  }
  // The entries are in pack shape with references for paths: the import's own record builder reads them.
  const records = [...siteContent, ...collectionRecords(entries, blobs)];
  const files = new Map(
    [...blobs.files.values(), ...siteFiles(siteContent)].map((file) => [
      `${file.hash}/${file.name}`,
      { hash: file.hash, name: file.name },
    ]),
  );
  return {
    records,
    files: [...files.values()],
    live: live.map((entry) => ({ id: entry.id, revision: entry.revision })),
  };
}

export async function publishLive(
  trx: Transaction<Database>,
  dialect: Dialect,
  options: PublishOptions,
): Promise<number> {
  const { records, files, live } = await buildLiveContent(trx);
  // PDF texts were read when the file came in (import or upload); a missing one is searched by title.
  const entries = searchEntries(records);
  const texts = await storedPdfTexts(trx, [
    ...new Set(entries.flatMap((entry) => (entry.pdf ? [entry.pdf.hash] : []))),
  ]);
  await replaceContentFiles(trx, files);
  await replaceSearchIndex(trx, dialect, entries, texts);
  const version = await replaceContent(trx, records, options.summary);
  await insertPublication(trx, {
    version,
    at: new Date().toISOString(),
    actor: options.actor,
    summary: options.summary,
    live: live.map((entry) => [entry.id, entry.revision]),
  });
  return version;
}
