/**
 * Issue 28, item 4: every admin route's path parameters are decoded once (by Fastify) and checked.
 * Malformed percent-encodings and odd characters, sent to every admin route the app has (taken
 * from the app itself, so a new route is covered without editing this test), with every method,
 * signed in as an admin with a valid CSRF token and signed out, get our JSON error, never a 5xx;
 * and an account whose email holds a `%` can be managed.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../src/auth/passwords.js";
import { testDatabases } from "./support/databases.js";
import { addStaff, signIn, STAFF_PASSWORD, type Staff } from "./support/staff.js";
import { startApp } from "./support/test-app.js";
import { tempDir } from "./support/test-pack.js";

/** As they appear in the request line: each one stands for a whole path parameter. */
const MALFORMED = [
  "%E0%A4%A", // a UTF-8 sequence cut short
  "%",
  "%zz",
  "%C0%AF", // an overlong '/'
  "%C0%80", // an overlong NUL
  "%ED%A0%80", // a UTF-16 surrogate in UTF-8
  "%FF",
  "%00",
  "..%2F",
  "..%2F..%2Fetc%2Fpasswd",
  "%25", // decoded once: a lone '%', the value that broke decoding twice
  "%25E0%25A4%25A",
  "%25zz",
  "%0A",
  "%0D%0A",
  "%20",
  "%EF%BB%BF",
  "%F0%9F%98%80",
  "%3Cscript%3E",
  "%22%27",
  "%40",
  "a%40",
  "%40b",
  "a%40b%40c",
  "0",
  "-1",
  "1e3",
  "99999999999999999999",
  "__proto__",
  "x".repeat(600), // longer than a path part may be
];

const IN_QUERY = ["%E0%A4%A", "%", "%zz", "%00", "%25", "-1", "99999999999999999999", "__proto__"];

/**
 * Sent over a real connection: app.inject resolves these as WHATWG URLs, where `%2e%2e` is a `..`
 * segment, so they would never reach an /admin route there; a raw client sends them as they are.
 */
const DOT_SEGMENTS = ["%2e%2e", ".%2e", "%2E%2E%2F%2E%2E"];

/** `url` with each `:name` and `*` replaced by `value`. */
const substitute = (url: string, value: string) => url.replace(/:[A-Za-z_]+|\*/g, value);

/** What is wrong with an answer of the editor to a malformed request (nothing: an empty list). */
function problemsOf(response: LightMyRequestResponse, method: string): string[] {
  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push("a 5xx");
  if (response.headers["cache-control"] !== "no-store") problems.push("no Cache-Control: no-store");
  if (response.headers["x-robots-tag"] !== "noindex, nofollow") problems.push("no X-Robots-Tag");
  if (response.headers["x-content-type-options"] !== "nosniff") problems.push("no security headers");
  if (response.statusCode >= 400 && method !== "HEAD") {
    try {
      expectOurError(response, "");
    } catch {
      problems.push("not our error shape");
    }
  }
  return problems;
}

/** Our error shape: `{"error":{"code","message"}}` and nothing else. */
function expectOurError(response: LightMyRequestResponse, what: string): void {
  expect(response.headers["content-type"], what).toMatch(/^application\/json/);
  const body = response.json<{ error?: { code?: unknown; message?: unknown } }>();
  expect(Object.keys(body), what).toEqual(["error"]);
  expect(Object.keys(body.error!).sort(), what).toEqual(["code", "message"]);
  expect(typeof body.error!.code, what).toBe("string");
  expect(typeof body.error!.message, what).toBe("string");
}

