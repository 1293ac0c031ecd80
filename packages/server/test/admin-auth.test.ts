/** Staff sign-in (issue 14, point 2): argon2id, revocable sessions, CSRF, rate limits, headers, audit. */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userCommand } from "../src/auth/user-command.js";
import { SIGN_IN_PER_PAIR } from "../src/auth/sign-in-throttle.js";
import { ABSOLUTE_MS } from "../src/routes/admin/index.js";
import { testDatabases } from "./support/databases.js";
import { addStaff, anonymous, asSession, signIn, STAFF_PASSWORD, withCookies } from "./support/staff.js";
import { startApp } from "./support/test-app.js";

describe.each(testDatabases)("staff sign-in on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir, trustProxy: 1 });
    await addStaff(app, "admin@dept.example", "admin");
    await addStaff(app, "editor@dept.example", "editor");
    await addStaff(app, "target@dept.example", "publisher");
  });

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it("stores passwords as argon2id and signs in with the right one only", async () => {
    const row = await app.database.db
      .selectFrom("users")
      .select("password_hash")
      .where("email", "=", "editor@dept.example")
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(row.password_hash).not.toContain(STAFF_PASSWORD);
    const staff = await signIn(app, "editor@dept.example");
    const session = await staff.call("GET", "/admin/api/session");
    expect(session.json()).toMatchObject({ user: { email: "editor@dept.example", role: "editor", disabled: false } });
  });

  it("refuses a change without the session's CSRF token", async () => {
    const staff = await anonymous(app);
    const noToken = await app.inject({
      method: "POST",
      url: "/admin/api/session",
      remoteAddress: "192.0.2.11",
      headers: { cookie: staff.cookie, "content-type": "application/json" },
      payload: JSON.stringify({ email: "admin@dept.example", password: STAFF_PASSWORD }),
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toEqual({ error: { code: "bad_csrf_token", message: expect.any(String) } });
    const wrongToken = await asSession(app, staff.cookie, "x".repeat(40), "192.0.2.11").call(
      "POST",
      "/admin/api/session",
      { email: "admin@dept.example", password: STAFF_PASSWORD },
    );
    expect(wrongToken.statusCode).toBe(403);
    // A token of another session is no good either.
    const other = await anonymous(app, "192.0.2.11");
    const crossed = await asSession(app, staff.cookie, other.csrfToken, "192.0.2.11").call(
      "POST",
      "/admin/api/session",
      { email: "admin@dept.example", password: STAFF_PASSWORD },
    );
    expect(crossed.statusCode).toBe(403);
    const signedIn = await signIn(app, "editor@dept.example");
    const signOutWithout = await app.inject({
      method: "DELETE",
      url: "/admin/api/session",
      headers: { cookie: signedIn.cookie },
    });
    expect(signOutWithout.statusCode).toBe(403);
  });

  it("sets the session and CSRF cookies HttpOnly, SameSite=Strict, on /admin only, and Secure over HTTPS", async () => {
    const plain = await app.inject({ method: "GET", url: "/admin/api/session", remoteAddress: "192.0.2.50" });
    expect(plain.cookies.find((c) => c.name === "dept_csrf")).toMatchObject({
      httpOnly: true,
      sameSite: "Strict",
      path: "/admin",
    });
    expect(plain.cookies.find((c) => c.name === "dept_csrf")!.secure).toBeFalsy();
    const staff = asSession(app, withCookies("", plain), plain.json().csrfToken, "192.0.2.50");
    const signedIn = await staff.call("POST", "/admin/api/session", {
      email: "admin@dept.example",
      password: STAFF_PASSWORD,
    });
    const cookie = signedIn.cookies.find((c) => c.name === "dept_admin")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/admin" });
    expect(cookie.secure).toBeFalsy();
    // Idle expiry: 30 minutes from the last request (each answer moves it on).
    const left = new Date(cookie.expires!).getTime() - Date.now();
    expect(left).toBeGreaterThan(29 * 60_000);
    expect(left).toBeLessThanOrEqual(30 * 60_000);
    const viaProxy = await app.inject({
      method: "GET",
      url: "/admin/api/session",
      headers: { "x-forwarded-proto": "https" },
      remoteAddress: "192.0.2.51",
    });
    expect(viaProxy.cookies.find((c) => c.name === "dept_csrf")).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: "Strict",
    });
    const secureStaff = asSession(app, withCookies("", viaProxy), viaProxy.json().csrfToken, "192.0.2.51");
    const secureSignIn = await app.inject({
      method: "POST",
      url: "/admin/api/session",
      remoteAddress: "192.0.2.51",
      headers: {
        cookie: secureStaff.cookie,
        "x-csrf-token": secureStaff.csrfToken,
        "content-type": "application/json",
        "x-forwarded-proto": "https",
      },
      payload: JSON.stringify({ email: "admin@dept.example", password: STAFF_PASSWORD }),
    });
    expect(secureSignIn.cookies.find((c) => c.name === "dept_admin")).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: "Strict",
    });
  });

  it("answers a wrong password and an unknown account alike, then stops that address for that account", async () => {
    const tries = async (email: string, address: string) => {
      const staff = await anonymous(app, address);
      const answers = [];
      for (let i = 0; i <= SIGN_IN_PER_PAIR; i += 1)
        answers.push(await staff.call("POST", "/admin/api/session", { email, password: `wrong password ${i}` }));
      return answers;
    };
    // Each from its own addresses: the per-address limit is not what is tested here.
    const known = await tries("target@dept.example", "198.51.100.1");
    const unknown = await tries("nobody@dept.example", "198.51.100.2");
    for (const answers of [known, unknown]) {
      expect(answers.slice(0, SIGN_IN_PER_PAIR).map((a) => a.statusCode)).toEqual(Array(SIGN_IN_PER_PAIR).fill(401));
      expect(answers[0]!.json()).toEqual({
        error: { code: "invalid_credentials", message: "The email or password is not right." },
      });
      expect(answers.at(-1)!.statusCode).toBe(429);
      expect(answers.at(-1)!.headers["retry-after"]).toBeDefined();
    }
    expect(known.at(-1)!.json()).toEqual(unknown.at(-1)!.json());
    expect(known.at(-1)!.json().error.message).toMatch(
      /^Too many sign-in attempts for this account from this address\. Wait \d+ minutes and try again\.$/,
    );
    // The owner, from another address, is not held up (no lock-out), nor are other accounts.
    await signIn(app, "target@dept.example", STAFF_PASSWORD, "198.51.100.3");
    await signIn(app, "editor@dept.example", STAFF_PASSWORD, "198.51.100.3");
  });

  it("refuses the old cookie after sign-out, a disabled account, and a new password", async () => {
    const editor = await signIn(app, "editor@dept.example");
    expect((await editor.call("DELETE", "/admin/api/session")).statusCode).toBe(204);
    expect((await editor.call("GET", "/admin/api/session")).json().user).toBeNull();
    // Its session is gone, and with it the CSRF secret: a change is refused before anything else.
    expect(
      (await editor.call("POST", "/admin/api/password", { current: STAFF_PASSWORD, password: "another long password" }))
        .statusCode,
    ).toBe(403);

    await addStaff(app, "leaving@dept.example", "editor");
    const leaving = await signIn(app, "leaving@dept.example", STAFF_PASSWORD, "192.0.2.20");
    await userCommand(app.database.db, ["disable", "leaving@dept.example"]);
    expect((await leaving.call("GET", "/admin/api/session")).json().user).toBeNull();
    const disabledSignIn = await (
      await anonymous(app, "192.0.2.20")
    ).call("POST", "/admin/api/session", { email: "leaving@dept.example", password: STAFF_PASSWORD });
    expect(disabledSignIn.json()).toEqual({
      error: { code: "invalid_credentials", message: "The email or password is not right." },
    });

    await addStaff(app, "reset@dept.example", "publisher");
    const before = await signIn(app, "reset@dept.example", STAFF_PASSWORD, "192.0.2.21");
    const admin = await signIn(app, "admin@dept.example", STAFF_PASSWORD, "192.0.2.22");
    expect(
      (
        await admin.call("POST", `/admin/api/users/${encodeURIComponent("reset@dept.example")}/password`, {
          password: "a brand new password",
        })
      ).statusCode,
    ).toBe(204);
    expect((await before.call("GET", "/admin/api/session")).json().user).toBeNull();
    await signIn(app, "reset@dept.example", "a brand new password", "192.0.2.21");
  });

  it("changes one's own password, keeping this session and ending the others", async () => {
    await addStaff(app, "own@dept.example", "editor");
    const first = await signIn(app, "own@dept.example", STAFF_PASSWORD, "192.0.2.30");
    const second = await signIn(app, "own@dept.example", STAFF_PASSWORD, "192.0.2.31");
    const wrong = await first.call("POST", "/admin/api/password", {
      current: "not it at all",
      password: "my new long password",
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await first.call("POST", "/admin/api/password", {
      current: STAFF_PASSWORD,
      password: "my new long password",
    });
    expect(changed.statusCode).toBe(200);
    const renewed = asSession(app, withCookies(first.cookie, changed), changed.json().csrfToken, "192.0.2.30");
    expect((await renewed.call("GET", "/admin/api/session")).json().user.email).toBe("own@dept.example");
    expect((await second.call("GET", "/admin/api/session")).json().user).toBeNull();
    const short = await renewed.call("POST", "/admin/api/password", {
      current: "my new long password",
      password: "short",
    });
    expect(short.json()).toEqual({ error: { code: "invalid_body", message: "password: Use at least 12 characters." } });
  });

  it("ends a session 12 hours after sign-in however busy it was", async () => {
    const staff = await signIn(app, "admin@dept.example", STAFF_PASSWORD, "192.0.2.40");
    expect((await staff.call("GET", "/admin/api/users")).statusCode).toBe(200);
    const rows = await app.database.db
      .selectFrom("sessions")
      .selectAll()
      .where("email", "=", "admin@dept.example")
      .execute();
    for (const row of rows) {
      const data = JSON.parse(row.data) as { signedInAt: number };
      data.signedInAt -= ABSOLUTE_MS + 1000;
      await app.database.db
        .updateTable("sessions")
        .set({ data: JSON.stringify(data) })
        .where("id", "=", row.id)
        .execute();
    }
    const expired = await staff.call("GET", "/admin/api/users");
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: { code: "not_signed_in", message: "Sign in to continue." } });
    const state = await staff.call("GET", "/admin/api/session");
    expect(state.statusCode).toBe(200);
    expect(state.json().user).toBeNull();
  });

  it("answers the admin API never cached, never indexed, without CORS, under the site's CSP", async () => {
    const answer = await app.inject({
      method: "GET",
      url: "/admin/api/session",
      headers: { origin: "https://elsewhere.example" },
    });
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(answer.headers["access-control-allow-origin"]).toBeUndefined();
    expect(answer.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    expect(answer.headers["content-security-policy"]).not.toMatch(
      /unsafe-inline'?[^;]*;.*script|script-src[^;]*unsafe-inline/,
    );
    const unbuilt = await app.inject("/admin/");
    expect(unbuilt.statusCode).toBe(503);
    expect(unbuilt.headers["cache-control"]).toBe("no-store");
  });

  it("keeps an audit log of sign-ins, failures and user changes with time, account and address", async () => {
    const admin = await signIn(app, "admin@dept.example", STAFF_PASSWORD, "203.0.113.9");
    const { entries } = (await admin.call("GET", "/admin/api/audit?limit=200")).json<{
      entries: { actor: string; action: string; target: string; address: string; at: string }[];
    }>();
    expect(entries[0]).toMatchObject({ actor: "admin@dept.example", action: "sign-in", address: "203.0.113.9" });
    expect(entries).toContainEqual(
      expect.objectContaining({ action: "sign-in failed", target: "nobody@dept.example", address: "198.51.100.2" }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ actor: "cli", action: "user disabled", target: "leaving@dept.example" }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({ actor: "admin@dept.example", action: "password reset", target: "reset@dept.example" }),
    );
    // Nothing edits it: only GET is routed.
    expect((await admin.call("DELETE", "/admin/api/audit")).statusCode).toBe(405);
  });
});
