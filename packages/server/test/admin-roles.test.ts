/**
 * Role by endpoint (issue 14): every admin endpoint, called as no one, as each role and as a
 * disabled account, answers exactly what the role allows, and 401/403 JSON otherwise.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userCommand } from "../src/auth/user-command.js";
import { testDatabases } from "./support/databases.js";
import { addFacultyProfile } from "./support/faculty-profile.js";
import { addStaff, anonymous, signIn, type Staff } from "./support/staff.js";
import { startApp } from "./support/test-app.js";

type Caller = "anonymous" | "admin" | "publisher" | "editor" | "faculty" | "disabled";
const CALLERS: Caller[] = ["anonymous", "admin", "publisher", "editor", "faculty", "disabled"];

interface Endpoint {
  method: string;
  url: string;
  body?: (caller: Caller) => unknown;
  /** Who may: they get `ok`; the other signed-in roles 403; no one and disabled accounts 401. */
  allowed: Caller[];
  ok: number;
}

const signedIn: Caller[] = ["admin", "publisher", "editor", "faculty"];
const MISSING = "00000000-0000-4000-8000-000000000000";
const ENDPOINTS: Endpoint[] = [
  { method: "GET", url: "/admin/api/users", allowed: ["admin"], ok: 200 },
  {
    method: "POST",
    url: "/admin/api/users",
    body: (c) => ({ email: `new-${c}@dept.example`, role: "editor", password: "a long enough password" }),
    allowed: ["admin"],
    ok: 201,
  },
  {
    method: "PATCH",
    url: "/admin/api/users/someone%40dept.example",
    body: () => ({ role: "publisher" }),
    allowed: ["admin"],
    ok: 200,
  },
  {
    method: "POST",
    url: "/admin/api/users/someone%40dept.example/password",
    body: () => ({ password: "another long password" }),
    allowed: ["admin"],
    ok: 204,
  },
  { method: "GET", url: "/admin/api/audit", allowed: ["admin"], ok: 200 },
  {
    method: "POST",
    url: "/admin/api/password",
    body: () => ({ current: "wrong current password", password: "a new long password" }),
    allowed: signedIn,
    ok: 400,
  },
  { method: "DELETE", url: "/admin/api/session", allowed: signedIn, ok: 204 },
  // The content side: ids that do not exist reach the handler only past the role check.
  { method: "GET", url: "/admin/api/collections", allowed: signedIn, ok: 200 },
  { method: "GET", url: "/admin/api/collections/notices", allowed: signedIn, ok: 200 },
  {
    method: "POST",
    url: "/admin/api/collections/notices",
    body: () => ({ data: {} }),
    allowed: ["admin", "publisher", "editor"],
    ok: 400,
  },
  { method: "GET", url: `/admin/api/entries/${MISSING}`, allowed: signedIn, ok: 404 },
  { method: "PUT", url: `/admin/api/entries/${MISSING}`, body: () => ({ data: {} }), allowed: signedIn, ok: 404 },
  { method: "POST", url: `/admin/api/entries/${MISSING}/submit`, allowed: signedIn, ok: 404 },
  { method: "POST", url: `/admin/api/entries/${MISSING}/publish`, allowed: ["admin", "publisher"], ok: 404 },
  { method: "POST", url: `/admin/api/entries/${MISSING}/unpublish`, allowed: ["admin", "publisher"], ok: 404 },
  {
    method: "POST",
    url: `/admin/api/entries/${MISSING}/restore`,
    body: () => ({ revision: MISSING }),
    allowed: ["admin", "publisher"],
    ok: 404,
  },
  { method: "DELETE", url: `/admin/api/entries/${MISSING}`, allowed: ["admin", "publisher"], ok: 404 },
  {
    method: "POST",
    url: `/admin/api/entries/${MISSING}/move`,
    body: () => ({ direction: "up" }),
    allowed: ["admin", "publisher"],
    ok: 404,
  },
  { method: "GET", url: `/admin/preview/${MISSING}/`, allowed: signedIn, ok: 404 },
  { method: "GET", url: `/admin/preview/${MISSING}/generals/notice`, allowed: signedIn, ok: 404 },
  {
    method: "PUT",
    url: `/admin/api/entries/${MISSING}/schedule`,
    body: () => ({ publishAt: null, unpublishAt: null }),
    allowed: ["admin", "publisher"],
    ok: 404,
  },
  { method: "GET", url: "/admin/api/publications", allowed: ["admin", "publisher"], ok: 200 },
  { method: "POST", url: "/admin/api/publications/999/restore", allowed: ["admin", "publisher"], ok: 404 },
  { method: "POST", url: "/admin/api/uploads?kind=pdf", body: () => ({}), allowed: signedIn, ok: 400 },
  // No entries, so no links: the check contacts nothing.
  { method: "POST", url: "/admin/api/link-check", allowed: ["admin", "publisher"], ok: 200 },
  // The publications refresh: a faculty id without a profile is refused before any source is read.
  { method: "GET", url: "/admin/api/publication-refresh", allowed: ["admin", "publisher"], ok: 200 },
  // What still needs translating: every role, each seeing the entries it opens.
  { method: "GET", url: "/admin/api/translations", allowed: signedIn, ok: 200 },
  {
    method: "POST",
    url: "/admin/api/publication-refresh",
    body: () => ({ publish: false, faculty: "nobody" }),
    allowed: ["admin", "publisher"],
    ok: 404,
  },
];

