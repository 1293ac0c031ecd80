/** Security headers on every response, set before routing (the policy: security-policy.ts). */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isHttps, securityHeadersFor } from "../security-policy.js";

export const securityHeaders = fp(async (app: FastifyInstance, options: { trustProxy: number }) => {
  // onRequest runs before routing, so even 404s, errors and static files carry the headers.
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook("onRequest", (request, reply, done) => {
    const https = isHttps(request.raw, options.trustProxy);
    reply.headers(securityHeadersFor(request.url, https));
    // One reading of the scheme for everything after: Fastify's request.protocol (the editor's
    // Secure cookies) reads the header as sent, so `X-Forwarded-Proto: HTTPS` would give HSTS
    // without Secure cookies. The scheme is case-insensitive (RFC 3986): the header is set lowercase.
    if (options.trustProxy > 0 && request.headers["x-forwarded-proto"] !== undefined)
      request.headers["x-forwarded-proto"] = https ? "https" : "http";
    done();
  });
});
