/**
 * Issue 28, item 9: while the database cannot be reached, every answer of the editor (taken from
 * the app's own route list) is our JSON 503 `database_unavailable` with the editor's headers, also
 * when the session store fails after a handler answered, and no answer names the database, its
 * driver, host or port; the log keeps the detail. PostgreSQL is cut behind a relay (and recovers);
 * SQLite has its database closed under the app.
 */
import { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.js";
import { DatabaseSessionStore } from "../src/auth/session-store.js";
import { testConfig, testDatabases } from "./support/databases.js";
import { Relay } from "./support/relay.js";
import { addStaff, signIn, type Staff } from "./support/staff.js";

const UNAVAILABLE = {
  error: { code: "database_unavailable", message: "The database is unreachable; please try again in a moment." },
};
/** What a driver's error would put in an answer: its codes, the address, its words. */
const LEAKS =
  /ECONN|5432|127\.0\.0\.1|57P|SQLITE|driver|destroyed|terminated|timeout exceeded|queryable|pool|statusCode/i;

/** A parameter that reads as valid, so the request gets as far as it can. */
const SAMPLE: Record<string, string> = {
  ":email": "someone%40dept.example",
  ":collection": "notices",
  ":id": "00000000-0000-4000-8000-000000000000",
  ":version": "1",
  "*": "generals/notice",
};
const sampleUrl = (pattern: string) => pattern.replace(/:[A-Za-z_]+|\*/g, (name) => SAMPLE[name]!);

/** The editor's headers and the security headers, and no leak, on any answer. */
function problemsOf(response: LightMyRequestResponse, extraLeak: string | undefined): string[] {
  const problems: string[] = [];
  if (response.headers["cache-control"] !== "no-store") problems.push("no Cache-Control: no-store");
  if (response.headers["x-robots-tag"] !== "noindex, nofollow") problems.push("no X-Robots-Tag");
  if (response.headers["x-content-type-options"] !== "nosniff" || !response.headers["content-security-policy"])
    problems.push("no security headers");
  if (LEAKS.test(response.body) || (extraLeak && response.body.includes(extraLeak)))
    problems.push("names the database");
  return problems;
}

/** `{"error":{"code":"database_unavailable",...}}` with a 503 (HEAD: no body). */
const isUnavailable = (response: LightMyRequestResponse, method: string) =>
  response.statusCode === 503 &&
  (method === "HEAD" ? response.body === "" : response.body === JSON.stringify(UNAVAILABLE));

/** A method no route of the path takes: its 405 (plugins/errors.ts) needs no database and is true whatever the database does. */
const isOtherMethod = (response: LightMyRequestResponse) =>
  response.statusCode === 405 && response.json<{ error: { code: string } }>().error.code === "method_not_allowed";

interface Outage {
  cut(): Promise<void>;
  restore?(): Promise<void>;
  /** Text that would name this database's address in an answer (the relay's port). */
  leak?: string;
}

describe.each(testDatabases)("the editor while the database is unreachable on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let relay: Relay | undefined;
  let outage: Outage;
  let admin: Staff;
  const log: string[] = [];

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    let databaseUrl = created.databaseUrl;
    if (databaseUrl) {
      const url = new URL(databaseUrl);
      relay = new Relay({ host: url.hostname, port: Number(url.port || 5432) });
      await relay.open();
      url.host = `127.0.0.1:${relay.port}`;
      databaseUrl = url.toString();
    }
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    // The content poller waits (a minute): the first checks are of failures it has not seen yet.
    app = await buildApp(
      testConfig({ databaseUrl, dataDir: created.dataDir, contentPollMs: 60_000, logRequests: true, logLevel: "warn" }),
      { logStream },
    );
    await app.ready();
    outage = relay
      ? { cut: () => relay!.cut(), restore: () => relay!.open(), leak: `:${relay.port}` }
      : // SQLite cannot be cut off from outside its process: the app's connection is closed under it.
        { cut: () => app.database.db.destroy() };
    await addStaff(app, "admin@dept.example", "admin");
    admin = await signIn(app, "admin@dept.example");
  });

  afterEach(() => vi.restoreAllMocks());

  afterAll(async () => {
    await app?.close();
    await relay?.cut();
    await drop?.();
  });

  /** Every admin route (from the app's own list) with every method, as `caller` sends it. */
  const everyRoute = async (caller: "signed in" | "anonymous", only: (url: string) => boolean = () => true) => {
    const answers: { what: string; method: string; response: LightMyRequestResponse }[] = [];
    for (const [pattern, methods] of app.routeMethods()) {
      if (!pattern.startsWith("/admin") || !only(pattern)) continue;
      const url = sampleUrl(pattern);
      for (const method of methods) {
        const payload = method === "GET" || method === "HEAD" || method === "OPTIONS" ? undefined : {};
        const response =
          caller === "signed in"
            ? await admin.call(method, url, payload)
            : await app.inject({
                method: method as "GET",
                url,
                remoteAddress: "192.0.2.40",
                ...(payload ? { payload } : {}),
              });
        answers.push({
          what: `${method} ${url} (${caller}): ${response.statusCode} ${response.body.slice(0, 160)}`,
          method,
          response,
        });
      }
    }
    return answers;
  };

  it("answers 503 when the session store fails after the handler answered", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
      address: "127.0.0.1",
      port: 5432,
    });
    const startingUp = Object.assign(new Error("the database system is starting up"), {
      code: "57P03",
      severity: "FATAL",
    });
    for (const driverError of [refused, startingUp]) {
      // The store's own query failing, as @fastify/session sees it in its onSend hook.
      vi.spyOn(DatabaseSessionStore.prototype, "set").mockImplementation((_id, _session, callback) =>
        callback(driverError),
      );
      for (const [method, url, body] of [
        ["GET", "/admin/api/collections", undefined],
        ["GET", "/admin/api/users", undefined],
        ["POST", "/admin/api/password", { current: "not the password", password: "a new long password" }],
      ] as const) {
        const response = await admin.call(method, url, body);
        const what = `${method} ${url} with ${driverError.message}: ${response.statusCode} ${response.body}`;
        expect(response.statusCode, what).toBe(503);
        expect(response.json(), what).toEqual(UNAVAILABLE);
        expect(problemsOf(response, undefined), what).toEqual([]);
      }
      vi.restoreAllMocks();
    }
    // The store works again: so does the session.
    expect((await admin.call("GET", "/admin/api/users")).statusCode).toBe(200);
    expect(log.join("")).toContain("ECONNREFUSED");
  });

  it("answers 503 database_unavailable from every editor route once the database is gone, before the poller noticed", async () => {
    await outage.cut();
    const failures: string[] = [];
    for (const { what, method, response } of await everyRoute("signed in")) {
      const problems = problemsOf(response, outage.leak);
      // Every request with a session cookie needs its session: all of them, the editor's page too.
      if (!isUnavailable(response, method) && !isOtherMethod(response)) problems.push("not 503 database_unavailable");
      if (problems.length > 0) failures.push(`${problems.join(", ")}: ${what}`);
    }
    for (const { what, response, method } of await everyRoute("anonymous")) {
      const problems = problemsOf(response, outage.leak);
      // Without a session some answers need no database (401 not signed in, 403 no CSRF token,
      // 405, the page); any 5xx is the 503.
      if (
        response.statusCode >= 500 &&
        !isUnavailable(response, method) &&
        !(response.statusCode === 503 && /web_app_not_built/.test(response.body))
      ) {
        problems.push("a 5xx other than 503 database_unavailable");
      }
      if (problems.length > 0) failures.push(`${problems.join(", ")}: ${what}`);
    }
    expect(failures).toEqual([]);
    // Signing in says what is wrong, not that the CSRF token is invalid.
    const anonymous = await app.inject({ method: "GET", url: "/admin/api/session", remoteAddress: "192.0.2.41" });
    if (anonymous.statusCode === 200) {
      const cookie = anonymous.cookies.map((set) => `${set.name}=${set.value}`).join("; ");
      const signInAnswer = await app.inject({
        method: "POST",
        url: "/admin/api/session",
        remoteAddress: "192.0.2.41",
        headers: {
          cookie,
          "x-csrf-token": anonymous.json<{ csrfToken: string }>().csrfToken,
          "content-type": "application/json",
        },
        payload: JSON.stringify({ email: "admin@dept.example", password: "whatever it is" }),
      });
      expect(signInAnswer.statusCode, signInAnswer.body).toBe(503);
      expect(signInAnswer.json()).toEqual(UNAVAILABLE);
    } else {
      expect(isUnavailable(anonymous, "GET"), anonymous.body).toBe(true);
    }
    // The detail is in the log.
    expect(log.join("")).toMatch(relay ? /ECONNREFUSED/ : /destroyed/);
  });

  it("answers every editor API route with 503 database_unavailable, signed in or not, once the poller noticed", async () => {
    await app.content.refresh();
    expect(app.content.available).toBe(false);
    const failures: string[] = [];
    for (const caller of ["signed in", "anonymous"] as const) {
      const answers = await everyRoute(caller, (url) => url.startsWith("/admin/api/"));
      expect(answers.length).toBeGreaterThan(20);
      for (const { what, method, response } of answers) {
        const problems = problemsOf(response, outage.leak);
        if (!isUnavailable(response, method) && !isOtherMethod(response)) problems.push("not 503 database_unavailable");
        if (problems.length > 0) failures.push(`${problems.join(", ")}: ${what}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("serves the editor again, with the session from before, once the database is back", async ({ skip }) => {
    if (!outage.restore) return skip("SQLite: the closed database stays closed");
    await outage.restore();
    await app.content.refresh();
    const session = await admin.call("GET", "/admin/api/session");
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ user: { email: "admin@dept.example" } });
  });
});
