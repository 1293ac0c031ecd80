/**
 * The one error shape, `{"error":{"code","message"}}`, on every answer that is not a success,
 * never with internals: the error and 404 handlers, 405 with `Allow` for a method a known path
 * does not take, and the answers produced before routing (a malformed URL, a request the HTTP
 * parser refuses), which also carry the security headers.
 */
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { isDatabaseUnreachable } from "../db/unreachable.js";
import { databaseUnavailable, HttpError } from "../http-error.js";
import { isHttps, SECURITY_HEADERS, securityHeadersFor } from "../security-policy.js";
import { wantsDocument } from "./static-web.js";

/** The web editor's answers (/admin/...) are never cached nor indexed, errors made outside its routes too. */
export const EDITOR_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
};
const isEditorUrl = (url: string) => /^\/admin(?:[/?]|$)/.test(url);

/**
 * A failed answer stores no session (routes/admin/index.ts): @fastify/session saves it in onSend,
 * after this handler answered, and its store is the database, which has likely failed already.
 */
function dropSession(request: FastifyRequest): void {
  const holder = request as { session?: unknown };
  if (holder.session) holder.session = null;
}

/** What clients read in `error.code` for each status. */
const CODES: Readonly<Record<number, string>> = {
  400: "bad_request",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  406: "not_acceptable",
  408: "request_timeout",
  411: "length_required",
  413: "payload_too_large",
  414: "uri_too_long",
  415: "unsupported_media_type",
  416: "range_not_satisfiable",
  429: "too_many_requests",
  431: "headers_too_large",
  501: "not_implemented",
};

export const errorCodeFor = (status: number) => CODES[status] ?? (status < 500 ? "bad_request" : "internal_error");

/** Methods a path may be asked with that the public site never takes unless a route says so. */
const OTHER_METHODS = ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * The error handler. A context whose onSend hooks can fail (the editor's session store) sets it
 * again: Fastify hands an error raised while sending an error answer to the handler's parent, so
 * that one is ours too instead of Fastify's default, which would answer with the error's own words.
 */
export function answerError(thrown: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  // A database that cannot be reached is a 503 that says so, never the driver's words.
  const error = !(thrown instanceof HttpError) && isDatabaseUnreachable(thrown) ? databaseUnavailable(thrown) : thrown;
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) {
      dropSession(request);
      request.log.warn({ code: error.code, err: error.cause }, error.message);
    }
    return reply.code(error.statusCode).send({ error: { code: error.code, message: error.message } });
  }
  const status = typeof error.statusCode === "number" ? error.statusCode : 500;
  if (error.code === "FST_CSRF_MISSING_SECRET" || error.code === "FST_CSRF_INVALID_TOKEN") {
    return reply.code(403).send({
      error: {
        code: "bad_csrf_token",
        message: "This request lacks a valid CSRF token; reload the page and try again.",
      },
    });
  }
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ error: { code: errorCodeFor(status), message: error.message } });
  }
  request.log.error({ err: error }, "request failed");
  dropSession(request);
  const unavailable = status === 503;
  return reply.code(unavailable ? 503 : 500).send({
    error: unavailable
      ? { code: "unavailable", message: "The service is unavailable; please try again in a moment." }
      : { code: "internal_error", message: "Something went wrong on the server." },
  });
}

export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) => {
    // A page's address (issue 34): its document, or the not-found page with 404, for a browser.
    if (app.serveDocument && wantsDocument(request)) return app.serveDocument(request, reply);
    const path = request.url.split("?")[0]!.slice(0, 200);
    if (isEditorUrl(request.url)) reply.headers(EDITOR_HEADERS);
    return reply.code(404).send({ error: { code: "not_found", message: `Nothing is served at ${path}` } });
  });

  app.setErrorHandler(answerError);

  // Every path's methods, to answer the others with 405 once all routes are in (app.ts).
  const methodsByUrl = new Map<string, Set<string>>();
  app.addHook("onRoute", (route: RouteOptions) => {
    const methods = methodsByUrl.get(route.url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    methodsByUrl.set(route.url, methods);
  });
  app.decorate("routeMethods", () => new Map([...methodsByUrl].map(([url, methods]) => [url, [...methods].sort()])));
  app.decorate("answerOtherMethods", () => {
    for (const [url, methods] of [...methodsByUrl]) {
      if (!methods.has("GET")) continue;
      const missing = OTHER_METHODS.filter((method) => !methods.has(method));
      const allow = [...methods].sort().join(", ");
      if (missing.length === 0) continue;
      app.route({
        method: [...missing],
        url,
        handler: (request, reply) =>
          reply
            .headers(isEditorUrl(url) ? EDITOR_HEADERS : {})
            .code(405)
            .header("Allow", allow)
            .send({
              error: { code: "method_not_allowed", message: `${request.method} is not allowed here; use ${allow}.` },
            }),
      });
    }
  });
});

declare module "fastify" {
  interface FastifyInstance {
    /** Adds the 405 answers; call once every route is registered. */
    answerOtherMethods: () => void;
    /** Every route's path and its methods, 405 answers included (tests enumerate the routes with it). */
    routeMethods: () => ReadonlyMap<string, readonly string[]>;
  }
}

/** Fastify's `frameworkErrors`: a URL the router cannot decode, or a path part too long. The answer never echoes the URL. */
export function frameworkErrors(trustProxy: number) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const tooLong = error.code === "FST_ERR_MAX_PARAM_LENGTH";
    const url = request.raw.url ?? "/";
    if (isEditorUrl(url)) reply.headers(EDITOR_HEADERS);
    reply
      .headers(securityHeadersFor(url, isHttps(request.raw, trustProxy)))
      .code(tooLong ? 414 : 400)
      .send({
        error: tooLong
          ? { code: "uri_too_long", message: "A part of the address is too long." }
          : { code: "bad_url", message: "The address holds an invalid percent-encoding." },
      });
  };
}

/** What a request the HTTP parser refused gets, by Node's error code. */
function clientErrorAnswer(code: string | undefined): { status: number; code: string; message: string } {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, code: "headers_too_large", message: "The request's headers are too large." };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, code: "request_timeout", message: "The request took too long to arrive." };
    case "HPE_INVALID_METHOD":
      return { status: 501, code: "not_implemented", message: "The request's method is not one this server knows." };
    case "HPE_INVALID_CONTENT_LENGTH":
    case "HPE_UNEXPECTED_CONTENT_LENGTH":
      return { status: 400, code: "bad_content_length", message: "The request's Content-Length is not valid." };
    default:
      return { status: 400, code: "bad_request", message: "The request is not valid HTTP." };
  }
}

/** Fastify's `clientErrorHandler`: answers on the raw socket, with the security headers, then closes it. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  if (socket.writable) {
    const answer = clientErrorAnswer(error.code);
    const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
    const headers = {
      ...SECURITY_HEADERS,
      "Cross-Origin-Resource-Policy": "same-origin",
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
      "Cache-Control": "no-store",
      Connection: "close",
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
