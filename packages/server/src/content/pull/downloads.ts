/**
 * The pull's downloads: images decoded (base64 or a data: URL) or fetched, typed by their bytes;
 * files fetched, four at a time, skipping those a resumed run finished before (same size and hash).
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { errorText, fetchRetry, pool, readCapped } from "./fetch.js";
import { inside, type PackWriter } from "./pack-writer.js";
import type { PullOptions, PullProblem } from "./pull-types.js";
import type { FileJob, ImageJob } from "./queue.js";

/** The image type by its first bytes, never by the name or a data: URL's claim. */
export function imageType(bytes: Buffer): "jpg" | "png" | "webp" | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  return undefined;
}

/** Writes every image; answers each job's path with its extension (undefined when it failed). */
export async function downloadImages(base: string, jobs: ImageJob[], writer: PackWriter, problems: PullProblem[]): Promise<Map<string, string | undefined>> {
  const imagePaths = new Map<string, string | undefined>();
  await pool(jobs, 4, async (job) => {
    try {
      let bytes: Buffer;
      // Raw base64 JPEG starts with "/9j/", so only http(s) URLs and our own /api/images/ paths are links.
      if (/^https?:\/\//.test(job.value) || job.value.startsWith("/api/images/")) {
        const res = await fetchRetry(new URL(job.value, base).href);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        bytes = await readCapped(res);
      } else {
        const raw = job.value.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
        bytes = Buffer.from(raw, "base64");
      }
      const type = imageType(bytes);
      if (!type) throw new Error("not a JPEG, PNG or WebP image");
      const rel = `${job.rel}.${type}`;
      await writer.writeAtomic(rel, bytes);
      imagePaths.set(job.rel, rel);
    } catch (error) {
      problems.push({ entry: job.entry, url: job.value.slice(0, 60), what: errorText(error) });
      imagePaths.set(job.rel, undefined);
    }
  });
  return imagePaths;
}

export async function downloadFiles(jobs: FileJob[], writer: PackWriter, problems: PullProblem[], options: PullOptions): Promise<void> {
  const log = options.log ?? (() => {});
  const { state } = writer;
  let completed = 0;
  await pool(jobs, 4, async (job) => {
    const full = inside(writer.dir, job.rel);
    const known = state.done[job.rel];
    if (full && known) {
      try {
        const bytes = await readFile(full);
        if (bytes.length === known.size && createHash("sha256").update(bytes).digest("hex") === known.sha256) {
          completed++;
          return;
        }
      } catch {
        // missing or unreadable: fetch it again
      }
    }
    try {
      const res = await fetchRetry(job.url);
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`HTTP ${res.status}`);
      }
      const bytes = await readCapped(res);
      await writer.writeAtomic(job.rel, bytes);
      state.done[job.rel] = { size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
      await writer.saveState();
    } catch (error) {
      problems.push({ entry: job.entry, url: job.url, what: errorText(error) });
    }
    completed++;
    options.onProgress?.(completed, jobs.length);
    if (!options.onProgress && (completed % 25 === 0 || completed === jobs.length)) log(`files: ${completed}/${jobs.length}`);
  });
}
