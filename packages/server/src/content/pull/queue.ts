/**
 * The pull's download queue: a file link or an image of the old API becomes the pack path it will
 * be written to (unique within the pack), and a job to fetch or decode it later.
 */
import path from "node:path";
import type { PullProblem } from "./pull-types.js";

export function slug(text: string): string {
  const s = text.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return s.slice(0, 60) || "item";
}

export interface FileJob {
  entry: string;
  url: string;
  rel: string;
}
export interface ImageJob {
  entry: string;
  value: string;
  /** The pack path without its extension, known once the image is decoded. */
  rel: string;
}

export type DownloadQueue = ReturnType<typeof downloadQueue>;

export function downloadQueue(base: string, problems: PullProblem[]) {
  const used = new Set<string>();
  const unique = (rel: string): string => {
    const ext = path.extname(rel);
    let candidate = rel;
    for (let i = 2; used.has(candidate); i++) candidate = `${rel.slice(0, rel.length - ext.length)}-${i}${ext}`;
    used.add(candidate);
    return candidate;
  };
  const jobs: FileJob[] = [];
  const imageJobs: ImageJob[] = [];

  /** A file link of the old API as a pack path, queued for download. */
  function file(entry: string, stored: unknown, folder: string, title: string, resume = false): string | undefined {
    if (typeof stored !== "string" || stored === "") return undefined;
    const prefix = resume ? "resources/" : "/resources/resources/";
    const rest = (stored.startsWith(prefix) ? stored.slice(prefix.length) : stored).replace(/^\/+/, "");
    if (rest.split("/").includes("..") || rest.includes("\\")) {
      problems.push({ entry, url: stored, what: "path contains '..' or '\\'" });
      return undefined;
    }
    const ext = (path.extname(rest).toLowerCase().match(/^\.[a-z0-9]{1,8}$/)?.[0]) ?? ".pdf";
    // The old file name is what visitors download it as (and part of the API's link): keep it when sane.
    const original = path.posix.basename(rest);
    const name = /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/.test(original) ? original : `${slug(title)}${ext}`;
    const rel = unique(`files/${folder}/${name}`);
    jobs.push({ entry, url: `${base}/api/files/${rest.split("/").map(encodeURIComponent).join("/")}`, rel });
    return rel;
  }

  /** An image of the old API (base64, a data: URL or a link) as a pack path, queued. */
  function image(entry: string, value: unknown, folder: string, title: string): string | undefined {
    if (typeof value !== "string" || value === "") return undefined;
    const rel = unique(`images/${folder}/${slug(title)}`);
    imageJobs.push({ entry, value, rel });
    return rel;
  }

  return { jobs, imageJobs, file, image };
}
