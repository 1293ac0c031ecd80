/** JSON bodies serialized and compressed once per import, then sent as they are. */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface Precomputed {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong ETag from the body's hash: identical on every instance serving the same content. */
  etag: string;
}

export async function precompute(value: unknown): Promise<Precomputed> {
  const body = Buffer.from(JSON.stringify(value), "utf8");
  const [gzipped, brotlied] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  ]);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, gzip: gzipped, br: brotlied, etag };
}

type Encoding = "br" | "gzip" | "identity";

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
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
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

export function sendPrecomputed(request: FastifyRequest, reply: FastifyReply, response: Precomputed): FastifyReply {
  reply
    .header("Cache-Control", "no-cache")
    .header("ETag", response.etag)
    .header("Vary", "Accept-Encoding")
    .type("application/json; charset=utf-8");
  if (etagMatches(request.headers["if-none-match"], response.etag)) return reply.code(304).send();
  const encoding = negotiateEncoding(request.headers["accept-encoding"]);
  if (encoding === "identity") return reply.send(response.body);
  return reply.header("Content-Encoding", encoding).send(encoding === "br" ? response.br : response.gzip);
}
