/**
 * Validates a content pack and reports every problem at once, each as `file: field: what is wrong`.
 * A pack without problems comes back parsed, with every file it names checked to be what it claims.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import YAML from "yaml";
import { sitePack, type SitePack } from "@dept/contract";
import type { core } from "zod/mini";
import {
  FACULTY_DETAIL_FIELDS,
  packFaculty,
  packListFiles,
  type PackFaculty,
  type PackListName,
  type PackLists,
} from "./pack-schema.js";

export type FileKind = "pdf" | "image" | "video" | "captions";

export interface ValidatedPack {
  /** Absolute, real path of the pack folder. */
  dir: string;
  site: SitePack;
  /** In list order (sorted by file name). */
  faculty: PackFaculty[];
  lists: PackLists;
}

export interface ValidationResult {
  problems: string[];
  pack: ValidatedPack | undefined;
}

interface FileReference {
  file: string;
  field: string;
  target: unknown;
  kind: FileKind;
}

function fieldName(segments: readonly PropertyKey[]): string {
  let name = "";
  for (const segment of segments) {
    if (typeof segment === "number") name += `[${segment}]`;
    else name += name === "" ? String(segment) : `.${String(segment)}`;
  }
  return name === "" ? "(document)" : name;
}

function describeIssue(issue: core.$ZodIssue): string {
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) return `missing (expected ${issue.expected})`;
  if (issue.code === "invalid_type") return issue.message.replace(/^Invalid input: /, "");
  return issue.message;
}

function zodProblems(file: string, prefix: PropertyKey[], error: { issues: core.$ZodIssue[] }): string[] {
  const problems: string[] = [];
  for (const issue of error.issues) {
    const at = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) problems.push(`${file}: ${fieldName([...at, key])}: unknown key`);
    } else {
      problems.push(`${file}: ${fieldName(at)}: ${describeIssue(issue)}`);
    }
  }
  return problems;
}

/** Reads and parses a YAML file; problems are appended, undefined means unusable. */
function readYaml(dir: string, file: string, problems: string[]): unknown {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) {
    problems.push(`${file}: (file): missing file`);
    return undefined;
  }
  const document = YAML.parseDocument(fs.readFileSync(full, "utf8"), { uniqueKeys: true, prettyErrors: true });
  if (document.errors.length > 0) {
    for (const error of document.errors) {
      const line = error.linePos?.[0];
      problems.push(`${file}: ${line ? `line ${line.line}` : "(document)"}: invalid YAML: ${error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "")}`);
    }
    return undefined;
  }
  return document.toJS();
}

/** A pack path: relative, `/`-separated, no `..`, no backslash or NUL, not absolute. */
export function safePackPath(value: string): boolean {
  if (value.includes("\0") || value.includes("\\")) return false;
  if (value.startsWith("/") || /^[A-Za-z]:/.test(value)) return false;
  return !value.split("/").some((segment) => segment === ".." || segment === "");
}

const pdfMagic = Buffer.from("%PDF-");

async function checkFileKind(full: string, kind: FileKind): Promise<string | undefined> {
  const handle = await fs.promises.open(full, "r");
  const head = Buffer.alloc(16);
  try {
    await handle.read(head, 0, 16, 0);
  } finally {
    await handle.close();
  }
  if (kind === "pdf") return head.subarray(0, 5).equals(pdfMagic) ? undefined : "is not a PDF (it does not start with %PDF-)";
  if (kind === "captions") {
    const text = head.toString("utf8").replace(/^\uFEFF/, "");
    return text.startsWith("WEBVTT") ? undefined : "is not a WebVTT captions file (it does not start with WEBVTT)";
  }
  if (kind === "video") {
    const mp4 = head.subarray(4, 8).toString("latin1") === "ftyp";
    const webm = head.readUInt32BE(0) === 0x1a45dfa3;
    return mp4 || webm ? undefined : "is not an mp4 or webm video";
  }
  try {
    const metadata = await sharp(full).metadata();
    if (metadata.format === "jpeg" || metadata.format === "png" || metadata.format === "webp") return undefined;
    return `is a ${metadata.format} image; expected JPEG, PNG or WebP`;
  } catch {
    return "is not an image (JPEG, PNG or WebP)";
  }
}

function siteReferences(site: SitePack): FileReference[] {
  const file = "site.yaml";
  const image = (field: string, target: { path: string }): FileReference => ({ file, field, target: target.path, kind: "image" });
  return [
    image("hod.photo.path", site.hod.photo),
    ...site.homeCarousel.map((item, index) => image(`homeCarousel[${index}].path`, item)),
    ...site.aboutCarousel.map((item, index) => image(`aboutCarousel[${index}].path`, item)),
    image("programs.cse.image.path", site.programs.cse.image),
    image("programs.mca.image.path", site.programs.mca.image),
    ...site.coderOfTheMonth.flatMap((entry, i) =>
      entry.winners.map((winner, j) => image(`coderOfTheMonth[${i}].winners[${j}].image.path`, winner.image)),
    ),
    { file, field: "video.file", target: site.video.file, kind: "video" },
    { file, field: "video.captions", target: site.video.captions, kind: "captions" },
  ];
}

function facultyReferences(file: string, faculty: PackFaculty): FileReference[] {
  const references: FileReference[] = [{ file, field: "image", target: faculty.image, kind: "image" }];
  if (faculty.resume !== undefined) references.push({ file, field: "resume", target: faculty.resume, kind: "pdf" });
  return references;
}

