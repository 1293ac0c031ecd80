/**
 * HTTP at its edges (issue 18, points 5 to 7): answers made before routing, other methods, error
 * codes, HSTS and CORP, and the details of ranges and content negotiation.
 */
import net from "node:net";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRICT_TRANSPORT_SECURITY } from "../src/security-policy.js";
import { appWithTestPack } from "./support/test-app.js";

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes as they are over a socket and reads the answer until the server closes it. */
function raw(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket may be dropped before a streamed answer is out.
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    socket.setTimeout(10_000, () => socket.destroy(new Error("no answer within 10 s")));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: rest.join("\r\n\r\n") });
    });
  });
}

const CSP_PREFIX = "default-src 'self'";

function expectSecurityHeaders(headers: Record<string, string | string[] | number | undefined>) {
  expect(String(headers["content-security-policy"])).toMatch(new RegExp(`^${CSP_PREFIX}`));
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
}

function expectJsonError(answer: { body: string }, code: string) {
  expect(JSON.parse(answer.body)).toEqual({ error: { code, message: expect.any(String) } });
}

describe.each([0, 1])("HTTP edges (TRUST_PROXY=%s)", (trustProxy) => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let port: number;
  let fileUrl: string;

  beforeAll(async () => {
    ({ app, close } = await appWithTestPack({ trustProxy }));
    await app.listen({ port: 0, host: "127.0.0.1" });
    port = (app.server.address() as AddressInfo).port;
    const notices = (await app.inject("/generals/notice")).json<{ file: string }[]>();
    fileUrl = `/api/files/${notices[0]!.file.replace("/resources/resources/", "")}`;
  });

  afterAll(() => close?.());

  describe("answers made before routing carry the security headers and the JSON error shape", () => {
    it("a URL with an invalid percent-encoding: 400, and the URL is not echoed", async () => {
      const answer = await raw(
        port,
        "GET /api/files/%c0%ae%c0%ae/etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      );
      expect(answer.status).toBe(400);
      expectSecurityHeaders(answer.headers);
      expectJsonError(answer, "bad_url");
      expect(answer.body).not.toContain("passwd");
    });

    it("a method the HTTP parser does not know: 501", async () => {
      const answer = await raw(port, "FROBNICATE / HTTP/1.1\r\nHost: x\r\n\r\n");
      expect(answer.status).toBe(501);
      expectSecurityHeaders(answer.headers);
      expectJsonError(answer, "not_implemented");
    });

    it("a bad Content-Length: 400 bad_content_length", async () => {
      const answer = await raw(port, "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n");
      expect(answer.status).toBe(400);
      expectSecurityHeaders(answer.headers);
      expectJsonError(answer, "bad_content_length");
    });

    it("headers too large: 431", async () => {
      const answer = await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(70_000)}\r\n\r\n`);
      expect(answer.status).toBe(431);
      expectSecurityHeaders(answer.headers);
      expectJsonError(answer, "headers_too_large");
    });
  });

  it("another method on a known path: 405 with Allow", async () => {
    const put = await app.inject({ method: "PUT", url: "/endpoints/homepage" });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD");
    expectSecurityHeaders(put.headers);
    expectJsonError({ body: put.body }, "method_not_allowed");
    const remove = await app.inject({ method: "DELETE", url: "/api/visitors" });
    expect(remove.statusCode).toBe(405);
    expect(remove.headers.allow).toBe("GET, HEAD, POST");
    expect((await app.inject({ method: "PATCH", url: fileUrl })).statusCode).toBe(405);
    // An unknown path stays a 404 for GET.
    expect((await app.inject("/no/such/page")).statusCode).toBe(404);
  });

  it("says what happened: payload_too_large, not bad_request", async () => {
    const answer = await app.inject({
      method: "POST",
      url: "/api/visitors",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ pad: "x".repeat(2_000_000) }),
    });
    expect(answer.statusCode).toBe(413);
    expectJsonError({ body: answer.body }, "payload_too_large");
  });

  it("HSTS only over HTTPS, which behind a proxy only TRUST_PROXY lets X-Forwarded-Proto say", async () => {
    for (const url of ["/", "/endpoints/faculty_list", "/api/site", fileUrl]) {
      const plain = await raw(port, `GET ${url} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(plain.headers["strict-transport-security"], url).toBeUndefined();
      const forwarded = await raw(
        port,
        `GET ${url} HTTP/1.1\r\nHost: x\r\nX-Forwarded-Proto: https\r\nConnection: close\r\n\r\n`,
      );
      expect(forwarded.headers["strict-transport-security"], url).toBe(
        trustProxy > 0 ? STRICT_TRANSPORT_SECURITY : undefined,
      );
    }
    expect(Number(/max-age=(\d+)/.exec(STRICT_TRANSPORT_SECURITY)![1])).toBeGreaterThanOrEqual(183 * 24 * 3600);
  });

  it("CORP: same-origin everywhere but files and images, which a build on another origin embeds", async () => {
    expect((await app.inject("/")).headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect((await app.inject("/endpoints/homepage")).headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect((await app.inject("/no/such/page")).headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect((await app.inject(fileUrl)).headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const site = (await app.inject("/api/site")).json<{ homeCarousel: { src: string }[] }>();
    expect((await app.inject(site.homeCarousel[0]!.src)).headers["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  it("a 416 carries no ETag and no immutable caching", async () => {
    const answer = await app.inject({ url: fileUrl, headers: { range: "bytes=999999999-" } });
    expect(answer.statusCode).toBe(416);
    expect(answer.headers.etag).toBeUndefined();
    expect(String(answer.headers["cache-control"])).not.toContain("immutable");
    expectJsonError({ body: answer.body }, "range_not_satisfiable");
  });

  it("honours q=0 and a negative q in Accept-Encoding as not acceptable", async () => {
    const encoding = async (acceptEncoding: string) =>
      (await app.inject({ url: "/generals/notice", headers: { "accept-encoding": acceptEncoding } })).headers[
        "content-encoding"
      ];
    expect(await encoding("br;q=0, gzip")).toBe("gzip");
    expect(await encoding("br;q=-1, gzip;q=-0.5")).toBeUndefined();
    expect(await encoding("*;q=0")).toBeUndefined();
    expect(await encoding("br;q=0.5")).toBe("br");
  });
});
