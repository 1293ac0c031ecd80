/**
 * Makes the live revisions of the entries the content visitors get: the records of every
 * collection, the files they name, the search index and a new content version, all in the caller's
 * transaction, and records it as a publication. An import and every publish in the editor end here,
 * so both build the public content with the same code (content/records.ts).
 */
import { packListFiles, type EditableCollection, type PackListName } from "@dept/contract";
import type { Transaction } from "kysely";
import { collectionRecords, type PackBlobs, type StoredFile } from "../content/records.js";
import { blobContentTypes, replaceContentFiles } from "../db/blob-repository.js";
import { replaceContent } from "../db/content-repository.js";
import type { Dialect } from "../db/database.js";
import { insertPublication, liveEntries } from "../db/entry-repository.js";
import type { Database, NewContentRecord } from "../db/schema.js";
import { replaceSearchIndex, storedPdfTexts } from "../db/search-repository.js";
import { searchEntries } from "../search/search-documents.js";
import type { ValidatedPack } from "../content/validate.js";
import { fileValues, REF_PATTERN, type EntryData } from "./entry-data.js";

export interface PublishOptions {
  actor: string;
  summary: string;
  /** The "site" and "homepage" records (an import brings new ones); the current ones otherwise. */
  siteRecords?: NewContentRecord[];
}

/** The files of the site record (its video and captions, stored as `hash/name`). */
function siteFiles(records: NewContentRecord[]): { hash: string; name: string }[] {
  const site = records.find((record) => record.collection === "site");
  const video = site ? (JSON.parse(site.data) as { video?: { file?: string; captions?: string } }).video : undefined;
  return [video?.file, video?.captions].flatMap((ref) => {
    const match = ref ? REF_PATTERN.exec(ref) : null;
    return match ? [{ hash: match[1]!, name: match[2]! }] : [];
  });
}

export async function publishLive(trx: Transaction<Database>, dialect: Dialect, options: PublishOptions): Promise<number> {
  const live = await liveEntries(trx);
  const lists = Object.fromEntries(Object.keys(packListFiles).map((name) => [name, [] as EntryData[]])) as Record<PackListName, EntryData[]>;
  const faculty: EntryData[] = [];
  const blobs: PackBlobs = { files: new Map<string, StoredFile>(), images: new Map(), imageSizes: new Map() };
  const pdfRefs: string[] = [];
  for (const entry of live) {
    const data = JSON.parse(entry.data) as EntryData;
    const collection = entry.collection as EditableCollection;
    if (collection === "faculty") faculty.push(data);
    else lists[collection].push(data);
    for (const { kind, value } of fileValues(collection, data)) {
      const match = REF_PATTERN.exec(value);
      if (!match) throw new Error(`entry ${entry.id}: ${value} is not a stored reference`);
      if (kind === "image") blobs.images.set(value, match[1]!);
      else pdfRefs.push(value);
    }
  }
  const types = await blobContentTypes(trx, pdfRefs.map((ref) => REF_PATTERN.exec(ref)![1]!));
  for (const ref of pdfRefs) {
    const [, hash, name] = REF_PATTERN.exec(ref)!;
    const contentType = types.get(hash!);
    if (!contentType) throw new Error(`the file ${ref} is not in the blob store`);
    blobs.files.set(ref, { hash: hash!, name: name!, contentType });
  }

  const siteRecords =
    options.siteRecords ??
    (await trx.selectFrom("content_records").select(["collection", "position", "record_key", "data"]).where("collection", "in", ["site", "homepage"]).execute());
  // The entries are in pack shape with references for paths: the import's own record builder reads them.
  const records = [...siteRecords, ...collectionRecords({ faculty, lists } as unknown as Pick<ValidatedPack, "faculty" | "lists">, blobs)];
  const fileRows = new Map([...blobs.files.values(), ...siteFiles(siteRecords)].map((file) => [`${file.hash}/${file.name}`, { hash: file.hash, name: file.name }]));

  // PDF texts were read when the file came in (import or upload); a missing one is searched by title.
  const entries = searchEntries(records);
  const texts = await storedPdfTexts(trx, [...new Set(entries.flatMap((entry) => (entry.pdf ? [entry.pdf.hash] : [])))]);
  await replaceContentFiles(trx, [...fileRows.values()]);
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
