/**
 * Every rate-limit counter is shared by the instances through the database (issue 28, item 3): two
 * apps on one database, attempts alternating between them, are stopped at the same count as on one.
 */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_PER_PAIR } from "../src/auth/sign-in-throttle.js";
import { PASSWORD_CHANGES_PER_ACCOUNT } from "../src/routes/admin/index.js";
import { VISITS_PER_MINUTE } from "../src/routes/visitors/index.js";
import { testDatabases } from "./support/databases.js";
import { addStaff, anonymous, asSession, signIn, STAFF_PASSWORD } from "./support/staff.js";
import { countHit } from "../src/db/rate-limit-repository.js";
import { startApp } from "./support/test-app.js";

describe.each(testDatabases)("limits shared by two instances on $name", (database) => {
  let apps: [FastifyInstance, FastifyInstance];
  let drop: () => Promise<void>;
  /** The instance for the i-th request: they take turns, as behind a round-robin balancer. */
  const instance = (i: number) => apps[i % 2]!;

  beforeAll(async () => {
    const created = await database.create();
    drop = created.drop;
    const first = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    const second = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    apps = [first, second];
    await addStaff(first, "head@dept.example", "admin");
  });

  afterAll(async () => {
    for (const app of apps ?? []) await app.close();
    await drop?.();
  });

  it("loses no count when both instances count the same key at once", async () => {
    const hits = Array.from({ length: 60 }, (_, i) => countHit(instance(i).database.db, "concurrent test key", 60_000));
    const counts = (await Promise.all(hits)).map((hit) => hit.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
  });

  it("stops an address's sign-in attempts for an account at the 6th, whichever instance answers", async () => {
    // The CSRF cookie and token from one instance are good on the other (shared secrets).
    const browser = await anonymous(apps[0], "198.51.100.20");
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_PER_PAIR; i += 1) {
      const staff = asSession(instance(i), browser.cookie, browser.csrfToken, "198.51.100.20");
      statuses.push(
        (await staff.call("POST", "/admin/api/session", { email: "head@dept.example", password: `guess ${i}` }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("stops visitor posts at the same count as one instance", async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= VISITS_PER_MINUTE; i += 1) {
      // A crawler's posts are limited like a browser's (and count no visit, which keeps this quick).
      const answer = await instance(i).inject({
        method: "POST",
        url: "/api/visitors",
        remoteAddress: "203.0.113.60",
        headers: { "user-agent": "curl/8.5.0" },
      });
      statuses.push(answer.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(VISITS_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
  });

  it("stops password changes of one account at the 11th, whichever instance answers", async () => {
    const staff = await signIn(apps[0], "head@dept.example", STAFF_PASSWORD, "192.0.2.60");
    const statuses: number[] = [];
    for (let i = 0; i <= PASSWORD_CHANGES_PER_ACCOUNT; i += 1) {
      const call = asSession(instance(i), staff.cookie, staff.csrfToken, "192.0.2.60");
      statuses.push(
        (await call.call("POST", "/admin/api/password", { current: `not it ${i}`, password: "a brand new password" }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([...Array(PASSWORD_CHANGES_PER_ACCOUNT).fill(400), 429]);
  });
});
