/**
 * The web editor's server side under /admin/: its page, and its API under /admin/api/ (never CORS,
 * never cached, never indexed). Staff sign in with email and password (argon2id); sessions live in
 * the database (auth/session-store.ts) so they can be ended from anywhere; every change needs the
 * CSRF token in the `x-csrf-token` header (auth/admin-cookies.ts); sign-in is throttled without a
 * lock-out (auth/sign-in-throttle.ts) on counters the instances share. Every route of the contract's
 * `adminApi` is registered with its schemas (admin-route.ts); its guard asks the access policy
 * (contract `can`) before anything else (the role-by-endpoint test proves it).
 */
import fs from "node:fs";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyCsrf from "@fastify/csrf-protection";
import rateLimit from "@fastify/rate-limit";
import fastifySession from "@fastify/session";
import type { AccessAction, AccountUser } from "@dept/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireAccess } from "../../auth/access.js";
import { checkPassword, hashPassword } from "../../auth/passwords.js";
import {
  clearSessionCookie,
  cookieOptions,
  csrfOptions,
  newCsrfToken,
  SESSION_COOKIE,
} from "../../auth/admin-cookies.js";
import { databaseRateLimitStore } from "../../auth/rate-limit-store.js";
import { DatabaseSessionStore } from "../../auth/session-store.js";
import { SignInThrottle, SIGN_IN_WINDOW_MS } from "../../auth/sign-in-throttle.js";
import { audit, findUser, newSecret, sharedSetting, toAccountUser, updateUser } from "../../db/account-repository.js";
import { removeExpiredCounts } from "../../db/rate-limit-repository.js";
import { removeExpiredSessions } from "../../db/session-repository.js";
import { HttpError } from "../../http-error.js";
import { answerError } from "../../plugins/errors.js";
import type { GuardedClient } from "../../net/guarded-fetch.js";
import { accountRoutes } from "./accounts.js";
import { entryRoutes } from "./entries.js";
import { previewRoutes } from "./preview.js";
import { linkCheckRoutes } from "./link-check.js";
import { publicationRefreshRoutes } from "./publication-refresh.js";
import { translationRoutes } from "./translations.js";
import type { RefreshSource as SourceName } from "@dept/contract";
import type { PublicationLimits } from "../../config.js";
import { refuseWhileDatabaseDown } from "./outage.js";
import { adminRoute, adminValidatorCompiler } from "./admin-route.js";

declare module "fastify" {
  interface Session {
    email?: string;
    /** When the account signed in (ms): the session ends ABSOLUTE_MS later whatever its use. */
    signedInAt?: number;
  }
  interface FastifyRequest {
    account?: AccountUser;
  }
}

/** A session ends after 30 minutes without a request, and 12 hours after sign-in in any case. */
export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 3600_000;
/** Password changes per signed-in account in SIGN_IN_WINDOW_MS (a stolen session guessing the current one). */
export const PASSWORD_CHANGES_PER_ACCOUNT = 10;
export { SESSION_COOKIE };

const NOT_SIGNED_IN = () => new HttpError(401, "not_signed_in", "Sign in to continue.");
const BAD_CREDENTIALS = () => new HttpError(401, "invalid_credentials", "The email or password is not right.");

