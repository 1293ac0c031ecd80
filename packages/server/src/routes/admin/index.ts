/**
 * The web editor's server side under /admin/: its page, and its API under /admin/api/ (never CORS,
 * never cached, never indexed). Staff sign in with email and password (argon2id); sessions live in
 * the database (auth/session-store.ts) so they can be ended from anywhere; every change needs the
 * session's CSRF token in the `x-csrf-token` header; sign-in is rate limited per address and per
 * account. Roles are checked on every endpoint by `allow` (the role-by-endpoint test proves it).
 */
import fs from "node:fs";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyCsrf from "@fastify/csrf-protection";
import rateLimit from "@fastify/rate-limit";
import fastifySession from "@fastify/session";
import {
  accountUser,
  newUserBody,
  passwordChangeBody,
  passwordResetBody,
  signInBody,
  userChangeBody,
  type AccountUser,
  type Role,
} from "@dept/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { checkPassword, hashPassword } from "../../auth/passwords.js";
import { DatabaseSessionStore, removeExpiredSessions, sessionKey } from "../../auth/session-store.js";
import { addUser, audit, auditEntries, endSessions, findUser, listUsers, newSecret, sharedSetting, toAccountUser, updateUser } from "../../db/account-repository.js";
import { HttpError } from "../../http-error.js";
import { entryRoutes } from "./entries.js";
import { previewRoutes } from "./preview.js";
import { linkCheckRoutes } from "./link-check.js";

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
/** Sign-in attempts: per account (whether it exists or not) and per address, in SIGN_IN_WINDOW. */
export const SIGN_IN_PER_ACCOUNT = 10;
export const SIGN_IN_PER_ADDRESS = 30;
const SIGN_IN_WINDOW = "15 minutes";
export const SESSION_COOKIE = "dept_admin";

const NOT_SIGNED_IN = () => new HttpError(401, "not_signed_in", "Sign in to continue.");
const BAD_CREDENTIALS = () => new HttpError(401, "invalid_credentials", "The email or password is not right.");

function parse<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.join(".");
  throw new HttpError(400, "invalid_body", field ? `${field}: ${issue.message}` : issue.message);
}

