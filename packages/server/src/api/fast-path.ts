/**
 * The hottest requests answered before Fastify: a plain GET of one of spec section 7's list paths
 * (no query string), whose answer is precomputed, and a browser's GET of a page whose document
 * Fastify's route has already made for the current content. Under load (`npm run bench`) Fastify's
 * request cycle was most of what such a request cost beyond a bare `node:http` answer of the same
 * bytes (BENCHMARKS.md, "What changed to reach them", has the figures). These paths write the same
 * status, headers and bytes as the Fastify routes (`test/fast-path.test.ts` compares them) and log
 * the same line.
 * Everything else goes on to Fastify: other paths, HEAD, a query string or trailing slash, and
 * these paths before any content is loaded (Fastify answers those with the JSON errors). Loaded
 * content is served from memory, also while the database is unreachable.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { apiRoutes, PAGE_AND_API_PATHS, wantsPage, type ApiRouteName } from "@dept/contract";
import type { FastifyBaseLogger } from "fastify";
import pino from "pino";
import { isHttps, securityHeadersFor } from "../security-policy.js";
import type { ContentService } from "./content-service.js";
import { answerFor, type Precomputed, type PrecomputedAnswer } from "./precomputed.js";

/** Answers the request and returns true, or leaves it untouched and returns false. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

const listPaths = new Map(
  (Object.entries(apiRoutes) as [ApiRouteName, { path: string }][])
    .filter(([name]) => name !== "facultyDetails")
    .map(([name, route]) => [route.path, name]),
);

export type RequestLog = (reqId: string, url: string, status: number, ms: number) => void;

/**
 * Logs a request the way `log.info({ reqId, method: "GET", url, status, ms }, "request")` does,
 * with the line formatted here and written straight to the logger's stream: pino's call builds an
 * object, then walks its keys, for every request (BENCHMARKS.md has the cost). The line is checked once against pino's own for this logger; a logger that
 * writes it otherwise (serializers, redaction, formatters, a mixin, hooks), or is not pino, gets
 * the call.
 */
export function requestLog(log: FastifyBaseLogger): RequestLog {
  const call: RequestLog = (reqId, url, status, ms) => log.info({ reqId, method: "GET", url, status, ms }, "request");
  const { streamSym, timeSym, chindingsSym, lsCacheSym, asJsonSym, mixinSym, hooksSym, needsMetadataGsym } =
    pino.symbols;
  const logger = log as unknown as Record<symbol, unknown>;
  const stream = logger[streamSym] as { write?: (line: string) => void; [needsMetadataGsym]?: boolean } | undefined;
  const asJson = logger[asJsonSym] as ((obj: object, msg: string, level: number, time: string) => string) | undefined;
  const hooks = logger[hooksSym] as { logMethod?: unknown; streamWrite?: unknown } | undefined;
  if (
    typeof stream?.write !== "function" ||
    !asJson ||
    stream[needsMetadataGsym] ||
    logger[mixinSym] ||
    hooks?.logMethod ||
    hooks?.streamWrite
  )
    return call;

  // It is pino, then: the stream and the level check are pino's.
  const out = stream as { write(line: string): void };
  const pinoLog = log as unknown as pino.Logger;
  const level = (logger[lsCacheSym] as Record<number, string>)[30];
  const time = logger[timeSym] as () => string;
  // The list paths, ready to go into the line.
  const urls = new Map<string, string>();
  const format = (timePart: string, reqId: string, url: string, status: number, ms: number) => {
    let urlJson = urls.get(url);
    if (urlJson === undefined) urls.set(url, (urlJson = JSON.stringify(url)));
    return `${level}${timePart}${logger[chindingsSym] as string},"reqId":${JSON.stringify(reqId)},"method":"GET","url":${urlJson},"status":${status},"ms":${ms},"msg":"request"}\n`;
  };
  const sample = { reqId: "req-0", method: "GET", url: "/endpoints/homepage", status: 200, ms: 0 };
  if (
    format(',"time":0', sample.reqId, sample.url, sample.status, sample.ms) !==
    asJson.call(log, sample, "request", 30, ',"time":0')
  )
    return call;
  return (reqId, url, status, ms) => {
    if (pinoLog.isLevelEnabled("info")) out.write(format(time.call(log), reqId, url, status, ms));
  };
}

