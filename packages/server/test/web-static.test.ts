/** Serving the built web app from WEB_DIR, and the 503 when it is not built. */
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_HEADERS } from "../src/security-policy.js";
import { startApp } from "./support/test-app.js";
import { tempDir, write } from "./support/test-pack.js";

describe("static web app", () => {
  let built: FastifyInstance;
  let webDir: string;
  const big = randomBytes(8 * 1024 * 1024);
  let unbuilt: FastifyInstance;
  const dirs: string[] = [];
  const script = `console.log(${JSON.stringify("x".repeat(4000))});\n`;
  const css = `body { color: red; }\n${".a { margin: 0 }\n".repeat(200)}`;

  beforeAll(async () => {
    webDir = tempDir("web");
    const emptyWebDir = tempDir("web-empty");
    const dataDir = tempDir("data");
    dirs.push(webDir, emptyWebDir, dataDir);
    write(
      webDir,
      "index.html",
      '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body></body></html>',
    );
    write(webDir, "assets/index-abc123.js", script);
    // A precompressed twin, as the web build writes them: it is sent as it is.
    write(webDir, "assets/styles-abc123.css", css);
    write(webDir, "assets/styles-abc123.css.br", zlib.brotliCompressSync(css));
    write(webDir, "assets/big-abc123.bin", big);
    write(webDir, "favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
    built = await startApp({ webDir, dataDir });
    unbuilt = await startApp({ webDir: emptyWebDir, dataDir });
  });

  afterAll(async () => {
    await built?.close();
    await unbuilt?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("sends a precompressed twin when the build wrote one and the client accepts it", async () => {
    const twin = await built.inject({ url: "/assets/styles-abc123.css", headers: { "accept-encoding": "gzip, br" } });
    expect(twin.statusCode).toBe(200);
    expect(twin.headers["content-encoding"]).toBe("br");
    expect(twin.headers["content-type"]).toMatch(/^text\/css/);
    expect(twin.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(twin.headers["content-length"])).toBe(zlib.brotliCompressSync(css).length);
    expect(zlib.brotliDecompressSync(twin.rawPayload).toString()).toBe(css);
    const plain = await built.inject({ url: "/assets/styles-abc123.css", headers: { "accept-encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(css);
  });

  it("serves index.html with no-cache and hashed assets immutable, compressed", async () => {
    const index = await built.inject("/");
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toMatch(/^text\/html/);
    expect(index.headers["cache-control"]).toBe("no-cache");
    expect(index.body).toContain("/assets/index-abc123.js");
    expect((await built.inject("/index.html")).headers["cache-control"]).toBe("no-cache");
    expect((await built.inject("/favicon.svg")).headers["cache-control"]).toBe("no-cache");

    const asset = await built.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "br" } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    const gzip = await built.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(asset.headers[name.toLowerCase()]).toBe(value);
      expect(index.headers[name.toLowerCase()]).toBe(value);
    }
  });

  it("answers missing files and unknown paths with the JSON 404", async () => {
    for (const url of [
      "/assets/missing-123.js",
      "/some/page",
      "/../etc/passwd",
      `/${path.basename(dirs[2]!)}/site.db`,
    ]) {
      const response = await built.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: { code: "not_found", message: expect.any(String) } });
    }
  });

  it("says clearly when the web app is not built", async () => {
    const response = await unbuilt.inject("/");
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: "web_app_not_built", message: expect.stringMatching(/web app is not built/) },
    });
    expect(response.headers["content-security-policy"]).toBe(SECURITY_HEADERS["Content-Security-Policy"]);
  });

  it("lets in-flight requests finish when it closes", async () => {
    const app = await startApp({ webDir, dataDir: dirs[2]! });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = app.server.address() as AddressInfo;
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(
        { host: "127.0.0.1", port, path: "/assets/big-abc123.bin", headers: { "accept-encoding": "identity" } },
        resolve,
      ),
    );
    // Not reading yet: the server is stuck mid-response when asked to close.
    response.pause();
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closed).toBe(false);
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.resume();
    await once(response, "end");
    await closing;
    expect(response.statusCode).toBe(200);
    expect(Buffer.concat(chunks).equals(big)).toBe(true);
  });
});
