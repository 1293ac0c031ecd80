/** Security headers on every response, set before routing (the policy: security-policy.ts). */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isHttps, securityHeadersFor } from "../security-policy.js";

export const securityHeaders = fp(async (app: FastifyInstance, options: { trustProxy: number }) => {
  // onRequest runs before routing, so even 404s, errors and static files carry the headers.
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url, isHttps(request.raw, options.trustProxy)));
    done();
  });
});
