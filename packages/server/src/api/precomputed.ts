/** Bodies (the API's JSON, the document) serialized and compressed once per import, then sent as they are. */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface Precomputed {
  /** Strong ETag from the body's hash: identical on every instance serving the same content. */
  etag: string;
  /** The answers to a GET, built once: Fastify's routes and the fast path send the same ones. */
  answers: Readonly<Record<Encoding | "notModified", PrecomputedAnswer>>;
}

type Encoding = "br" | "gzip" | "identity";

/** Status, headers (the security headers come from their own plugin) and body of one answer. */
export interface PrecomputedAnswer {
  status: 200 | 304;
  headers: Readonly<Record<string, string>>;
  body: Buffer | null;
}

/** `varyAccept`: the path is a page too (PAGE_AND_API_PATHS), so its answer depends on Accept as well. */
export function precompute(value: unknown, varyAccept = false): Promise<Precomputed> {
  return precomputeBody(Buffer.from(JSON.stringify(value), "utf8"), "application/json; charset=utf-8", varyAccept);
}

export async function precomputeBody(body: Buffer, contentType: string, varyAccept = false): Promise<Precomputed> {
  const [gzipped, brotlied] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const headers = {
    "cache-control": "no-cache",
    etag,
    vary: varyAccept ? "Accept-Encoding, Accept" : "Accept-Encoding",
    "content-type": contentType,
  };
  const answers = {
    identity: { status: 200, headers, body },
    br: { status: 200, headers: { ...headers, "content-encoding": "br" }, body: brotlied },
    gzip: { status: 200, headers: { ...headers, "content-encoding": "gzip" }, body: gzipped },
    notModified: { status: 304, headers, body: null },
  } as const;
  return { etag, answers };
}

/** Browsers send a handful of distinct Accept-Encoding values; each is parsed once. */
const negotiated = new Map<string, Encoding>();
const NEGOTIATED_MAX = 256;

/** The best encoding the client accepts (br, then gzip), honouring q=0 exclusions. */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  let encoding = negotiated.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(header);
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => /^\s*q=(\S*)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    // q=0, a negative or an unreadable q: "not acceptable" (RFC 9110 allows 0 to 1 only).
    const quality = q === undefined ? 1 : Number(q);
    accepted.set(name, Number.isFinite(quality) && quality > 0 ? quality : 0);
  }
  const quality = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (quality("br") > 0) return "br";
  if (quality("gzip") > 0) return "gzip";
  return "identity";
}

export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/** The answer for a GET with these request headers: 304 when the ETag matches, else the best encoding. */
export function answerFor(
  response: Precomputed,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): PrecomputedAnswer {
  if (etagMatches(ifNoneMatch, response.etag)) return response.answers.notModified;
  return response.answers[negotiateEncoding(acceptEncoding)];
}

export function sendPrecomputed(request: FastifyRequest, reply: FastifyReply, response: Precomputed): FastifyReply {
  const answer = answerFor(response, request.headers["if-none-match"], request.headers["accept-encoding"]);
  reply.code(answer.status).headers(answer.headers);
  return answer.body ? reply.send(answer.body) : reply.send();
}
