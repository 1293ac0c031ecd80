/**
 * A visitor not signed in stores nothing (issue 28, item 5): GET /admin/api/session hands out a CSRF
 * token bound to a signed cookie instead of a stored session, and sign-in still needs that token
 * with its own cookie. The editor's cookies are cleared with the attributes they were set with
 * (item 6).
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "./support/databases.js";
import { addStaff, anonymous, asSession, signIn, STAFF_PASSWORD } from "./support/staff.js";
import { startApp } from "./support/test-app.js";

const ANONYMOUS_READS = 10_000;

describe.each(testDatabases)("sessions and cookies on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  const sessionRows = async () =>
    (
      await app.database.db
        .selectFrom("sessions")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir, trustProxy: 1 });
    await addStaff(app, "head@dept.example", "admin");
  });

  // The flood below can hold the event loop past the content poller's connection timeout, which
  // marks the database unreachable until the next poll; these tests are about cookies, not that.
  beforeEach(async () => {
    await app.content.refresh();
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it(`stores no session for ${ANONYMOUS_READS} anonymous reads`, async () => {
    const before = Number(await sessionRows());
    const statuses = new Set<number>();
    // A crawler from many addresses, never sending back a cookie; 100 requests at a time.
    for (let batch = 0; batch < ANONYMOUS_READS; batch += 100) {
      const reads = Array.from({ length: 100 }, (_, j) => {
        const i = batch + j;
        return app.inject({
          method: "GET",
          url: "/admin/api/session",
          remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        });
      });
      for (const answer of await Promise.all(reads)) statuses.add(answer.statusCode);
    }
    expect([...statuses]).toEqual([200]);
    expect(before).toBe(0);
    expect(Number(await sessionRows())).toBe(0);
  });

  it("still needs the token with its own browser's cookie to sign in", async () => {
    const mine = await anonymous(app, "192.0.2.70");
    const theirs = await anonymous(app, "192.0.2.71");
    const body = { email: "head@dept.example", password: STAFF_PASSWORD };
    const attempts = {
      noToken: asSession(app, mine.cookie, "", "192.0.2.70"),
      noCookie: asSession(app, "", mine.csrfToken, "192.0.2.70"),
      // A token replayed in another browser: that browser's secret does not match it.
      theirToken: asSession(app, mine.cookie, theirs.csrfToken, "192.0.2.70"),
      forgedCookie: asSession(app, mine.cookie.replace(/=([^.]*)\./, "=forged."), mine.csrfToken, "192.0.2.70"),
    };
    for (const [what, staff] of Object.entries(attempts)) {
      const answer = await staff.call("POST", "/admin/api/session", body);
      expect(answer.statusCode, what).toBe(403);
      expect(answer.json().error.code, what).toBe("bad_csrf_token");
    }
    const signedIn = await mine.call("POST", "/admin/api/session", body);
    expect(signedIn.statusCode).toBe(200);
    expect(Number(await sessionRows())).toBe(1);
  });

  it("refuses a signed-in session's changes with a token handed out before sign-in", async () => {
    const before = await anonymous(app, "192.0.2.72");
    const staff = await signIn(app, "head@dept.example", STAFF_PASSWORD, "192.0.2.72");
    const stale = await asSession(app, staff.cookie, before.csrfToken, "192.0.2.72").call(
      "POST",
      "/admin/api/password",
      { current: "whatever it was", password: "a brand new password" },
    );
    expect(stale.statusCode).toBe(403);
    expect(
      (
        await staff.call("POST", "/admin/api/password", {
          current: "not the password",
          password: "a brand new password",
        })
      ).statusCode,
    ).toBe(400);
  });

  it("clears the session cookie on sign-out with the attributes it was set with", async () => {
    const staff = await signIn(app, "head@dept.example", STAFF_PASSWORD, "192.0.2.73");
    const signOut = await staff.call("DELETE", "/admin/api/session");
    expect(signOut.statusCode).toBe(204);
    const cleared = [signOut.headers["set-cookie"]].flat().find((line) => line?.startsWith("dept_admin="));
    expect(cleared).toMatch(/^dept_admin=;/);
    expect(cleared).toMatch(/; Path=\/admin(;|$)/);
    expect(cleared).toMatch(/; HttpOnly(;|$)/);
    expect(cleared).toMatch(/; SameSite=Strict(;|$)/);
    expect(cleared).toMatch(/; Expires=Thu, 01 Jan 1970 00:00:00 GMT(;|$)/);
    expect(cleared).not.toMatch(/; Secure/);
  });

  it("clears it Secure too behind an HTTPS proxy (TRUST_PROXY=1)", async () => {
    const https = { "x-forwarded-proto": "https" };
    const start = await app.inject({
      method: "GET",
      url: "/admin/api/session",
      remoteAddress: "192.0.2.74",
      headers: https,
    });
    const csrfCookie = start.cookies.find((c) => c.name === "dept_csrf")!;
    expect(csrfCookie).toMatchObject({ path: "/admin", httpOnly: true, sameSite: "Strict", secure: true });
    const call = (method: "POST" | "DELETE", cookie: string, token: string, payload?: unknown) =>
      app.inject({
        method,
        url: "/admin/api/session",
        remoteAddress: "192.0.2.74",
        headers: {
          ...https,
          cookie,
          "x-csrf-token": token,
          ...(payload ? { "content-type": "application/json" } : {}),
        },
        payload: payload ? JSON.stringify(payload) : undefined,
      });
    const signedIn = await call("POST", `dept_csrf=${csrfCookie.value}`, start.json().csrfToken, {
      email: "head@dept.example",
      password: STAFF_PASSWORD,
    });
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.cookies.find((c) => c.name === "dept_admin")!;
    const signOut = await call(
      "DELETE",
      `dept_csrf=${csrfCookie.value}; dept_admin=${session.value}`,
      signedIn.json().csrfToken,
    );
    expect(signOut.statusCode).toBe(204);
    expect(signOut.cookies.find((c) => c.name === "dept_admin")).toMatchObject({
      value: "",
      path: "/admin",
      httpOnly: true,
      sameSite: "Strict",
      secure: true,
    });
  });

  it("clears a cookie of a session that is gone with the same attributes", async () => {
    const staff = await signIn(app, "head@dept.example", STAFF_PASSWORD, "192.0.2.75");
    await app.database.db.deleteFrom("sessions").execute();
    const answer = await staff.call("GET", "/admin/api/session");
    expect(answer.json().user).toBeNull();
    expect(answer.cookies.find((c) => c.name === "dept_admin")).toMatchObject({
      value: "",
      path: "/admin",
      httpOnly: true,
      sameSite: "Strict",
    });
  });
});
