/** The visitor total cannot be inflated by one client (issue 18, point 8). */
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VISITS_PER_MINUTE } from "../src/routes/visitors/index.js";
import { appWithTestPack, browserAgent } from "./support/test-app.js";

describe.each([0, 1])("the visitor total (TRUST_PROXY=%s)", (trustProxy) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await appWithTestPack({ trustProxy }));
  });

  afterAll(() => close?.());

  const total = async () => (await app.inject("/api/visitors")).json<{ total: number }>().total;

  it("one address counts once a day, whatever user agents it sends, and is rate limited", async () => {
    const start = await total();
    const statuses: number[] = [];
    for (let i = 0; i < VISITS_PER_MINUTE + 20; i += 1) {
      const answer = await app.inject({
        method: "POST",
        url: "/api/visitors",
        remoteAddress: "203.0.113.50",
        headers: { "user-agent": `${browserAgent} build/${i}` },
      });
      statuses.push(answer.statusCode);
    }
    expect(await total()).toBe(start + 1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(VISITS_PER_MINUTE);
    const limited = await app.inject({
      method: "POST",
      url: "/api/visitors",
      remoteAddress: "203.0.113.50",
      headers: { "user-agent": browserAgent },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: "too_many_requests", message: expect.any(String) } });
    expect(limited.headers["x-content-type-options"]).toBe("nosniff");
    expect(limited.headers["retry-after"]).toBeDefined();
  });

  it("behind proxies, the address is the one TRUST_PROXY hops back, not the leftmost X-Forwarded-For entry", async () => {
    const start = await total();
    for (let i = 1; i <= 5; i += 1) {
      // A client writes whatever it likes on the left; our proxy appends what it saw.
      await app.inject({
        method: "POST",
        url: "/api/visitors",
        remoteAddress: "127.0.0.1",
        headers: { "user-agent": browserAgent, "x-forwarded-for": `10.9.${i}.${i}, 198.51.100.${trustProxy ? 77 : i}` },
      });
    }
    // With one trusted hop the visitor is 198.51.100.77 each time; with none it is the proxy itself.
    expect(await total()).toBe(start + 1);
    const stored = JSON.stringify(await app.database.db.selectFrom("visits").selectAll().execute());
    expect(stored).not.toMatch(/198\.51\.100|10\.9\./);
  });
});
