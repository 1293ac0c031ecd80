/**
 * Keeps the other releases' hashed assets answerable, so an upgrade (or a rollback) never takes a
 * page's script or style away: a document sent by the release before names `/assets/index-OLD.js`,
 * and a visitor's browser asks for it after the switch. Releases sit side by side
 * (`…/releases/X.Y.Z/packages/web/dist`, docs/deploy.md): a GET of `/assets/NAME` or
 * `/admin/assets/NAME` that this release's build does not have is answered from the newest other
 * release that has it, with the same headers (immutable caching, precompressed twins). The own
 * build is served by static-web.ts as before; outside a `releases` folder this does nothing.
 */
import fs from "node:fs";
import path from "node:path";
import send from "@fastify/send";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { IMMUTABLE } from "./static-web.js";

/** A hashed asset's path: one file name, no folders, no dots at the start. */
const ASSET_PATH = /^\/((?:admin\/)?assets\/[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".wasm": "application/wasm",
  ".txt": "text/plain; charset=utf-8",
};

/** The other releases' web builds, newest first (by folder time), when WEB_DIR is `releases/X/packages/web/dist`. */
export function otherReleaseWebDirs(webDir: string): string[] {
  let real: string;
  try {
    real = fs.realpathSync(webDir);
  } catch {
    return [];
  }
  const release = path.resolve(real, "../../..");
  const releases = path.dirname(release);
  if (path.basename(releases) !== "releases" || path.relative(release, real) !== path.join("packages", "web", "dist"))
    return [];
  return fs
    .readdirSync(releases, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && path.join(releases, entry.name) !== release)
    .map((entry) => path.join(releases, entry.name, "packages", "web", "dist"))
    .filter((dir) => fs.existsSync(path.join(dir, "assets")))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
}

/** The encodings the client takes, in the order the web build writes twins for. */
function twins(request: FastifyRequest): { suffix: string; encoding: string | undefined }[] {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  return [
    ...(/\bbr\b/.test(accepted) ? [{ suffix: ".br", encoding: "br" }] : []),
    ...(/\bgzip\b/.test(accepted) ? [{ suffix: ".gz", encoding: "gzip" }] : []),
    { suffix: "", encoding: undefined },
  ];
}

async function sendAsset(request: FastifyRequest, reply: FastifyReply, root: string, relative: string) {
  const twin = twins(request).find(({ suffix }) => fs.existsSync(path.join(root, `${relative}${suffix}`)))!;
  const { statusCode, headers, stream } = await send(request.raw, `/${relative}${twin.suffix}`, {
    root,
    dotfiles: "deny",
    cacheControl: false,
  });
  reply.code(statusCode).headers(headers);
  if (statusCode !== 200 && statusCode !== 206 && statusCode !== 304) return reply.send(stream);
  reply
    .header("Content-Type", CONTENT_TYPES[path.extname(relative)] ?? "application/octet-stream")
    // The editor's files are never cached (static-web.ts); the site's hashed ones for a year.
    .header("Cache-Control", relative.startsWith("admin/") ? "no-store" : IMMUTABLE)
    .header("Vary", "Accept-Encoding");
  if (twin.encoding) reply.header("Content-Encoding", twin.encoding);
  return reply.send(stream);
}

export const previousReleaseAssets = fp(async (app: FastifyInstance, options: { webDir: string }) => {
  const others = otherReleaseWebDirs(options.webDir);
  if (others.length === 0) return;
  app.log.info({ releases: others.map((dir) => path.resolve(dir, "../../..")) }, "serving other releases' assets too");
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const match = ASSET_PATH.exec(request.url.split("?")[0]!);
    if (!match) return;
    const relative = match[1]!;
    if (fs.existsSync(path.join(options.webDir, relative))) return;
    const root = others.find((dir) => fs.existsSync(path.join(dir, relative)));
    if (root) return sendAsset(request, reply, root, relative);
  });
});
