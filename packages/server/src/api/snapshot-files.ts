/**
 * A file (`/api/files/{hash}/{name}`) or image variant (`/api/images/{hash}/{width}.webp`) of a
 * content snapshot: the public file routes serve the live snapshot's, a preview its own. Paths
 * are only ever looked up in the snapshot's index; nothing from the URL reaches the file system,
 * and every traversal attempt is refused before the lookup.
 */
import { IMAGE_WIDTHS } from "@dept/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../http-error.js";
import { HASH_PATTERN, type BlobStore } from "../storage/blob-store.js";
import type { ContentSnapshot } from "./content-service.js";
import { inlineDisposition, serveBlob } from "./serve-blob.js";

const encodedTraversal = /%(2e|2f|5c|00)/i;

/** The decoded rest of the path as segments, refusing `..`, `.`, backslashes, NUL and encoded separators. */
function pathSegments(request: FastifyRequest, rest: string): string[] {
  const rawPath = (request.raw.url ?? "").split("?")[0]!;
  if (encodedTraversal.test(rawPath) || /[\\\0]/.test(rest) || rest.startsWith("/")) {
    throw new HttpError(400, "bad_path", "The path holds characters that are not allowed.");
  }
  const segments = rest.split("/");
  if (segments.some((segment) => segment === ".." || segment === "." || segment === "")) {
    throw new HttpError(400, "bad_path", "The path holds characters that are not allowed.");
  }
  return segments;
}

const notFound = () => new HttpError(404, "not_found", "No such file.");

/**
 * Serves a file (`kind` "files": `{hash}/{name}`) or an image variant ("images":
 * `{hash}/{width}.webp`) of `snapshot`, `rest` being the path after `/api/files/` or `/api/images/`.
 */
export function serveSnapshotFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  snapshot: ContentSnapshot,
  kind: "files" | "images",
  rest: string,
) {
  const segments = pathSegments(request, rest);
  if (kind === "files") {
    if (segments.length !== 2 || !HASH_PATTERN.test(segments[0]!)) throw notFound();
    const [hash, name] = segments as [string, string];
    const blob = snapshot.files.get(`${hash}/${name}`);
    if (!blob) throw notFound();
    const headers: Record<string, string> =
      blob.content_type === "application/pdf" ? { "Content-Disposition": inlineDisposition(name) } : {};
    return serveBlob(request, reply, store, blob, headers);
  }
  const width = /^(\d{1,5})\.webp$/.exec(segments[1] ?? "")?.[1];
  if (
    segments.length !== 2 ||
    !HASH_PATTERN.test(segments[0]!) ||
    !width ||
    !(IMAGE_WIDTHS as readonly number[]).includes(Number(width))
  ) {
    throw notFound();
  }
  const blob = snapshot.images.get(`${segments[0]}/${Number(width)}`);
  if (!blob) throw notFound();
  return serveBlob(request, reply, store, blob);
}
