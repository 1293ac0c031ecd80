/**
 * Pulls a running site of the old design into a content pack: every list endpoint, every linked
 * file through /api/files/, every base64 image decoded; failures are reported per entry, not fatal.
 */
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { stringify } from "yaml";

/** The largest file we accept; a bigger answer is cut off while streaming and reported. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
const TIMEOUT_MS = 30_000;
const RETRIES = 3;

export interface PullOptions {
  resume?: boolean;
  dryRun?: boolean;
  log?: (line: string) => void;
  /** Called after each file or image download (a progress bar's feed); `log` gets a line every 25 instead. */
  onProgress?: (done: number, total: number) => void;
}
export interface PullProblem {
  entry: string;
  url: string;
  what: string;
}
type Json = Record<string, unknown>;
interface State {
  done: Record<string, { size: number; sha256: string }>;
}

const lists: Record<string, { route: string; file: string }> = {
  notices: { route: "/generals/notice", file: "notices.yaml" },
  competitions: { route: "/events/competitions", file: "events/competitions.yaml" },
  workshops: { route: "/events/workshops", file: "events/workshops.yaml" },
  expertTalks: { route: "/events/expert_talks", file: "events/expert-talks.yaml" },
  valueAddedCourses: { route: "/events/value_added_courses", file: "events/value-added-courses.yaml" },
  timetable: { route: "/generals/timetable", file: "academics/timetable.yaml" },
  syllabus: { route: "/generals/syllabus/", file: "academics/syllabus.yaml" },
  results: { route: "/generals/result/", file: "academics/results.yaml" },
  internships: { route: "/generals/internships", file: "academics/internships.yaml" },
  placements: { route: "/generals/placements", file: "academics/placements.yaml" },
  higherStudies: { route: "/generals/higher_studies", file: "academics/higher-studies.yaml" },
  others: { route: "/generals/others", file: "academics/others.yaml" },
  studentAchievements: { route: "/generals/students_achievement", file: "achievements.yaml" },
  bos: { route: "/generals/BOS/", file: "documents/bos.yaml" },
  mom: { route: "/generals/MOM/", file: "documents/mom.yaml" },
  schemes: { route: "/generals/schemes/", file: "documents/schemes.yaml" },
};

export function slug(text: string): string {
  const s = text.toLowerCase().normalize("NFKD").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return s.slice(0, 60) || "item";
}

/** The image type by its first bytes, never by the name or a data: URL's claim. */
export function imageType(bytes: Buffer): "jpg" | "png" | "webp" | undefined {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  return undefined;
}

/** A resolved path strictly inside dir, or undefined (a `..` or absolute path from a hostile server). */
function inside(dir: string, rel: string): string | undefined {
  if (rel.includes("\\") || rel.split("/").includes("..")) return undefined;
  const full = path.resolve(dir, rel);
  return full.startsWith(dir + path.sep) ? full : undefined;
}

async function fetchRetry(url: string): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.status >= 500 && attempt < RETRIES) {
        await res.body?.cancel();
        lastError = new Error(`HTTP ${res.status}`);
        continue;
      }
      return res;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