export async function adminRoutes(app: FastifyInstance, options: { webDir: string; timeZone: string }): Promise<void> {
  const db = app.database.db;
  const secret = await sharedSetting(db, "session_secret", newSecret);

  await app.register(fastifyCookie);
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
  await app.register(fastifyCsrf, { sessionPlugin: "@fastify/session" });
  await app.register(rateLimit, { global: false });

  const sweep = setInterval(() => void removeExpiredSessions(db).catch(() => {}), 10 * 60_000);
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

  /** The preHandler of an endpoint: a signed-in, enabled account with one of `roles` (any role when empty). */
  const allow =
    (...roles: Role[]) =>
    async (request: FastifyRequest) => {
      const { email, signedInAt } = request.session;
      if (!email) throw NOT_SIGNED_IN();
      const row = await findUser(db, email);
      if (!row || row.disabled === 1 || !signedInAt || Date.now() - signedInAt > ABSOLUTE_MS) {
        // The old session is deleted; an empty one takes its place (it may hand out a CSRF token).
        await request.session.regenerate();
        throw NOT_SIGNED_IN();
      }
      request.account = toAccountUser(row);
      if (roles.length > 0 && !roles.includes(request.account.role)) {
        throw new HttpError(403, "forbidden", "Your account's role does not allow this.");
      }
    };

  // Per address: every attempt counts. Per account: failed attempts count, for any email, existing
  // or not, so neither the answers nor the wait tell whether an account exists.
  const perAddress = {
    max: SIGN_IN_PER_ADDRESS,
    timeWindow: SIGN_IN_WINDOW,
    errorResponseBuilder: (_request: FastifyRequest, context: { after: string }) =>
      new HttpError(429, "too_many_requests", `Too many sign-in attempts from this address. Wait ${context.after} and try again.`),
  };
  const failuresOf = app.createRateLimit({
    max: SIGN_IN_PER_ACCOUNT,
    timeWindow: SIGN_IN_WINDOW,
    keyGenerator: (request) => `account:${signInBody.safeParse(request.body).data?.email ?? ""}`,
  });
  const refuseWhileLocked = async (request: FastifyRequest, reply: FastifyReply) => {
    const failures = await failuresOf(request, { increment: false });
    if (failures.isAllowed || failures.remaining > 0) return;
    reply.header("Retry-After", String(failures.ttlInSeconds));
    const minutes = Math.max(1, Math.ceil(failures.ttlInSeconds / 60));
    throw new HttpError(429, "too_many_requests", `Too many sign-in attempts for this account. Wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`);
  };

  const sessionState = (reply: FastifyReply, user: AccountUser | null) => ({ user, csrfToken: reply.generateCsrf(), timeZone: options.timeZone });
  /** A new session id for a (re)authenticated account: an id planted or seen before is worth nothing after. */
  const startSession = async (request: FastifyRequest, email: string) => {
    await request.session.regenerate();
    request.session.email = email;
    request.session.signedInAt = Date.now();
  };

  // Each call without a cookie stores a new (anonymous) session: keep a flood off the table.
  const sessionReads = { max: 120, timeWindow: "1 minute" };
  app.get("/admin/api/session", { config: { rateLimit: sessionReads } }, async (request, reply) => {
    let user: AccountUser | null = null;
    if (request.session.email) {
      try {
        await allow()(request);
        user = request.account ?? null;
      } catch {
        user = null;
      }
    }
    return sessionState(reply, user);
  });

  app.post("/admin/api/session", { config: { rateLimit: perAddress } }, async (request, reply) => {
    const { email, password } = parse(signInBody, request.body);
    await refuseWhileLocked(request, reply);
    const row = await findUser(db, email);
    const ok = (await checkPassword(row?.password_hash, password)) && row !== undefined && row.disabled === 0;
    if (!ok || !row) {
      await failuresOf(request);
      await log(request, "sign-in failed", email, email);
      throw BAD_CREDENTIALS();
    }
    await startSession(request, row.email);
    await log(request, "sign-in", row.email, row.email);
    return sessionState(reply, toAccountUser(row));
  });

  app.delete("/admin/api/session", { preHandler: allow() }, async (request, reply) => {
    await log(request, "sign-out", request.account!.email);
    await request.session.destroy();
    reply.clearCookie(SESSION_COOKIE, { path: "/admin" });
    return reply.code(204).send();
  });

  // Guessing the current password from a stolen session is slowed down like sign-in.
  const passwordChanges = { max: SIGN_IN_PER_ACCOUNT, timeWindow: SIGN_IN_WINDOW };
  app.post("/admin/api/password", { preHandler: allow(), config: { rateLimit: passwordChanges } }, async (request, reply) => {
    const body = parse(passwordChangeBody, request.body);
    const row = await findUser(db, request.account!.email);
    if (!row || !(await checkPassword(row.password_hash, body.current))) {
      throw new HttpError(400, "invalid_body", "current: The current password is not right.");
    }
    await updateUser(db, row.email, { passwordHash: await hashPassword(body.password) });
    // The new password ended every session; this one goes on under a new id.
    await startSession(request, row.email);
    await log(request, "password changed", row.email);
    return sessionState(reply, toAccountUser(row));
  });

  app.get("/admin/api/users", { preHandler: allow("admin") }, async () => ({ users: await listUsers(db) }));

  app.post("/admin/api/users", { preHandler: allow("admin") }, async (request, reply) => {
    const body = parse(newUserBody, request.body);
    const added = await addUser(db, { email: body.email, role: body.role, facultyId: body.facultyId, passwordHash: await hashPassword(body.password) });
    if (!added) throw new HttpError(409, "conflict", `email: An account for ${body.email} exists already.`);
    await log(request, `user added as ${body.role}`, body.email);
    return reply.code(201).send(accountUser.parse(toAccountUser((await findUser(db, body.email))!)));
  });

  const targetEmail = (request: FastifyRequest) => decodeURIComponent((request.params as { email: string }).email).toLowerCase();

  app.patch("/admin/api/users/:email", { preHandler: allow("admin") }, async (request) => {
    const email = targetEmail(request);
    const change = parse(userChangeBody, request.body);
    if (email === request.account!.email && (change.disabled || (change.role && change.role !== "admin"))) {
      throw new HttpError(400, "invalid_body", "You cannot disable your own account or take away your own admin role.");
    }
    const current = await findUser(db, email);
    if (!current) throw new HttpError(404, "not_found", `No account ${email}.`);
    const role = change.role ?? (current.role as Role);
    const facultyId = change.facultyId !== undefined ? change.facultyId : role === "faculty" ? current.faculty_id : null;
    if ((role === "faculty") !== (facultyId !== null)) {
      throw new HttpError(400, "invalid_body", "facultyId: A faculty account needs the faculty id of its profile; other roles have none.");
    }
    await updateUser(db, email, { ...change, facultyId });
    const what = [
      change.role ? `role set to ${change.role}` : "",
      change.disabled === true ? "disabled" : change.disabled === false ? "enabled" : "",
      change.facultyId !== undefined ? `faculty id set to ${facultyId ?? "none"}` : "",
    ].filter(Boolean);
    await log(request, `user ${what.join(", ")}`, email);
    return accountUser.parse(toAccountUser((await findUser(db, email))!));
  });

  app.post("/admin/api/users/:email/password", { preHandler: allow("admin") }, async (request, reply) => {
    const email = targetEmail(request);
    const { password } = parse(passwordResetBody, request.body);
    if (!(await updateUser(db, email, { passwordHash: await hashPassword(password) }))) throw new HttpError(404, "not_found", `No account ${email}.`);
    if (email === request.account!.email) await endSessions(db, email, sessionKey(request.session.sessionId));
    await log(request, "password reset", email);
    return reply.code(204).send();
  });

  app.get("/admin/api/audit", { preHandler: allow("admin") }, async (request) => {
    const query = request.query as { limit?: string; offset?: string };
    const limit = Math.min(Math.max(Number.parseInt(query.limit ?? "50", 10) || 50, 1), 200);
    const offset = Math.max(Number.parseInt(query.offset ?? "0", 10) || 0, 0);
    return { limit, offset, ...(await auditEntries(db, limit, offset)) };
  });

  await entryRoutes(app, { allow, log, parse });
  await previewRoutes(app, { allow, webDir: options.webDir });
  await linkCheckRoutes(app, { allow, log });

  // The editor app: its own build in WEB_DIR/admin/ (assets are served by the static plugin).
  const page = path.join(options.webDir, "admin", "index.html");
  const servePage = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (!fs.existsSync(page)) throw new HttpError(503, "web_app_not_built", "The editor is not built: no admin/index.html in the web build.");
    return reply.type("text/html; charset=utf-8").send(fs.createReadStream(page));
  };
  app.get("/admin/", servePage); // and /admin: the router ignores a trailing slash
}