/** A GET with its path exactly as given (Node's client does not resolve dot segments). */
function rawGet(
  origin: string,
  path: string,
  cookie: string,
): Promise<{ status: number; type: string; cacheControl: string; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    // `path` as an option, not in a URL string: that would be resolved as a WHATWG URL too.
    const request = http.request({ hostname, port, path, headers: { cookie } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          type: response.headers["content-type"] ?? "",
          cacheControl: String(response.headers["cache-control"]),
          body,
        }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

describe.each(testDatabases)("admin route parameters on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let webDir: string;
  let admin: Staff;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    // The editor's page exists, so GET /admin/ answers 200 and not 503 web_app_not_built.
    webDir = tempDir("web");
    fs.mkdirSync(path.join(webDir, "admin"), { recursive: true });
    fs.writeFileSync(path.join(webDir, "admin", "index.html"), "<!doctype html><title>Editor</title>");
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir, webDir });
    await addStaff(app, "admin@dept.example", "admin");
    admin = await signIn(app, "admin@dept.example");
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it("answers malformed parameters on every admin route with our JSON error, never a 5xx", async () => {
    const routes = [...app.routeMethods()].filter(([url]) => url.startsWith("/admin"));
    const withParams = routes.filter(([url]) => /[:*]/.test(url));
    // The routes this issue is about are among those enumerated.
    expect(withParams.map(([url]) => url)).toEqual(
      expect.arrayContaining([
        "/admin/api/users/:email",
        "/admin/api/users/:email/password",
        "/admin/api/entries/:id",
        "/admin/api/collections/:collection",
        "/admin/preview/:id/*",
      ]),
    );

    const failures: string[] = [];
    let sent = 0;
    let signIns = 0;
    for (const [pattern, methods] of routes) {
      // A route without parameters gets some of the values in its query instead.
      for (const value of /[:*]/.test(pattern) ? MALFORMED : IN_QUERY) {
        const url = /[:*]/.test(pattern)
          ? substitute(pattern, value)
          : `${pattern}?limit=${value}&offset=${value}&state=${value}&kind=${value}&q=${value}`;
        for (const method of methods) {
          for (const signedIn of [true, false]) {
            const payload = method === "GET" || method === "HEAD" || method === "OPTIONS" ? undefined : {};
            const response = signedIn
              ? await admin.call(method, url, payload)
              : await app.inject({
                  method: method as "GET",
                  url,
                  remoteAddress: "192.0.2.20",
                  ...(payload ? { payload } : {}),
                });
            sent += 1;
            const problems = problemsOf(response, method);
            if (problems.length > 0) {
              failures.push(
                `${method} ${url.slice(0, 100)} (${signedIn ? "admin" : "signed out"}): ${problems.join(", ")}: ${response.statusCode} ${response.body.slice(0, 160)}`,
              );
            }
            // Signing out (DELETE /admin/api/session with a query) ends the admin's session: sign in
            // again, from another address (the attempts above count against the admin's).
            if (signedIn && method === "DELETE" && pattern === "/admin/api/session" && response.statusCode === 204) {
              admin = await signIn(app, "admin@dept.example", STAFF_PASSWORD, `198.51.100.${(signIns += 1)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1000);
  }, 240_000);

  it("answers dot segments sent as they are with our JSON error", async () => {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const failures: string[] = [];
    for (const [pattern] of [...app.routeMethods()].filter(([url]) => url.startsWith("/admin") && /[:*]/.test(url))) {
      for (const value of DOT_SEGMENTS) {
        const url = substitute(pattern, value);
        const response = await rawGet(`${address}`, url, admin.cookie);
        if (
          response.status >= 500 ||
          !/^application\/json/.test(response.type) ||
          response.cacheControl !== "no-store" ||
          !response.body.startsWith('{"error":{"code":')
        ) {
          failures.push(`GET ${url}: ${response.status} ${response.type} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers a malformed parameter with 400 or 404, never echoing it", async () => {
    for (const url of [
      "/admin/api/users/%25E0%25A4%25A",
      "/admin/api/users/%25/password",
      "/admin/api/users/%E0%A4%A",
      "/admin/api/users/..%2F..%2Fetc%2Fpasswd",
    ]) {
      const method = url.endsWith("/password") ? "POST" : "PATCH";
      const response = await admin.call(
        method,
        url,
        method === "POST" ? { password: "a long enough password" } : { role: "editor" },
      );
      expect([400, 404], `${url}: ${response.body}`).toContain(response.statusCode);
      expectOurError(response, url);
      expect(response.body).not.toMatch(/passwd|%E0|URIError/);
    }
    for (const url of [
      "/admin/api/entries/not-an-id",
      "/admin/api/collections/__proto__",
      "/admin/api/publications/1e3/restore",
    ]) {
      const response = await admin.call(url.endsWith("/restore") ? "POST" : "GET", url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe("not_found");
    }
  });

  it("manages an account whose email holds a % when the editor encodes it once", async () => {
    const email = "a%b@example.edu";
    // New accounts must match the contract's email (no `%`); this one was made under other rules.
    const refused = await admin.call("POST", "/admin/api/users", { email, role: "editor", password: STAFF_PASSWORD });
    expect(refused.statusCode).toBe(400);
    const now = new Date().toISOString();
    await app.database.db
      .insertInto("users")
      .values({
        email,
        role: "editor",
        faculty_id: null,
        password_hash: await hashPassword(STAFF_PASSWORD),
        disabled: 0,
        created_at: now,
        updated_at: now,
      })
      .execute();

    // As accounts-page.tsx builds the address: encodeURIComponent, once.
    const changed = await admin.call("PATCH", `/admin/api/users/${encodeURIComponent(email)}`, { role: "publisher" });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ email, role: "publisher" });

    const reset = await admin.call("POST", `/admin/api/users/${encodeURIComponent(email)}/password`, {
      password: "a brand new long password",
    });
    expect(reset.statusCode, reset.body).toBe(204);
    await signIn(app, email, "a brand new long password", "192.0.2.30");

    const missing = await admin.call("PATCH", `/admin/api/users/${encodeURIComponent("a%c@example.edu")}`, {
      role: "publisher",
    });
    expect(missing.statusCode).toBe(404);
    expectOurError(missing, "missing account");
  });
});