export async function adminRoutes(
  app: FastifyInstance,
  options: {
    webDir: string;
    timeZone: string;
    outgoingClient?: GuardedClient;
    publicationSources: Record<SourceName, string>;
    publicationLimits: PublicationLimits;
  },
): Promise<void> {
  const db = app.database.db;
  const secret = await sharedSetting(db, "session_secret", newSecret);

  // First: with the database down no other hook (session store, counters) is asked.
  app.addHook("onRequest", refuseWhileDatabaseDown(app));
  // The session store failing in onSend after an error answer is answered by our handler too.
  app.setErrorHandler(answerError);
  app.setValidatorCompiler(adminValidatorCompiler);
  await app.register(fastifyCookie, cookieOptions(secret));
  await app.register(fastifySession, {
    secret,
    cookieName: SESSION_COOKIE,
    store: new DatabaseSessionStore(db),
    saveUninitialized: false,
    rolling: true,
    // Secure is set per request below: the plugin's "auto" would also weaken SameSite to Lax on HTTP.
    cookie: { path: "/admin", httpOnly: true, sameSite: "strict", secure: false, maxAge: IDLE_MS },
  });
  // Secure when the visitor's connection is HTTPS (request.protocol follows TRUST_PROXY); a
  // session made later in this request (sign-in) takes the same options.
  app.addHook("onRequest", (request, _reply, done) => {
    request.session.options({ secure: request.protocol === "https" });
    done();
  });
  await app.register(fastifyCsrf, csrfOptions(await sharedSetting(db, "csrf_key", newSecret)));
  const counterSecret = await sharedSetting(db, "counter_key", newSecret);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db, counterSecret) });
  const throttle = new SignInThrottle(db, counterSecret);

  const sweep = setInterval(() => {
    void removeExpiredSessions(db).catch(() => {});
    void removeExpiredCounts(db).catch(() => {});
  }, 10 * 60_000);
  sweep.unref();
  app.addHook("onClose", async () => clearInterval(sweep));

  app.addHook("onSend", (_request, reply, payload, done) => {
    reply.header("Cache-Control", "no-store").header("X-Robots-Tag", "noindex, nofollow");
    done(null, payload);
  });

  // Every change carries the session's CSRF token (GET /admin/api/session hands it out); a
  // missing or wrong one is a 403 `bad_csrf_token` (plugins/errors.ts).
  app.addHook("onRequest", (request, reply, done) => {
    if (request.method === "GET" || request.method === "HEAD") return done();
    app.csrfProtection(request, reply, done);
  });

  const address = (request: FastifyRequest) => request.ip;
  const log = (request: FastifyRequest, action: string, target: string, actor = request.account?.email ?? "-") =>
    audit(db, { actor, action, target, address: address(request) });

  /** The guard of an endpoint: a signed-in, enabled account that may do `action` (any account without one). */
  const allow = (action?: AccessAction) => async (request: FastifyRequest) => {
    const { email, signedInAt } = request.session;
    if (!email) throw NOT_SIGNED_IN();
    const row = await findUser(db, email);
    if (!row || row.disabled === 1 || !signedInAt || Date.now() - signedInAt > ABSOLUTE_MS) {
      // The old session is deleted and none takes its place (an anonymous one is never stored).
      await request.session.destroy();
      throw NOT_SIGNED_IN();
    }
    request.account = toAccountUser(row);
    if (action) requireAccess(request.account, action);
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  const sessionState = (request: FastifyRequest, reply: FastifyReply, user: AccountUser | null) => ({
    user,
    csrfToken: newCsrfToken(request, reply),
    timeZone: options.timeZone,
    languages: app.content.languages(),
  });
  /** A new session id for a (re)authenticated account: an id planted or seen before is worth nothing after. */
  const startSession = async (request: FastifyRequest, email: string) => {
    await request.session.regenerate();
    request.session.email = email;
    request.session.signedInAt = Date.now();
  };

  // Stores nothing for a visitor not signed in: the CSRF secret is in a cookie (auth/admin-cookies.ts).
  api.route({
    ...adminRoute("session", allow),
    handler: async (request, reply) => {
      let user: AccountUser | null = null;
      if (request.session.email) {
        try {
          await allow()(request);
          user = request.account ?? null;
        } catch (error) {
          // Not signed in (any more); a database that failed is its own answer, not "signed out".
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          user = null;
        }
      }
      return sessionState(request, reply, user);
    },
  });

  api.route({
    ...adminRoute("signIn", allow),
    handler: async (request, reply) => {
      const { email, password } = request.body;
      await throttle.admit(reply, address(request), email);
      const row = await findUser(db, email);
      const ok = (await checkPassword(row?.password_hash, password)) && row !== undefined && row.disabled === 0;
      if (!ok || !row) {
        await throttle.failed(address(request), email);
        await log(request, "sign-in failed", email, email);
        throw BAD_CREDENTIALS();
      }
      await throttle.succeeded(address(request), email);
      await startSession(request, row.email);
      await log(request, "sign-in", row.email, row.email);
      return sessionState(request, reply, toAccountUser(row));
    },
  });

  api.route({
    ...adminRoute("signOut", allow),
    handler: async (request, reply) => {
      await log(request, "sign-out", request.account!.email);
      await request.session.destroy();
      clearSessionCookie(request, reply);
      return reply.code(204).send();
    },
  });

  /** The audit line of an account change, written in the change's transaction (account-repository.ts). */
  const auditLine = (request: FastifyRequest, action: string, target: string) => ({
    actor: request.account!.email,
    action,
    target,
    address: address(request),
  });

  // Guessing the current password from a stolen session is slowed down like sign-in.
  const passwordChanges = {
    max: PASSWORD_CHANGES_PER_ACCOUNT,
    timeWindow: SIGN_IN_WINDOW_MS,
    keyGenerator: (request: FastifyRequest) => request.session.email ?? request.ip,
  };
  api.route({
    ...adminRoute("changePassword", allow),
    config: { rateLimit: passwordChanges },
    handler: async (request, reply) => {
      const body = request.body;
      const row = await findUser(db, request.account!.email);
      if (!row || !(await checkPassword(row.password_hash, body.current))) {
        throw new HttpError(400, "invalid_body", "current: The current password is not right.");
      }
      await updateUser(
        db,
        row.email,
        { passwordHash: await hashPassword(body.password) },
        auditLine(request, "password changed", row.email),
      );
      // The new password ended every session; this one goes on under a new id.
      await startSession(request, row.email);
      return sessionState(request, reply, toAccountUser(row));
    },
  });

  await accountRoutes(app, { allow, auditLine });
  await entryRoutes(app, { allow, log });
  await previewRoutes(app, { allow, webDir: options.webDir });
  await linkCheckRoutes(app, { allow, log, client: options.outgoingClient });
  await publicationRefreshRoutes(app, {
    allow,
    log,
    urls: options.publicationSources,
    limits: options.publicationLimits,
  });
  await translationRoutes(app, { allow });

  // The editor app: its own build in WEB_DIR/admin/ (assets are served by the static plugin).
  const page = path.join(options.webDir, "admin", "index.html");
  const servePage = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!fs.existsSync(page))
      throw new HttpError(503, "web_app_not_built", "The editor is not built: no admin/index.html in the web build.");
    return reply.type("text/html; charset=utf-8").send(fs.createReadStream(page));
  };
  app.get("/admin/", servePage); // and /admin: the router ignores a trailing slash
}