/** The file fields of one list item, by collection. */
function listItemReferences(name: PackListName, file: string, index: number, item: Record<string, unknown>): FileReference[] {
  const at = (field: string) => `[${index}].${field}`;
  switch (name) {
    case "competitions":
    case "workshops":
    case "expertTalks":
    case "valueAddedCourses":
      return [
        { file, field: at("banner"), target: item.banner, kind: "image" },
        { file, field: at("document"), target: item.document, kind: "pdf" },
      ];
    case "others":
      return [{ file, field: at("photo"), target: item.photo, kind: "image" }];
    case "studentAchievements":
      return (item.photos as string[]).map((photo, photoIndex) => ({ file, field: at(`photos[${photoIndex}]`), target: photo, kind: "image" as const }));
    default:
      return [{ file, field: at("file"), target: item.file, kind: "pdf" }];
  }
}

export async function validatePack(packDir: string): Promise<ValidationResult> {
  const problems: string[] = [];
  if (!fs.existsSync(packDir) || !fs.statSync(packDir).isDirectory()) {
    return { problems: [`${packDir}: (folder): the content pack folder does not exist`], pack: undefined };
  }
  const dir = fs.realpathSync(packDir);
  const references: FileReference[] = [];

  let site: SitePack | undefined;
  const siteYaml = readYaml(dir, "site.yaml", problems);
  if (siteYaml !== undefined) {
    const parsed = sitePack.safeParse(siteYaml);
    if (parsed.success) {
      site = parsed.data;
      references.push(...siteReferences(site));
    } else problems.push(...zodProblems("site.yaml", [], parsed.error));
  }

  const faculty: PackFaculty[] = [];
  const facultyDir = path.join(dir, "faculty");
  if (!fs.existsSync(facultyDir) || !fs.statSync(facultyDir).isDirectory()) {
    problems.push("faculty/: (folder): missing folder");
  } else {
    const seen = new Map<string, string>();
    const names = fs.readdirSync(facultyDir).filter((name) => /\.ya?ml$/i.test(name)).sort();
    for (const name of names) {
      const file = `faculty/${name}`;
      const raw = readYaml(dir, file, problems);
      if (raw === undefined) continue;
      // Duplicates are checked on the raw id, so they are reported even when other fields are wrong.
      const rawId = (raw as { id?: unknown } | null)?.id;
      if (typeof rawId === "string") {
        const earlier = seen.get(rawId);
        if (earlier !== undefined) problems.push(`${file}: id: duplicate faculty id "${rawId}" (also in ${earlier})`);
        else seen.set(rawId, file);
      }
      const parsed = packFaculty.safeParse(raw);
      if (!parsed.success) {
        problems.push(...zodProblems(file, [], parsed.error));
        continue;
      }
      const member = parsed.data;
      for (const key of Object.keys(member.sections ?? {})) {
        if (FACULTY_DETAIL_FIELDS.includes(key)) problems.push(`${file}: sections.${key}: a section may not be named like the fixed field "${key}"`);
      }
      faculty.push(member);
      references.push(...facultyReferences(file, member));
    }
  }

  const lists: Partial<Record<PackListName, unknown[]>> = {};
  for (const [name, spec] of Object.entries(packListFiles) as [PackListName, (typeof packListFiles)[PackListName]][]) {
    const raw = readYaml(dir, spec.file, problems);
    if (raw === undefined) continue;
    if (!Array.isArray(raw)) {
      problems.push(`${spec.file}: (document): expected a list (write [] for an empty one)`);
      continue;
    }
    const items: unknown[] = [];
    raw.forEach((value, index) => {
      const parsed = spec.item.safeParse(value);
      if (!parsed.success) {
        problems.push(...zodProblems(spec.file, [index], parsed.error));
        return;
      }
      items.push(parsed.data);
      references.push(...listItemReferences(name, spec.file, index, parsed.data as Record<string, unknown>));
    });
    lists[name] = items;
  }

  const checked = new Map<string, Promise<string | undefined>>();
  const check = (target: string, kind: FileKind): Promise<string | undefined> => {
    const key = `${kind}:${target}`;
    let result = checked.get(key);
    if (!result) {
      result = (async () => {
        const full = path.join(dir, target);
        if (!fs.existsSync(full)) return `file not found: ${target}`;
        const real = fs.realpathSync(full);
        if (!real.startsWith(dir + path.sep)) return `path escapes the pack: ${target}`;
        if (!fs.statSync(real).isFile()) return `not a file: ${target}`;
        const wrong = await checkFileKind(real, kind);
        return wrong ? `${target} ${wrong}` : undefined;
      })();
      checked.set(key, result);
    }
    return result;
  };
  const fileProblems = await Promise.all(
    references.map(async (reference) => {
      const target = reference.target;
      if (typeof target !== "string") return `${reference.file}: ${reference.field}: expected a path`;
      if (!safePackPath(target)) return `${reference.file}: ${reference.field}: path escapes the pack or is not a plain relative path: ${target}`;
      const wrong = await check(target, reference.kind);
      return wrong ? `${reference.file}: ${reference.field}: ${wrong}` : undefined;
    }),
  );
  for (const problem of fileProblems) if (problem) problems.push(problem);

  if (problems.length > 0 || !site) return { problems, pack: undefined };
  return { problems, pack: { dir, site, faculty, lists: lists as PackLists } };
}