async function readCapped(res: Response): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  if (!res.body) return Buffer.alloc(0);
  for await (const chunk of res.body) {
    size += chunk.length;
    if (size > MAX_FILE_BYTES) throw new Error(`larger than ${MAX_FILE_BYTES} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export async function pullSite(baseUrl: string, dirArg: string, options: PullOptions = {}): Promise<PullProblem[]> {
  const log = options.log ?? (() => {});
  const base = baseUrl.replace(/\/+$/, "");
  const dir = path.resolve(dirArg);
  const problems: PullProblem[] = [];
  const statePath = path.join(dir, ".pull-state.json");
  // A dry run only lists: it creates nothing.
  if (!options.dryRun) await mkdir(dir, { recursive: true });
  const existing = await readdir(dir).catch(() => [] as string[]);
  if (existing.length > 0 && !options.resume && !options.dryRun) {
    throw new Error(`${dir} is not empty; use --resume to continue a pull`);
  }
  let state: State = { done: {} };
  try {
    state = JSON.parse(await readFile(statePath, "utf8")) as State;
  } catch {
    state = { done: {} };
  }
  if (options.resume) {
    // Half-written files of a killed run never got their final name; they go.
    const leftovers = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && /\.partial-\d+-\d+$/.test(entry.name));
    await Promise.all(leftovers.map((entry) => rm(path.join(entry.parentPath, entry.name), { force: true })));
  }
  const used = new Set<string>();
  const unique = (rel: string): string => {
    const ext = path.extname(rel);
    let candidate = rel;
    for (let i = 2; used.has(candidate); i++) candidate = `${rel.slice(0, rel.length - ext.length)}-${i}${ext}`;
    used.add(candidate);
    return candidate;
  };

  let tempCount = 0;
  async function writeAtomic(rel: string, bytes: Buffer | string): Promise<void> {
    const full = inside(dir, rel);
    if (!full) throw new Error(`refusing to write outside the pack: ${rel}`);
    await mkdir(path.dirname(full), { recursive: true });
    const temp = `${full}.partial-${process.pid}-${++tempCount}`;
    await writeFile(temp, bytes);
    await rename(temp, full);
  }

  /**
   * Writes of the state file run one after another, each with the state as it is then: parallel
   * writes could finish out of order and leave an older state, which would forget finished files.
   */
  let stateWrite: Promise<void> = Promise.resolve();
  function saveState(): Promise<void> {
    stateWrite = stateWrite.catch(() => undefined).then(() => writeAtomic(".pull-state.json", JSON.stringify(state)));
    return stateWrite;
  }

  async function getJson(entry: string, route: string): Promise<unknown> {
    const url = base + route;
    if (options.dryRun) log(`GET ${url}`);
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
      problems.push({ entry, url, what: error instanceof Error ? error.message : String(error) });
      return undefined;
    }
  }

  const jobs: { entry: string; url: string; rel: string }[] = [];
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
  const imageJobs: { entry: string; value: string; rel: string }[] = [];
  function image(entry: string, value: unknown, folder: string, title: string): string | undefined {
    if (typeof value !== "string" || value === "") return undefined;
    const rel = unique(`images/${folder}/${slug(title)}`);
    imageJobs.push({ entry, value, rel });
    return rel;
  }

  const out: Record<string, unknown[]> = {};
  for (const [name, { route, file: yamlFile }] of Object.entries(lists)) {
    const data = await getJson(name, route);
    if (data !== undefined && !Array.isArray(data)) {
      problems.push({ entry: name, url: base + route, what: "not a list" });
    }
    const items = Array.isArray(data) ? (data as Json[]) : [];
    const folder = yamlFile.replace(/\.yaml$/, "");
    out[yamlFile] = items.flatMap((item, i): Json[] => {
      const entry = `${name}[${i}]`;
      if (typeof item !== "object" || item === null) {
        problems.push({ entry, url: base + route, what: "not an object" });
        return [];
      }
      const title = String(item.title ?? item.name ?? item.year ?? i);
      switch (name) {
        case "notices":
          return [{ title: item.title, file: file(entry, item.file, folder, title), date: item.date }];
        case "competitions": case "workshops": case "expertTalks": case "valueAddedCourses":
          return [{
            title: item.title, details: item.details,
            speakers: String(item.speaker ?? "").split(/\s*,\s*/).filter(Boolean),
            start_date: item.start_date, end_date: item.end_date,
            banner: image(entry, item.banner, folder, title), document: file(entry, item.document, folder, title),
          }];
        case "internships":
          return [{ category: item.category, year: Number(item.year), file: file(entry, item.pdf, folder, `${String(item.category)}-${title}`) }];
        case "placements": case "higherStudies":
          return [{ year: Number(item.year), file: file(entry, item.pdf, folder, title) }];
        case "others":
          return [{ name: item.name, photo: image(entry, item.photo, folder, title), achievement: item.achievement, details: item.details }];
        case "studentAchievements": {
          const photos = Array.isArray(item.photo) ? item.photo : [];
          return [{
            name: item.name, date: item.date, achievement: item.achievement, details: item.details,
            photos: photos.map((p, k) => image(`${entry}.photo[${k}]`, p, folder, `${title}-${k + 1}`)).filter(Boolean),
            ...(item.linkedin_url ? { linkedin_url: item.linkedin_url } : {}),
          }];
        }
        default:
          return [{ title: item.title, file: file(entry, item.file, folder, title) }];
      }
    });
  }

  const faculty: { rel: string; record: Json }[] = [];
  const list = (await getJson("faculty_list", "/endpoints/faculty_list")) as { faculties?: Json[] } | undefined;
  const summaries = Array.isArray(list?.faculties) ? list.faculties : [];
  for (const [i, summary] of summaries.entries()) {
    const id = String(summary.id ?? "");
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(id)) {
      problems.push({ entry: `faculty[${i}]`, url: base + "/endpoints/faculty_list", what: `bad id ${JSON.stringify(id)}` });
      continue;
    }
    const detail = (await getJson(`faculty ${id}`, `/endpoints/faculty_details?id=${encodeURIComponent(id)}`)) as Json | undefined;
    if (!detail || typeof detail !== "object") continue;
    const fixed = new Set(["id", "name", "designation", "qualification", "image", "educations", "resume", "email", "ext", "telephone", "room"]);
    const sections = Object.fromEntries(Object.entries(detail).filter(([k, v]) => !fixed.has(k) && Array.isArray(v)));
    const record: Json = {
      id, name: detail.name, designation: detail.designation, qualification: summary.qualification ?? "",
      image: image(`faculty ${id}`, detail.image ?? summary.image, "faculty", id),
      educations: detail.educations ?? {},
    };
    const resume = file(`faculty ${id}`, detail.resume, "faculty", `${id}-resume`, true);
    if (resume) record.resume = resume;
    for (const key of ["email", "ext", "telephone", "room"]) if (detail[key] != null) record[key] = detail[key];
    if (Object.keys(sections).length > 0) record.sections = sections;
    faculty.push({ rel: `faculty/${String(i + 1).padStart(2, "0")}-${slug(id)}.yaml`, record });
  }
  const home = (await getJson("homepage", "/endpoints/homepage")) as Json | undefined;
  const hodPhoto = image("homepage.HOD_profile_image", home?.HOD_profile_image, "hod", "hod");

  if (options.dryRun) {
    for (const job of jobs) log(`GET ${job.url} -> ${job.rel}`);
    for (const job of imageJobs) log(`image ${job.entry} -> ${job.rel}.<jpg|png|webp>`);
    return problems;
  }

  // Images: decoded from base64 (raw or data: URL) or downloaded when the value is a URL.
  const imagePaths = new Map<string, string | undefined>();
  await pool(imageJobs, 4, async (job) => {
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
      await writeAtomic(rel, bytes);
      imagePaths.set(job.rel, rel);
    } catch (error) {
      problems.push({ entry: job.entry, url: job.value.slice(0, 60), what: error instanceof Error ? error.message : String(error) });
      imagePaths.set(job.rel, undefined);
    }
  });

  let completed = 0;
  await pool(jobs, 4, async (job) => {
    const full = inside(dir, job.rel);
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
      await writeAtomic(job.rel, bytes);
      state.done[job.rel] = { size: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
      await saveState();
    } catch (error) {
      problems.push({ entry: job.entry, url: job.url, what: error instanceof Error ? error.message : String(error) });
    }
    completed++;
    options.onProgress?.(completed, jobs.length);
    if (!options.onProgress && (completed % 25 === 0 || completed === jobs.length)) log(`files: ${completed}/${jobs.length}`);
  });

  // Image fields point at the file as written (its extension known only after decoding).
  const fix = (value: unknown): unknown => {
    if (typeof value === "string" && imagePaths.has(value)) return imagePaths.get(value) ?? value;
    if (Array.isArray(value)) return value.map(fix);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fix(v)]));
    return value;
  };
  for (const [yamlFile, items] of Object.entries(out)) await writeAtomic(yamlFile, stringify(fix(items)));
  await mkdir(path.join(dir, "faculty"), { recursive: true });
  for (const { rel, record } of faculty) await writeAtomic(rel, stringify(fix(record)));

  const fill = (what: string): string => `FILL-IN: ${what}`;
  const placeholderImage = (name: string) => ({ path: `images/FILL-IN/${name}.jpg`, alt: fill("describe the picture") });
  const site = {
    department: {
      name: home?.department ?? fill("department name"),
      shortName: fill("short name, e.g. CSE"),
      about: String(home?.about_dept ?? fill("about the department")).split(/\n\s*\n/),
    },
    college: { name: fill("college name"), address: fill("college address") },
    contact: { email: fill("contact e-mail") },
    hod: {
      title: fill("HOD block title"),
      name: home?.HOD_name ?? fill("HOD name"),
      designation: fill("HOD designation"),
      message: String(home?.HODs_message ?? fill("HOD message")).split(/\n\s*\n/),
      photo: { path: (hodPhoto && imagePaths.get(hodPhoto)) ?? "images/FILL-IN/hod.jpg", alt: fill("describe the HOD photo") },
    },
    quickLinks: [{ label: fill("quick link label"), url: fill("quick link URL") }],
    homeCarousel: Array.from({ length: 10 }, (_, k) => placeholderImage(`home-carousel-${k + 1}`)),
    aboutCarousel: [placeholderImage("about-carousel-1")],
    video: { title: fill("video title"), file: "video/FILL-IN.webm", captions: "video/FILL-IN.vtt" },
    programs: {
      cse: { title: fill("program title"), description: fill("program description"), image: placeholderImage("program-cse") },
      mca: { title: fill("program title"), description: fill("program description"), image: placeholderImage("program-mca"), url: fill("program URL") },
    },
    visionMission: [1, 2].map((n) => ({ name: fill(`program ${n} name`), vision: fill("vision"), mission: [fill("mission")], peo: [fill("PEO")], po: [fill("PO")], pso: [fill("PSO")] })),
    coderOfTheMonth: [{ month: fill("JAN..DEC"), year: fill("year"), winners: [{ year: fill("class"), name: fill("name"), image: placeholderImage("coder-of-the-month") }] }],
    links: {
      mcaSite: { label: fill("label"), url: fill("URL") },
      mcaFaculty: { label: fill("label"), url: fill("URL") },
      committees: { label: fill("label"), url: fill("URL") },
    },
    footer: { credits: [{ label: fill("credit"), url: fill("URL") }] },
  };
  await writeAtomic("site.yaml", stringify(site));
  await writeAtomic("pull-report.txt", problems.map((p) => `${p.entry}: ${p.url}: ${p.what}`).join("\n") + "\n");
  return problems;
}
