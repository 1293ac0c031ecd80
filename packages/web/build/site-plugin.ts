/**
 * Compiles the content pack's `site.yaml` into the virtual module `virtual:site` (DESIGN.md
 * section 4): validates it against the contract, turns every image into hashed, resized WebP
 * assets with a `srcset`, and copies the video. A bad site.yaml fails the build with file and field.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { parse } from "yaml";
import type { Plugin } from "vite";
// A relative import: Vite bundles it into the config, while a workspace package would be left
// to Node, which cannot load TypeScript sources.
import { sitePack } from "../../contract/src/index";
import { IMAGE_WIDTHS, type CompiledImage, type SitePack } from "../../contract/src/index";

const VIRTUAL_ID = "virtual:site";
/**
 * Keys that only one lazily loaded page reads. Each is its own module, `virtual:site/<key>`, so
 * it travels in that page's chunk instead of every first load (the rest of `virtual:site` is
 * read by the header, footer and home page). Keep in step with src/vite-env.d.ts.
 */
const PAGE_KEYS: ReadonlySet<string> = new Set(["aboutCarousel", "visionMission", "coderOfTheMonth"]);
/** The server's image widths (a phone's full-width photo wants 960), from 320 up. */
const WIDTHS: number[] = IMAGE_WIDTHS.filter((width) => width >= 320);
const ASSET_DIR = "assets/site";

interface Asset {
  fileName: string;
  source: Buffer;
  contentType: string;
}

function hashOf(data: Buffer): string {
  return createHash("sha256").update(data).digest("hex").slice(0, 12);
}

function slug(file: string): string {
  return path.basename(file, path.extname(file)).replace(/[^A-Za-z0-9-]+/g, "-").toLowerCase();
}

/** Replace every pack image `{path, alt}` and the video path by their compiled forms, depth-first. */
async function compileSite(contentDir: string, pack: SitePack, assets: Map<string, Asset>) {
  const imageCache = new Map<string, Omit<CompiledImage, "alt">>();

  async function compileImage(relative: string, alt: string): Promise<CompiledImage> {
    let compiled = imageCache.get(relative);
    if (!compiled) {
      const original = await readFile(resolveInside(contentDir, relative));
      const meta = await sharp(original).metadata();
      const width = meta.width ?? 1;
      const height = meta.height ?? 1;
      const widths = WIDTHS.filter((w) => w < width).concat(Math.min(width, WIDTHS.at(-1)!));
      const variants: { url: string; width: number }[] = [];
      for (const w of [...new Set(widths)]) {
        const source = await sharp(original).resize({ width: w, withoutEnlargement: true }).webp({ quality: 72 }).toBuffer();
        const fileName = `${ASSET_DIR}/${slug(relative)}-${w}-${hashOf(source)}.webp`;
        assets.set(`/${fileName}`, { fileName, source, contentType: "image/webp" });
        variants.push({ url: `/${fileName}`, width: w });
      }
      const largest = variants.at(-1)!;
      const medium = variants.find((v) => v.width >= 640) ?? largest;
      compiled = {
        src: medium.url,
        srcSet: variants.map((v) => `${v.url} ${v.width}w`).join(", "),
        width: largest.width,
        height: Math.round((height * largest.width) / width),
      };
      imageCache.set(relative, compiled);
    }
    return { ...compiled, alt };
  }

  async function walk(value: unknown): Promise<unknown> {
    if (Array.isArray(value)) return Promise.all(value.map(walk));
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      const keys = Object.keys(record);
      if (keys.length === 2 && typeof record.path === "string" && typeof record.alt === "string") {
        return compileImage(record.path, record.alt);
      }
      const out: Record<string, unknown> = {};
      for (const key of keys) out[key] = await walk(record[key]);
      return out;
    }
    return value;
  }

  const compiled = (await walk(pack)) as Record<string, unknown>;
  const videoSource = await readFile(resolveInside(contentDir, pack.video.file));
  const ext = path.extname(pack.video.file).toLowerCase();
  const videoName = `${ASSET_DIR}/${slug(pack.video.file)}-${hashOf(videoSource)}${ext}`;
  const videoType = ext === ".webm" ? "video/webm" : "video/mp4";
  assets.set(`/${videoName}`, { fileName: videoName, source: videoSource, contentType: videoType });
  const captionsSource = await readFile(resolveInside(contentDir, pack.video.captions));
  const captionsName = `${ASSET_DIR}/${slug(pack.video.captions)}-${hashOf(captionsSource)}.vtt`;
  assets.set(`/${captionsName}`, { fileName: captionsName, source: captionsSource, contentType: "text/vtt" });
  compiled.video = { title: pack.video.title, file: { src: `/${videoName}`, type: videoType }, captions: `/${captionsName}` };
  return compiled;
}

function resolveInside(root: string, relative: string): string {
  const resolved = path.resolve(root, relative);
  if (!resolved.startsWith(path.resolve(root) + path.sep)) {
    throw new Error(`site.yaml: ${relative}: path leaves the content pack`);
  }
  return resolved;
}

export function sitePlugin(contentDir: string): Plugin {
  const assets = new Map<string, Asset>();
  const sitePath = path.join(contentDir, "site.yaml");
  let isBuild = false;
  let compiled: Promise<Record<string, unknown>> | undefined;

  async function compile(): Promise<Record<string, unknown>> {
    const raw = parse(await readFile(sitePath, "utf8")) as unknown;
    const result = sitePack.safeParse(raw);
    if (!result.success) {
      const problems = result.error.issues.map((issue) => `${sitePath}: ${issue.path.join(".") || "(root)"}: ${issue.message}`);
      throw new Error(`Invalid site content:\n${problems.join("\n")}`);
    }
    return compileSite(contentDir, result.data, assets);
  }

  return {
    name: "dept-site",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    watchChange(id) {
      if (id === sitePath) compiled = undefined;
    },
    resolveId(id) {
      return id === VIRTUAL_ID || id.startsWith(`${VIRTUAL_ID}/`) ? `\0${id}` : undefined;
    },
    async load(id) {
      if (!id.startsWith(`\0${VIRTUAL_ID}`)) return undefined;
      this.addWatchFile(sitePath);
      const first = !compiled;
      compiled ??= compile();
      const site = await compiled;
      if (isBuild && first) {
        for (const asset of assets.values()) this.emitFile({ type: "asset", fileName: asset.fileName, source: asset.source });
      }
      const key = id.slice(`\0${VIRTUAL_ID}/`.length);
      if (id === `\0${VIRTUAL_ID}`) {
        const shared = Object.fromEntries(Object.entries(site).filter(([name]) => !PAGE_KEYS.has(name)));
        return `export default ${JSON.stringify(shared)};`;
      }
      if (!PAGE_KEYS.has(key)) throw new Error(`${VIRTUAL_ID}/${key}: no such part of site.yaml`);
      return `export default ${JSON.stringify(site[key])};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const asset = req.url ? assets.get(req.url.split("?")[0]!) : undefined;
        if (!asset) return next();
        res.setHeader("Content-Type", asset.contentType);
        res.end(asset.source);
      });
    },
  };
}