/**
 * No one: 401. A role without the right: 403. A disabled account's sessions were ended with it,
 * and its CSRF secret with them: a read is 401, a change is refused at the CSRF check, 403.
 */
function refusal(caller: Caller, method: string): { status: number; code: string } {
  if (caller === "anonymous") return { status: 401, code: "not_signed_in" };
  if (caller === "disabled")
    return method === "GET" ? { status: 401, code: "not_signed_in" } : { status: 403, code: "bad_csrf_token" };
  return { status: 403, code: "forbidden" };
}

describe.each(testDatabases)("admin endpoints by role on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    await addFacultyProfile(app, "f-01");
    for (const role of ["admin", "publisher", "editor", "faculty:f-01"])
      await addStaff(app, `${role.split(":")[0]}@dept.example`, role);
    await addStaff(app, "disabled@dept.example", "admin");
    await addStaff(app, "someone@dept.example", "editor");
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  /** A fresh session per call: signing out or a role change must not leak into the next row. */
  async function as(caller: Caller, address: string): Promise<Staff> {
    if (caller === "anonymous") return anonymous(app, address);
    if (caller !== "disabled") return signIn(app, `${caller}@dept.example`, undefined, address);
    await userCommand(app.database.db, ["enable", "disabled@dept.example"]);
    const staff = await signIn(app, "disabled@dept.example", undefined, address);
    await userCommand(app.database.db, ["disable", "disabled@dept.example"]);
    return staff;
  }

  it.each(ENDPOINTS)("$method $url", async (endpoint) => {
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [i, caller] of CALLERS.entries()) {
      const staff = await as(caller, `192.0.2.${100 + i}`);
      const answer = await staff.call(endpoint.method, endpoint.url, endpoint.body?.(caller));
      seen[caller] = answer.statusCode;
      expected[caller] = endpoint.allowed.includes(caller) ? endpoint.ok : refusal(caller, endpoint.method).status;
      if (!endpoint.allowed.includes(caller)) {
        expect(answer.json(), caller).toEqual({
          error: { code: refusal(caller, endpoint.method).code, message: expect.any(String) },
        });
      }
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    expect(seen).toEqual(expected);
  });

  it("answers the session endpoint to anyone, naming the account only when one is signed in", async () => {
    for (const [i, caller] of CALLERS.entries()) {
      const staff = await as(caller, `192.0.2.${120 + i}`);
      const { user } = (await staff.call("GET", "/admin/api/session")).json<{ user: { role: string } | null }>();
      expect(user?.role ?? null, caller).toBe(signedIn.includes(caller) ? caller : null);
    }
  });
});
