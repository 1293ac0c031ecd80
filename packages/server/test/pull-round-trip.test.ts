/**
 * `content pull` against our own server answering as the old design did (LEGACY_INLINE_IMAGES=1,
 * raw base64 images) with the demo pack: the pulled pack, its placeholders filled from the demo's
 * site.yaml, imports and serves the same answers on every list endpoint, file links included;
 * only image URLs may differ, and their images have the same dimensions.
 */
import fs from "node:fs";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRoutes } from "@dept/contract";
import { pullSite } from "../src/content/pull/pull-site.js";
import { createDemo, demoPack as demo } from "./support/demo-template.js";
import { importInto, startApp } from "./support/test-app.js";
import { tempDir } from "./support/test-pack.js";

/** The fields of each answer that hold an image. */
const IMAGE_FIELDS = new Set(["image", "photo", "banner", "HOD_profile_image"]);

type Json = unknown;

/** The answer with every image replaced by its pixel size, fetched from the server that gave it. */
async function withImageSizes(app: FastifyInstance, value: Json, key = ""): Promise<Json> {
  if (Array.isArray(value)) return Promise.all(value.map((item) => withImageSizes(app, item, key)));
  if (value && typeof value === "object") {
    const entries = await Promise.all(
      Object.entries(value).map(async ([name, inner]) => [name, await withImageSizes(app, inner, name)] as const),
    );
    return Object.fromEntries(entries);
  }
  if (IMAGE_FIELDS.has(key) && typeof value === "string" && value !== "") {
    const response = await app.inject(value);
    const { width, height } = await sharp(response.rawPayload).metadata();
    return `image ${width}x${height}`;
  }
  return value;
}

describe("pull round trip", () => {
  const dirs: string[] = [];
  let legacy: FastifyInstance;
  let original: FastifyInstance;
  let pulled: FastifyInstance;

  beforeAll(async () => {
    const [pulledData, pack] = [tempDir("pulled"), tempDir("pack")];
    // The demo pack imported once per run, copied for the legacy and the original server.
    const [legacyData, originalData] = [(await createDemo("sqlite")).dataDir, (await createDemo("sqlite")).dataDir];
    dirs.push(legacyData, originalData, pulledData, pack);
    legacy = await startApp({ dataDir: legacyData, legacyInlineImages: true });
    await legacy.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(legacy.server.address() as AddressInfo).port}`;

    fs.rmSync(pack, { recursive: true });
    const problems = await pullSite(base, pack);
    expect(problems).toEqual([]);
    // What the old API never served, the web team fills in: here, the demo's own site.yaml and media.
    fs.copyFileSync(path.join(demo, "site.yaml"), path.join(pack, "site.yaml"));
    for (const folder of [
      "images/home",
      "images/about",
      "images/hod",
      "images/coder-of-the-month",
      "images/programs",
      "images/logo",
      "video",
    ]) {
      if (fs.existsSync(path.join(demo, folder)))
        fs.cpSync(path.join(demo, folder), path.join(pack, folder), { recursive: true });
    }

    original = await startApp({ dataDir: originalData });
    pulled = await startApp({ dataDir: pulledData });
    await importInto(pulled, pack);
  }, 600_000);

  afterAll(async () => {
    for (const app of [legacy, original, pulled]) await app?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves the same answers on every list endpoint, file links and file bytes included", async () => {
    for (const [name, route] of Object.entries(apiRoutes)) {
      if (name === "facultyDetails") continue;
      const [a, b] = await Promise.all([original.inject(route.path), pulled.inject(route.path)]);
      expect(b.statusCode, route.path).toBe(200);
      expect(await withImageSizes(pulled, b.json()), route.path).toEqual(await withImageSizes(original, a.json()));
    }
    const notices = (await original.inject(apiRoutes.notices.path)).json<{ file: string }[]>();
    for (const notice of notices) {
      const url = `/api/files/${notice.file.replace("/resources/resources/", "")}`;
      const [a, b] = await Promise.all([original.inject(url), pulled.inject(url)]);
      expect(b.rawPayload.equals(a.rawPayload), url).toBe(true);
    }
  });

  it("and the same faculty details", async () => {
    const { faculties } = (await original.inject(apiRoutes.facultyList.path)).json<{ faculties: { id: string }[] }>();
    for (const { id } of faculties) {
      const url = `${apiRoutes.facultyDetails.path}?id=${encodeURIComponent(id)}`;
      const [a, b] = await Promise.all([original.inject(url), pulled.inject(url)]);
      expect(await withImageSizes(pulled, b.json()), url).toEqual(await withImageSizes(original, a.json()));
    }
  });
});
