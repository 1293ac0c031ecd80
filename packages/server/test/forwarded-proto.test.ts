/**
 * Issue 36, item 10: behind a proxy (TRUST_PROXY), `X-Forwarded-Proto: https` in any case turns on
 * the editor's Secure cookies exactly as it turns on HSTS; a plain-HTTP answer has neither.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { appWithTestPack } from "./support/test-app.js";

describe("the scheme a proxy forwards", () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await appWithTestPack({ trustProxy: 1 }));
  });
  afterAll(() => close?.());

  it.each(["https", "HTTPS", "Https", "http, HTTPS"])(
    "X-Forwarded-Proto: %s gives HSTS and Secure cookies",
    async (proto) => {
      const answer = await app.inject({ url: "/admin/api/session", headers: { "x-forwarded-proto": proto } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["strict-transport-security"]).toMatch(/^max-age=/);
      expect(answer.cookies.length).toBeGreaterThan(0);
      for (const cookie of answer.cookies as { name: string; secure?: boolean }[])
        expect(cookie.secure, cookie.name).toBe(true);
    },
  );

  it.each(["http", "HTTP"])("X-Forwarded-Proto: %s gives neither", async (proto) => {
    const answer = await app.inject({ url: "/admin/api/session", headers: { "x-forwarded-proto": proto } });
    expect(answer.headers["strict-transport-security"]).toBeUndefined();
    for (const cookie of answer.cookies as { name: string; secure?: boolean }[]) expect(cookie.secure).toBeFalsy();
  });
});
