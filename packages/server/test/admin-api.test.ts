/**
 * Issue 26, item 4: the admin API's malformed-input test, generated from the contract's route table
 * (adminApi), so a new route is covered without editing it. Every route with path parameters gets
 * malformed ones, every route with a body malformed bodies, every route with a query malformed
 * values: each answer is a 4xx in our JSON error shape, never a 5xx. Answers that succeed match the
 * table's answer schemas.
 */
import { adminApi, adminPath, parseAdminAnswer, type AdminRoute, type AdminRouteName } from "@dept/contract";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "./support/databases.js";
import { addStaff, signIn, type Staff } from "./support/staff.js";
import { startApp } from "./support/test-app.js";

const ROUTES = Object.entries(adminApi) as [AdminRouteName, AdminRoute][];

/** A value each path parameter accepts (an entry and a publication that do not exist: the handler's 404). */
const VALID: Record<string, string> = {
  id: "00000000-0000-4000-8000-000000000000",
  collection: "notices",
  email: "someone@dept.example",
  version: "999",
};
/** As they appear in the path; each names nothing. */
const BAD_PARAMS = ["not-valid", "%25", "__proto__", "%00", "..%2F", "0", "-1", "x".repeat(300)];
/** JSON bodies that are not an object; an object with every field of the wrong type is added per route. */
const NOT_OBJECTS = ["[]", '"text"', "42", "true", "[{}]"];

/** Our error shape: `{"error":{"code","message"}}` and nothing else. */
function ourError(response: LightMyRequestResponse): { code: string; message: string } | undefined {
  if (!/^application\/json/.test(String(response.headers["content-type"]))) return undefined;
  const body = response.json<{ error?: { code?: unknown; message?: unknown } }>();
  const keys = Object.keys(body).join();
  if (
    keys !== "error" ||
    Object.keys(body.error ?? {})
      .sort()
      .join() !== "code,message"
  )
    return undefined;
  return typeof body.error!.code === "string" && typeof body.error!.message === "string"
    ? (body.error as { code: string; message: string })
    : undefined;
}

/** Every field of an object schema set to a value no field takes (a list of lists). */
function wrongFields(route: AdminRoute): string | undefined {
  const shape = route.body && "shape" in route.body ? (route.body.shape as Record<string, unknown>) : undefined;
  return shape ? JSON.stringify(Object.fromEntries(Object.keys(shape).map((key) => [key, [[1]]]))) : undefined;
}

describe.each(testDatabases)("the admin API's malformed input on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  let admin: Staff;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    await addStaff(app, "admin@dept.example", "admin");
    await addStaff(app, "someone@dept.example", "editor");
    admin = await signIn(app, "admin@dept.example");
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const send = (route: AdminRoute, url: string, payload?: string) =>
    app.inject({
      method: route.method,
      url,
      remoteAddress: "192.0.2.10",
      headers: {
        cookie: admin.cookie,
        "x-csrf-token": admin.csrfToken,
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(payload === undefined ? {} : { payload }),
    });

  it("registers every route of the table, and only those, under /admin/api/", () => {
    const registered = [...app.routeMethods()].filter(([url]) => url.startsWith("/admin/api/"));
    for (const [name, route] of ROUTES) expect(app.routeMethods().get(route.path), name).toContain(route.method);
    const declared = new Set(ROUTES.map(([, route]) => `${route.method} ${route.path}`));
    // The 405 answers of a path are not routes of the table.
    const served = registered
      .flatMap(([url, methods]) => methods.filter((method) => method !== "HEAD").map((method) => `${method} ${url}`))
      .filter((key) => declared.has(key));
    expect(new Set(served)).toEqual(declared);
  });

  it("answers a malformed parameter, body or query on every route with our JSON 4xx, never a 5xx", async () => {
    const failures: string[] = [];
    const covered = new Set<string>();
    let sent = 0;
    const check = async (
      name: string,
      route: AdminRoute,
      url: string,
      payload: string | undefined,
      expected?: { status: number; code: string },
    ) => {
      const response = await send(route, url, payload);
      sent += 1;
      const error = ourError(response);
      const what = `${name}: ${route.method} ${url.slice(0, 80)} ${payload ?? ""} → ${response.statusCode} ${response.body.slice(0, 120)}`;
      if (response.statusCode < 400 || response.statusCode >= 500 || !error) failures.push(what);
      else if (expected && (response.statusCode !== expected.status || error.code !== expected.code))
        failures.push(`${what} (expected ${expected.status} ${expected.code})`);
    };

    for (const [name, route] of ROUTES) {
      const names = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]!);
      const validUrl = adminPath(route.path, Object.fromEntries(names.map((param) => [param, VALID[param]!])));
      const body = route.body ? "{}" : undefined;
      for (const param of names) {
        for (const value of BAD_PARAMS) {
          const url = route.path.replace(/:([A-Za-z_]+)/g, (_, other: string) =>
            other === param ? value : encodeURIComponent(VALID[other]!),
          );
          // A part longer than Fastify takes is a 414 before any route; the others name nothing.
          await check(name, route, url, body, value.length > 100 ? undefined : { status: 404, code: "not_found" });
          covered.add(name);
        }
      }
      if (route.body) {
        const wrong = wrongFields(route);
        for (const payload of [...NOT_OBJECTS, ...(wrong ? [wrong] : [])]) {
          await check(name, route, validUrl, payload, { status: 400, code: route.invalid ?? "invalid_body" });
          covered.add(name);
        }
        // Not JSON at all: the body parser's 400.
        await check(name, route, validUrl, "{", { status: 400, code: "bad_request" });
      }
      if (route.query) {
        for (const value of ["%E0%A4%A", "%00", "__proto__", "-1", "99999999999999999999"]) {
          const response = await send(
            route,
            `${validUrl}?limit=${value}&offset=${value}&state=${value}&kind=${value}&limit=2`,
            route.method === "GET" ? undefined : "{}",
          );
          sent += 1;
          // A query is read leniently where the route says so (audit, a list's state): never a 5xx.
          if (response.statusCode >= 500 || (response.statusCode >= 400 && !ourError(response)))
            failures.push(`${name} ?${value} → ${response.statusCode} ${response.body.slice(0, 120)}`);
          if (route.invalid && response.statusCode !== 400)
            failures.push(`${name} ?${value}: expected 400 ${route.invalid}, got ${response.statusCode}`);
        }
        covered.add(name);
      }
    }
    expect(failures).toEqual([]);
    // Every route that takes a parameter, a body or a query was sent malformed ones.
    expect([...covered].sort()).toEqual(
      ROUTES.filter(([, route]) => route.params || route.body || route.query)
        .map(([name]) => name)
        .sort(),
    );
    expect(sent).toBeGreaterThan(150);
  });

  it("answers what the table's answer schemas describe", async () => {
    const reads: AdminRouteName[] = [
      "session",
      "users",
      "audit",
      "collections",
      "entries",
      "publications",
      "checkLinks",
    ];
    for (const name of reads) {
      const route: AdminRoute = adminApi[name];
      const response = await admin.call(route.method, adminPath(route.path, { collection: "notices" }));
      expect(response.statusCode, `${name}: ${response.body}`).toBe(route.status);
      expect(() => parseAdminAnswer(name, response.json()), name).not.toThrow();
    }
  });
});
