/**
 * The editor's two cookies and how they are set and cleared: the session (`dept_admin`, stored only
 * once someone signs in) and the CSRF secret (`dept_csrf`), both HttpOnly, SameSite=Strict, on
 * /admin, and Secure when the request came over HTTPS. Clearing uses the same attributes.
 *
 * CSRF is a double submit with @fastify/csrf-protection's cookie mode: the secret lives in a signed
 * cookie, so an anonymous visitor gets a token without a stored session. Each token is also bound
 * to what it was issued for, "anonymous" or the signed-in session's id, so a token handed out
 * before sign-in (or by a session since ended) is worth nothing to a signed-in session, and a
 * token of another browser fails against this browser's secret.
 */
import type { FastifyCookieOptions } from "@fastify/cookie";
import type { FastifyCsrfProtectionOptions } from "@fastify/csrf-protection";
import type { FastifyReply, FastifyRequest } from "fastify";

export const SESSION_COOKIE = "dept_admin";
export const CSRF_COOKIE = "dept_csrf";
export const COOKIE_ATTRIBUTES = { path: "/admin", httpOnly: true, sameSite: "strict" } as const;

/** Secure follows the visitor's connection (request.protocol follows TRUST_PROXY). */
const secure = (request: FastifyRequest) => request.protocol === "https";

/**
 * @fastify/cookie's defaults for every cookie set or cleared here, also by the session plugin
 * itself (it clears a cookie of an unknown session with only its path).
 */
export const cookieOptions = (secret: string): FastifyCookieOptions => ({
  secret,
  parseOptions: { ...COOKIE_ATTRIBUTES, secure: "auto" },
});

/** What a CSRF token is bound to. `session` is null once destroyed in this request. */
export const csrfBinding = (request: FastifyRequest): string => {
  const session = request.session as FastifyRequest["session"] | null;
  return session?.email ? `session ${session.sessionId}` : "anonymous";
};

export const csrfOptions = (hmacKey: string): FastifyCsrfProtectionOptions => ({
  sessionPlugin: "@fastify/cookie",
  cookieKey: CSRF_COOKIE,
  cookieOpts: { ...COOKIE_ATTRIBUTES, signed: true },
  getUserInfo: csrfBinding,
  csrfOpts: { hmacKey, userInfo: true },
});

/** A CSRF token for this request's session (or none), setting the secret's cookie if it has none. */
export const newCsrfToken = (request: FastifyRequest, reply: FastifyReply): string =>
  reply.generateCsrf({ userInfo: csrfBinding(request), secure: secure(request) });

export const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply): void => {
  reply.clearCookie(SESSION_COOKIE, { ...COOKIE_ATTRIBUTES, secure: secure(request) });
};
