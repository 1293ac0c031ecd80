/**
 * The security headers of every response (pages, API, files and errors alike): the policy that
 * plugins/security-headers.ts applies, and the fast path and pre-routing errors apply themselves.
 */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { DOCUMENT_SCRIPT_HASH } from "./web/document-script.js";

/**
 * One place for the policy. The PDF viewer needs wasm (pdf.js image decoders), blob: workers and
 * frames; script-src never allows inline script but the document's one head script, by its hash.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' 'wasm-unsafe-eval' ${DOCUMENT_SCRIPT_HASH}`,
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
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()",
  "X-Frame-Options": "DENY",
};

/** HTTPS only: browsers then refuse plain HTTP for this host for a year (at least 6 months is asked). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** The public, read-only API may be called by a web build on another origin (API_BASE); no credentials. */
const apiPath = /^\/(endpoints|events|generals|api)\//;
/**
 * Files and images are embedded by such a build too (`<img>`, the viewer's document): they may be
 * read cross-origin. Everything else only by our own pages. (CORP governs no-cors requests; the
 * API's JSON, fetched with CORS, is governed by Access-Control-Allow-Origin.)
 */
const embeddablePath = /^\/(api\/(files|images)|feeds)\//;

function headerSet(extra: Record<string, string>): {
  plain: Readonly<Record<string, string>>;
  secure: Readonly<Record<string, string>>;
} {
  const plain = { ...SECURITY_HEADERS, ...extra };
  return { plain, secure: { ...plain, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } };
}

const PAGE = headerSet({ "Cross-Origin-Resource-Policy": "same-origin" });
const API = headerSet({ "Cross-Origin-Resource-Policy": "same-origin", "Access-Control-Allow-Origin": "*" });
const EMBEDDABLE = headerSet({ "Cross-Origin-Resource-Policy": "cross-origin", "Access-Control-Allow-Origin": "*" });

/**
 * Whether the visitor's connection is HTTPS: TLS on this socket, or, behind a trusted proxy
 * (TRUST_PROXY), the last X-Forwarded-Proto entry, the one the proxy nearest to us wrote.
 */
export function isHttps(request: IncomingMessage, trustProxy: number): boolean {
  if ((request.socket as TLSSocket).encrypted) return true;
  if (trustProxy === 0) return false;
  const forwarded = request.headers["x-forwarded-proto"];
  const value = Array.isArray(forwarded) ? forwarded.at(-1) : forwarded;
  return value?.split(",").at(-1)?.trim().toLowerCase() === "https";
}

/** The headers every response to this URL carries (the fast path and pre-routing errors send them too). */
export function securityHeadersFor(url: string, secure = false): Readonly<Record<string, string>> {
  const set = embeddablePath.test(url) ? EMBEDDABLE : apiPath.test(url) ? API : PAGE;
  return secure ? set.secure : set.plain;
}
