/**
 * Pulls a running site of the old design into a content pack: every list endpoint, every linked
 * file through /api/files/, every base64 image decoded; failures are reported per entry, not fatal.
 * The lists, their endpoints and pack files come from the collection registry.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { apiRoutes, FACULTY_DETAIL_FIELDS, LIST_COLLECTIONS, packListFiles, publicCollections } from "@dept/contract";
import { stringify } from "yaml";
import { downloadFiles, downloadImages } from "./downloads.js";
import { errorText, fetchRetry, readCapped } from "./fetch.js";
import { packItem } from "./list-items.js";
import { openPackWriter } from "./pack-writer.js";
import { downloadQueue, slug, type DownloadQueue } from "./queue.js";
import type { PullOptions, PullProblem } from "./pull-types.js";
import { siteTemplate } from "./site-template.js";

export { MAX_FILE_BYTES } from "./fetch.js";
export { imageType } from "./downloads.js";
export { slug } from "./queue.js";

export type { PullOptions, PullProblem } from "./pull-types.js";
type Json = Record<string, unknown>;

/** What the steps share: the old site's address, the problems so far, and the queue of downloads. */
interface Pull {
  base: string;
  problems: PullProblem[];
  queue: DownloadQueue;
  log: (line: string) => void;
  dryRun: boolean;
}

async function getJson(pull: Pull, entry: string, route: string): Promise<unknown> {
  const url = pull.base + route;
  if (pull.dryRun) pull.log(`GET ${url}`);
  try {
    const res = await fetchRetry(url);
    const body = await readCapped(res);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    try {
      return JSON.parse(body.toString("utf8"));
    } catch {
      throw new Error(`not JSON (${res.headers.get("content-type") ?? "no content type"})`);
    }
  } catch (error) {
    pull.problems.push({ entry, url, what: errorText(error) });
    return undefined;
  }
}

/** Every list collection's items as its pack file holds them, by pack file. */
async function pullLists(pull: Pull): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const name of LIST_COLLECTIONS) {
    const { api: route, family } = publicCollections[name];
    const yamlFile = packListFiles[name].file;
    const data = await getJson(pull, name, route);
    if (data !== undefined && !Array.isArray(data)) pull.problems.push({ entry: name, url: pull.base + route, what: "not a list" });
    const items = Array.isArray(data) ? (data as Json[]) : [];
    const folder = yamlFile.replace(/\.yaml$/, "");
    out[yamlFile] = items.flatMap((item, i): Json[] => {
      const entry = `${name}[${i}]`;
      if (typeof item !== "object" || item === null) {
        pull.problems.push({ entry, url: pull.base + route, what: "not an object" });
        return [];
      }
      const title = String(item.title ?? item.name ?? item.year ?? i);
      return [packItem[family](item, { entry, folder, title }, pull.queue)];
    });
  }
  return out;
}

/** Every faculty member's profile, by its pack file `faculty/NN-id.yaml`. */
async function pullFaculty(pull: Pull): Promise<{ rel: string; record: Json }[]> {
  const { file, image } = pull.queue;
  const faculty: { rel: string; record: Json }[] = [];
  const list = (await getJson(pull, "faculty_list", apiRoutes.facultyList.path)) as { faculties?: Json[] } | undefined;
  const summaries = Array.isArray(list?.faculties) ? list.faculties : [];
  const fixed = new Set(FACULTY_DETAIL_FIELDS);
  for (const [i, summary] of summaries.entries()) {
    const id = String(summary.id ?? "");
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id)) {
      pull.problems.push({ entry: `faculty[${i}]`, url: pull.base + apiRoutes.facultyList.path, what: `bad id ${JSON.stringify(id)}` });
      continue;
    }
    const detail = (await getJson(pull, `faculty ${id}`, `${apiRoutes.facultyDetails.path}?id=${encodeURIComponent(id)}`)) as Json | undefined;
    if (!detail || typeof detail !== "object") continue;
    const sections = Object.fromEntries(Object.entries(detail).filter(([k, v]) => !fixed.has(k) && Array.isArray(v)));
    const record: Json = {
      id,
      name: detail.name,
      designation: detail.designation,
      qualification: summary.qualification ?? "",
      image: image(`faculty ${id}`, detail.image ?? summary.image, "faculty", id),
      educations: detail.educations ?? {},
    };
    const resume = file(`faculty ${id}`, detail.resume, "faculty", `${id}-resume`, true);
    if (resume) record.resume = resume;
    for (const key of ["email", "ext", "telephone", "room"]) if (detail[key] != null) record[key] = detail[key];
    if (Object.keys(sections).length > 0) record.sections = sections;
    faculty.push({ rel: `faculty/${String(i + 1).padStart(2, "0")}-${slug(id)}.yaml`, record });
  }
  return faculty;
}

export async function pullSite(baseUrl: string, dirArg: string, options: PullOptions = {}): Promise<PullProblem[]> {
  const base = baseUrl.replace(/\/+$/, "");
  const problems: PullProblem[] = [];
  const writer = await openPackWriter(path.resolve(dirArg), options);
  const pull: Pull = { base, problems, queue: downloadQueue(base, problems), log: options.log ?? (() => {}), dryRun: options.dryRun ?? false };

  const lists = await pullLists(pull);
  const faculty = await pullFaculty(pull);
  const home = (await getJson(pull, "homepage", apiRoutes.homepage.path)) as Json | undefined;
  const hodPhoto = pull.queue.image("homepage.HOD_profile_image", home?.HOD_profile_image, "hod", "hod");

  const { jobs, imageJobs } = pull.queue;
  if (options.dryRun) {
    for (const job of jobs) pull.log(`GET ${job.url} -> ${job.rel}`);
    for (const job of imageJobs) pull.log(`image ${job.entry} -> ${job.rel}.<jpg|png|webp>`);
    return problems;
  }

  const imagePaths = await downloadImages(base, imageJobs, writer, problems);
  await downloadFiles(jobs, writer, problems, options);

  // Image fields point at the file as written (its extension known only after decoding).
  const fix = (value: unknown): unknown => {
    if (typeof value === "string" && imagePaths.has(value)) return imagePaths.get(value) ?? value;
    if (Array.isArray(value)) return value.map(fix);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fix(v)]));
    return value;
  };
  for (const [yamlFile, items] of Object.entries(lists)) await writer.writeAtomic(yamlFile, stringify(fix(items)));
  await mkdir(path.join(writer.dir, "faculty"), { recursive: true });
  for (const { rel, record } of faculty) await writer.writeAtomic(rel, stringify(fix(record)));
  await writer.writeAtomic("site.yaml", stringify(siteTemplate(home, hodPhoto ? imagePaths.get(hodPhoto) : undefined)));
  await writer.writeAtomic("pull-report.txt", problems.map((p) => `${p.entry}: ${p.url}: ${p.what}`).join("\n") + "\n");
  return problems;
}