/** Writes a precomputed answer as Fastify's route would, with its security headers, and logs it. */
type AnswerWriter = (
  request: IncomingMessage,
  response: ServerResponse,
  url: string,
  precomputed: Precomputed,
  /** Headers over the answer's own: a constant object (the header sets are kept per answer and object). */
  extra?: Readonly<Record<string, string>>,
) => void;

function answerWriter(log: FastifyBaseLogger, nextRequestId: () => string, trustProxy: number): AnswerWriter {
  // Every answer's complete header sets (over HTTP and HTTPS) are built once; a new object per
  // request cost more than all the rest of this function.
  type Sets = Map<Readonly<Record<string, string>> | undefined, Record<string, string | number>>;
  const headerSets = new WeakMap<PrecomputedAnswer, Sets>();
  const secureHeaderSets = new WeakMap<PrecomputedAnswer, Sets>();
  const logRequest = requestLog(log);
  return (request, response, url, precomputed, extra) => {
    const start = performance.now();
    const answer = answerFor(precomputed, request.headers["if-none-match"], request.headers["accept-encoding"]);
    const secure = isHttps(request, trustProxy);
    const sets = secure ? secureHeaderSets : headerSets;
    let forAnswer = sets.get(answer);
    if (!forAnswer) sets.set(answer, (forAnswer = new Map()));
    let headers = forAnswer.get(extra);
    if (!headers) {
      headers = {
        ...securityHeadersFor(url, secure),
        ...answer.headers,
        ...extra,
        ...(answer.body ? { "content-length": answer.body.length } : {}),
      };
      forAnswer.set(extra, headers);
    }
    response.writeHead(answer.status, headers);
    response.end(answer.body ?? undefined);
    logRequest(nextRequestId(), url, answer.status, Math.round(performance.now() - start));
  };
}

export function precomputedFastPath(
  content: ContentService,
  log: FastifyBaseLogger,
  nextRequestId: () => string,
  trustProxy: number,
): FastPath {
  const write = answerWriter(log, nextRequestId, trustProxy);
  return (request, response) => {
    const url = request.url ?? "";
    const name = request.method === "GET" ? listPaths.get(url) : undefined;
    // A browser's or crawler's navigation to a path that is a page too gets the page (plugins/static-web.ts).
    if (name && PAGE_AND_API_PATHS.has(url) && wantsPage(request.headers.accept)) return false;
    const precomputed = name ? content.snapshot.responses.get(name) : undefined;
    if (!precomputed) return false;
    write(request, response, url, precomputed);
    return true;
  };
}

/**
 * A document already served at a plain address (no query) of the current content, by that address
 * (plugins/static-web.ts keeps them): what a browser's navigation to it gets, without Fastify.
 */
export type ServedDocuments = (url: string) => Precomputed | undefined;

/** A page's document at a path that is an API answer too differs by Accept (plugins/static-web.ts). */
const VARY_ACCEPT = { vary: "Accept-Encoding, Accept" } as const;

/**
 * The pages' documents before Fastify, as the list answers are: a browser's GET (Accept names
 * text/html) of an address whose document Fastify's route has served already for this content.
 * The first request to each address, other methods and clients, and queries go to Fastify.
 */
export function documentFastPath(
  documents: ServedDocuments,
  log: FastifyBaseLogger,
  nextRequestId: () => string,
  trustProxy: number,
): FastPath {
  const write = answerWriter(log, nextRequestId, trustProxy);
  return (request, response) => {
    if (request.method !== "GET" || !wantsPage(request.headers.accept)) return false;
    const url = request.url ?? "";
    const precomputed = documents(url);
    if (!precomputed) return false;
    write(request, response, url, precomputed, PAGE_AND_API_PATHS.has(url) ? VARY_ACCEPT : undefined);
    return true;
  };
}
