/**
 * The API's hottest requests answered before Fastify: a plain GET of one of spec section 7's list
 * paths (no query string), whose answer is precomputed. Under load (`npm run bench`, 64
 * connections) such a request cost the server about 1.5 times the CPU of a bare `node:http`
 * answer of the same bytes when it went through Fastify, about 1.3 times this way (the log line
 * is most of the rest). This path writes the same status, headers and bytes as the Fastify route
 * (`test/fast-path.test.ts` compares them) and logs the same line. Everything else goes on to
 * Fastify: other paths, HEAD, a query string or trailing slash, and these paths before any content
 * is loaded (Fastify answers those with the JSON errors). Loaded content is served from memory,
 * also while the database is unreachable.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { apiRoutes, type ApiRouteName } from "@dept/contract";
import type { FastifyBaseLogger } from "fastify";
import { isHttps, securityHeadersFor } from "../plugins/security-headers.js";
import type { ContentService } from "./content-service.js";
import { answerFor, type PrecomputedAnswer } from "./precomputed.js";

/** Answers the request and returns true, or leaves it untouched and returns false. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

const listPaths = new Map(
  (Object.entries(apiRoutes) as [ApiRouteName, { path: string }][]).filter(([name]) => name !== "facultyDetails").map(([name, route]) => [route.path, name]),
);

export function precomputedFastPath(content: ContentService, log: FastifyBaseLogger, nextRequestId: () => string, trustProxy: number): FastPath {
  // Every answer's complete header sets (over HTTP and HTTPS) are built once; a new object per
  // request cost more than all the rest of this function.
  const headerSets = new WeakMap<PrecomputedAnswer, Record<string, string | number>>();
  const secureHeaderSets = new WeakMap<PrecomputedAnswer, Record<string, string | number>>();
  return (request, response) => {
    const url = request.url ?? "";
    const name = request.method === "GET" ? listPaths.get(url) : undefined;
    const precomputed = name ? content.snapshot.responses.get(name) : undefined;
    if (!precomputed) return false;
    const start = performance.now();
    const answer = answerFor(precomputed, request.headers["if-none-match"], request.headers["accept-encoding"]);
    const secure = isHttps(request, trustProxy);
    const sets = secure ? secureHeaderSets : headerSets;
    let headers = sets.get(answer);
    if (!headers) {
      headers = { ...securityHeadersFor(url, secure), ...answer.headers, ...(answer.body ? { "content-length": answer.body.length } : {}) };
      sets.set(answer, headers);
    }
    response.writeHead(answer.status, headers);
    response.end(answer.body ?? undefined);
    log.info({ reqId: nextRequestId(), method: "GET", url, status: answer.status, ms: Math.round(performance.now() - start) }, "request");
    return true;
  };
}
