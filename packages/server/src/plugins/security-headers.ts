/** Security headers on every response: pages, API, files and errors alike. */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * One place for the policy. The PDF viewer needs wasm (pdf.js image decoders), blob: workers and
 * frames; script-src must never allow inline script.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  // pdf.js: its worker and wasm image decoders come from our own origin.
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": CONTENT_SECURITY_POLICY,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()",
  "X-Frame-Options": "DENY",
};

/** The public, read-only API may be called by a web build on another origin (API_BASE); no credentials. */
const apiPath = /^\/(endpoints|events|generals|api)\//;
const API_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, "Access-Control-Allow-Origin": "*" };

/** The headers every response to this URL carries (the fast path for API answers sends them too). */
export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  return apiPath.test(url) ? API_HEADERS : SECURITY_HEADERS;
}

export const securityHeaders = fp(async (app: FastifyInstance) => {
  // onRequest runs before routing, so even 404s, errors and static files carry the headers.
  // A callback hook, not an async one: it runs on every request and needs no promise.
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(securityHeadersFor(request.url));
    done();
  });
});
