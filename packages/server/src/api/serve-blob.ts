/** Sends a stored blob: strong ETag, 304, single byte ranges (206/416), immutable caching. */
import fs from "node:fs";
import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { BlobInfo } from "../db/blob-repository.js";
import { databaseUnavailable, HttpError } from "../http-error.js";
import type { BlobStore } from "../storage/blob-store.js";
import { etagMatches } from "./precomputed.js";

export type ByteRange = { start: number; end: number } | "unsatisfiable" | undefined;

/** One `bytes=` range; anything else (several ranges, other units, nonsense) means the whole file. */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return undefined;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return "unsatisfiable";
  return { start, end };
}

/** `inline; filename="..."` with an RFC 5987 form for names that are not plain ASCII. */
export function inlineDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function serveBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  blob: BlobInfo,
  headers: Record<string, string> = {},
): Promise<FastifyReply> {
  const etag = `"${blob.hash}"`;
  reply
    .headers(headers)
    .header("Content-Type", blob.content_type)
    .header("ETag", etag)
    .header("Accept-Ranges", "bytes")
    .header("Cache-Control", "public, max-age=31536000, immutable");
  if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();

  // With PostgreSQL a blob not yet in the local cache is read from the database: unreachable, a 503.
  const local = await store.ensureLocal(blob.hash).catch(() => {
    throw databaseUnavailable();
  });
  if (!local) throw new HttpError(404, "not_found", "The file is not in the store.");

  const ifRange = request.headers["if-range"];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, blob.size) : undefined;
  if (range === "unsatisfiable") {
    // An error, not the file: nothing in it may be cached as the file or matched by its ETag.
    reply.removeHeader("Content-Disposition").removeHeader("ETag").header("Cache-Control", "no-store");
    return reply
      .code(416)
      .type("application/json; charset=utf-8")
      .header("Content-Range", `bytes */${blob.size}`)
      .send({
        error: { code: "range_not_satisfiable", message: `The range is outside the file's ${blob.size} bytes.` },
      });
  }
  const { start, end } = range ?? { start: 0, end: blob.size - 1 };
  if (range) reply.code(206).header("Content-Range", `bytes ${start}-${end}/${blob.size}`);
  reply.header("Content-Length", String(end - start + 1));
  // HEAD keeps the Content-Length only when given a stream (Fastify drains it); send an empty one.
  if (request.method === "HEAD" || blob.size === 0) return reply.send(Readable.from([]));
  return reply.send(fs.createReadStream(local, { start, end }));
}
