/**
 * The content-addressed blob store. Keys are hash prefixes, so a cached file is never stale.
 * SQLite: the files under DATA_DIR/blobs are the store. PostgreSQL: the `blobs` table holds the
 * bytes so every instance can serve every blob; DATA_DIR/blobs is each instance's local cache.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Kysely } from "kysely";
import type { Dialect } from "../db/database.js";
import { readBlobData } from "../db/blob-repository.js";
import type { Database } from "../db/schema.js";

/** Hex characters of SHA-256 kept as the key: 128 bits, short enough for readable URLs. */
export const HASH_LENGTH = 32;
export const HASH_PATTERN = /^[a-f0-9]{32}$/;

export function contentHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, HASH_LENGTH);
}

/** An upload received into a temporary file beside the blobs: its path, hash and size. */
export interface ReceivedFile {
  path: string;
  hash: string;
  size: number;
  /** Removes the temporary file unless it became a blob (adoptLocal); safe to call twice. */
  discard(): Promise<void>;
}

export class BlobStore {
  readonly root: string;
  /**
   * Lookups of the local files (ensureLocal), for /metrics: a hit found the file; a miss did not, and
   * with PostgreSQL then read the blob from the database. Plain counts, so the hot path pays nothing.
   */
  readonly cacheLookups = { hits: 0, misses: 0 };

  constructor(
    dataDir: string,
    private readonly db: Kysely<Database>,
    readonly dialect: Dialect,
  ) {
    this.root = path.join(dataDir, "blobs");
  }

  /** Where a blob lives on local disk. Only ever called with a validated hash. */
  localPath(hash: string): string {
    if (!HASH_PATTERN.test(hash)) throw new Error("invalid blob hash");
    return path.join(this.root, hash.slice(0, 2), hash);
  }

  /** Writes atomically (temporary file + rename), so a killed process never leaves half a blob. */
  async writeLocal(hash: string, bytes: Uint8Array): Promise<void> {
    const target = this.localPath(hash);
    if (fs.existsSync(target)) return;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, target);
  }

  /**
   * Writes a stream to a temporary file under the store (same file system, so adoptLocal is a
   * rename), hashing it on the way. A process killed meanwhile leaves a `.tmp` that the next start removes.
   */
  async receive(stream: Readable): Promise<ReceivedFile> {
    await fs.promises.mkdir(this.root, { recursive: true });
    const file = path.join(this.root, `upload-${randomBytes(8).toString("hex")}.tmp`);
    const hash = createHash("sha256");
    let size = 0;
    const discard = () => fs.promises.rm(file, { force: true });
    try {
      await pipeline(
        stream,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            size += chunk.length;
            done(null, chunk);
          },
        }),
        fs.createWriteStream(file),
      );
    } catch (error) {
      await discard();
      throw error;
    }
    return { path: file, hash: hash.digest("hex").slice(0, HASH_LENGTH), size, discard };
  }

  /** Makes a received file the blob `hash` (a rename); one already stored stays, and the file is left to discard. */
  async adoptLocal(hash: string, file: string): Promise<void> {
    const target = this.localPath(hash);
    if (fs.existsSync(target)) return;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises.rename(file, target);
  }

  /** The local path of a blob, fetching it from PostgreSQL into the cache when missing. */
  async ensureLocal(hash: string): Promise<string | undefined> {
    const target = this.localPath(hash);
    if (fs.existsSync(target)) {
      this.cacheLookups.hits++;
      return target;
    }
    this.cacheLookups.misses++;
    if (this.dialect !== "postgres") return undefined;
    const data = await readBlobData(this.db, hash);
    if (!data) return undefined;
    await this.writeLocal(hash, data);
    return target;
  }

  async read(hash: string): Promise<Buffer | undefined> {
    const local = await this.ensureLocal(hash);
    return local ? fs.promises.readFile(local) : undefined;
  }
}
