/**
 * `content -- export DIR`: the published content back as a content pack: site.yaml, a YAML file per
 * collection (a file per faculty member), and every file and original image it names, under their
 * stored names. `validate` accepts it and importing it serves the same answers byte for byte.
 * It reads one consistent snapshot and never holds a lock, so publishing goes on meanwhile.
 */
import fs from "node:fs";
import path from "node:path";
import { ENTRY_COLLECTIONS, entryDeclarations, isSiteContent, type EntryCollection } from "@dept/contract";
import { stringify } from "yaml";
import { readBlobData } from "../db/blob-repository.js";
import type { DatabaseHandle } from "../db/database.js";
import { liveEntries } from "../db/entry-repository.js";
import type { BlobStore } from "../storage/blob-store.js";
import { mapFileValues, REF_PATTERN, type EntryData, type FileFieldKind } from "../publishing/entry-data.js";

export interface ExportSummary {
  files: number;
  line: string;
}

export async function exportPack(handle: DatabaseHandle, store: BlobStore, dirArg: string, onProgress?: (done: number, total: number) => void): Promise<ExportSummary> {
  const dir = path.resolve(dirArg);
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty; export into a new or empty folder`);
  const { db, dialect } = handle;
  // One snapshot: a publish during the export changes nothing of what it writes.
  const transaction = dialect === "postgres" ? db.transaction().setIsolationLevel("repeatable read") : db.transaction();
  const entries = await transaction.execute((trx) => liveEntries(trx));
  if (entries.length === 0) throw new Error("there is no content to export: import a pack first");
  if (!entries.some(isSiteContent)) {
    throw new Error("the site content is not yet an entry of the editor: import the pack once more, then export");
  }

  /** Pack path -> blob hash of every file to write; a hash gets one path per name. */
  const blobs = new Map<string, string>();
  const taken = new Map<string, string>();
  const place = (folder: string, ref: string): string => {
    const [, hash, name] = REF_PATTERN.exec(ref) ?? [];
    if (!hash || !name) throw new Error(`not a stored reference: ${ref}`);
    // Same name, other content: a folder of its own keeps the name (the name is part of the public link).
    let rel = `${folder}/${name}`;
    if (taken.has(rel) && taken.get(rel) !== hash) rel = `${folder}/${hash.slice(0, 8)}/${name}`;
    taken.set(rel, hash);
    blobs.set(rel, hash);
    return rel;
  };
  // PDFs and images in a folder per collection (images/site/ for the site content's), the video and its captions in video/.
  const folder = (kind: FileFieldKind, collection: string) => (kind === "video" || kind === "captions" ? "video" : `${kind === "pdf" ? "files" : "images"}/${collection}`);

  const byCollection = new Map<string, EntryData[]>();
  for (const entry of entries) {
    const collection = entry.collection as EntryCollection;
    const data = mapFileValues(collection, entry.data, (ref, kind) => place(folder(kind, collection), ref));
    byCollection.set(collection, [...(byCollection.get(collection) ?? []), data]);
  }

  const write = async (rel: string, content: string | Uint8Array) => {
    const full = path.join(dir, rel);
    await fs.promises.mkdir(path.dirname(full), { recursive: true });
    await fs.promises.writeFile(full, content);
  };
  // Each collection where its declaration puts it (hidden and corrected publications too: an import keeps them so).
  for (const collection of ENTRY_COLLECTIONS) {
    const items = byCollection.get(collection) ?? [];
    const { pack } = entryDeclarations[collection];
    if ("folder" in pack) {
      await fs.promises.mkdir(path.join(dir, pack.folder), { recursive: true });
      await Promise.all(items.map((item, index) => write(pack.fileOf(item, index), stringify(item))));
    } else await write(pack.file, stringify(pack.single ? items[0] : items));
  }

  let done = 0;
  for (const [rel, hash] of blobs) {
    const local = await store.ensureLocal(hash);
    const bytes = local ? await fs.promises.readFile(local) : await readBlobData(db, hash);
    if (!bytes) throw new Error(`${rel}: its file (${hash}) is not in the blob store; import the pack once more to keep originals`);
    await write(rel, bytes);
    onProgress?.((done += 1), blobs.size);
  }
  return { files: blobs.size, line: `Exported ${entries.length - 1} entries and the site content with ${blobs.size} files to ${dir}.` };
}
