/**
 * Sign-in throttling without lock-out (issue 28, item 2): an attacker's addresses are stopped, the
 * account's owner is not; an address is stopped across accounts; the growing per-account delay is
 * bounded; changing one's password stays throttled; counters failing are our 503, not a driver's text.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import {
  accountDelayMs,
  SIGN_IN_DELAY_MAX_MS,
  SIGN_IN_PER_ADDRESS,
  SIGN_IN_PER_PAIR,
  signInDelay,
} from "../src/auth/sign-in-throttle.js";
import { PASSWORD_CHANGES_PER_ACCOUNT } from "../src/routes/admin/index.js";
import { testDatabases } from "./support/databases.js";
import { addStaff, anonymous, signIn, STAFF_PASSWORD } from "./support/staff.js";
import { browserAgent, startApp } from "./support/test-app.js";

it("grows the per-account delay from the 10th failure and never past two seconds", () => {
  expect([0, 9, 10, 11, 12, 13, 50, 10_000].map(accountDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 2000, 2000]);
});

describe.each(testDatabases)("sign-in throttling on $name", (database) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  /** The delays the throttle asked for; recorded instead of slept, so the test stays fast. */
  let delays: number[];

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    await addStaff(app, "head@dept.example", "admin");
    await addStaff(app, "editor@dept.example", "editor");
  });

  beforeEach(() => {
    delays = [];
    vi.spyOn(signInDelay, "wait").mockImplementation(async (ms) => void delays.push(ms));
  });

  afterEach(() => vi.restoreAllMocks());

  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  it("stops each of ten attacking addresses after 5 tries, and the owner still signs in at the first try", async () => {
    const statuses: number[][] = [];
    for (let i = 1; i <= 10; i += 1) {
      const attacker = await anonymous(app, `198.51.100.${i}`);
      const answers: number[] = [];
      for (let attempt = 1; attempt <= SIGN_IN_PER_PAIR + 1; attempt += 1) {
        answers.push(
          (
            await attacker.call("POST", "/admin/api/session", {
              email: "head@dept.example",
              password: `guess ${i}-${attempt}`,
            })
          ).statusCode,
        );
      }
      statuses.push(answers);
    }
    // 50 wrong passwords in all: each address got 5 answers and then a 429.
    for (const answers of statuses) expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
    const stopped = await (
      await anonymous(app, "198.51.100.1")
    ).call("POST", "/admin/api/session", { email: "head@dept.example", password: STAFF_PASSWORD });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.headers["retry-after"]).toMatch(/^\d+$/);
    expect(stopped.json().error.message).toMatch(
      /^Too many sign-in attempts for this account from this address\. Wait \d+ minutes? and try again\.$/,
    );

    // The owner, from their own address, with the right password: in at the first try, held at
    // most SIGN_IN_DELAY_MAX_MS by the account's growing delay.
    delays = [];
    const owner = await anonymous(app, "203.0.113.7");
    const answer = await owner.call("POST", "/admin/api/session", {
      email: "head@dept.example",
      password: STAFF_PASSWORD,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().user).toMatchObject({ email: "head@dept.example", role: "admin" });
    expect(delays).toEqual([SIGN_IN_DELAY_MAX_MS]);
  });

  it("stops an address after 30 attempts whatever the accounts, and not another address", async () => {
    const attacker = await anonymous(app, "192.0.2.99");
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_PER_ADDRESS; i += 1) {
      statuses.push(
        (
          await attacker.call("POST", "/admin/api/session", {
            email: `someone${i}@dept.example`,
            password: "a wrong password",
          })
        ).statusCode,
      );
    }
    expect(statuses.slice(0, SIGN_IN_PER_ADDRESS)).toEqual(Array(SIGN_IN_PER_ADDRESS).fill(401));
    const refused = await attacker.call("POST", "/admin/api/session", {
      email: "editor@dept.example",
      password: STAFF_PASSWORD,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: "too_many_requests",
        message: expect.stringMatching(
          /^Too many sign-in attempts from this address\. Wait \d+ minutes? and try again\.$/,
        ),
      },
    });
    await signIn(app, "editor@dept.example", STAFF_PASSWORD, "192.0.2.100");
  });

  it("lets an address that signed in start afresh for that account", async () => {
    const staff = await anonymous(app, "192.0.2.120");
    for (let i = 0; i < SIGN_IN_PER_PAIR - 1; i += 1) {
      expect(
        (await staff.call("POST", "/admin/api/session", { email: "editor@dept.example", password: "typo typo typo" }))
          .statusCode,
      ).toBe(401);
    }
    await signIn(app, "editor@dept.example", STAFF_PASSWORD, "192.0.2.120");
    for (let i = 0; i < SIGN_IN_PER_PAIR - 1; i += 1) {
      expect(
        (await staff.call("POST", "/admin/api/session", { email: "editor@dept.example", password: "typo typo typo" }))
          .statusCode,
      ).toBe(401);
    }
    await signIn(app, "editor@dept.example", STAFF_PASSWORD, "192.0.2.120");
  });

  it("keeps throttling the password change: 10 tries per account in 15 minutes", async () => {
    await addStaff(app, "changer@dept.example", "editor");
    const staff = await signIn(app, "changer@dept.example", STAFF_PASSWORD, "192.0.2.130");
    for (let i = 0; i < PASSWORD_CHANGES_PER_ACCOUNT; i += 1) {
      expect(
        (await staff.call("POST", "/admin/api/password", { current: `not it ${i}`, password: "a brand new password" }))
          .statusCode,
      ).toBe(400);
    }
    const refused = await staff.call("POST", "/admin/api/password", {
      current: STAFF_PASSWORD,
      password: "a brand new password",
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("too_many_requests");
  });
});

describe.each(testDatabases)("counters without a database on $name", (database) => {
  it("answers sign-in and a visit with our 503, not the driver's words", async () => {
    const created = await database.create();
    const app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    try {
      // Handing out a CSRF token needs no database (session-storage.test.ts).
      const visitor = await anonymous(app, "192.0.2.140");
      await app.database.db.destroy();
      const signInAnswer = await visitor.call("POST", "/admin/api/session", {
        email: "head@dept.example",
        password: STAFF_PASSWORD,
      });
      const visit = await app.inject({
        method: "POST",
        url: "/api/visitors",
        remoteAddress: "192.0.2.140",
        headers: { "user-agent": browserAgent },
      });
      for (const answer of [signInAnswer, visit]) {
        expect(answer.statusCode).toBe(503);
        expect(answer.json()).toEqual({
          error: {
            code: "database_unavailable",
            message: "The database is unreachable; please try again in a moment.",
          },
        });
      }
    } finally {
      await app.close();
      await created.drop();
    }
  });
});
