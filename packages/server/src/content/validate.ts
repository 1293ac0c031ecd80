/**
 * Validates a content pack and reports every problem at once, each as `file: field: what is wrong`.
 * A pack without problems comes back parsed, with every file it names checked to be what it claims.
 */
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { sitePack, type SitePack } from "@dept/contract";
import type { core } from "zod/mini";
import { checkFileKind } from "./file-kinds.js";
import { checkPublications } from "./validate-publications.js";
import { foreignTranslations, packLanguages } from "./validate-translations.js";
import { formReferences, siteReferences, type FileReference } from "./pack-references.js";
import {
  collectionForms,
  FACULTY_DETAIL_FIELDS,
  packFaculty,
  packListFiles,
  publicationsCollection,
  type FieldSpec,
  type FileFieldKind,
  type PackFaculty,
  type PackPublication,
  type PackListName,
  type PackLists,
} from "@dept/contract";

/** Limits of a pack's YAML (content/README.md states them). */
export const YAML_LIMITS = {
  /** Bytes of one YAML file. */
  fileBytes: 2 * 1024 * 1024,
  /** Aliases (`*name`) in one YAML file: enough for shared fragments, too few for an alias bomb. */
  aliases: 100,
  /** Entries of one collection. */
  entries: 10_000,
} as const;

/** Keys that would reach an object's prototype in JavaScript: refused wherever they appear. */
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);

export interface ValidatedPack {
  /** Absolute, real path of the pack folder. */
  dir: string;
  site: SitePack;
  /** In list order (sorted by file name). */
  faculty: PackFaculty[];
  lists: PackLists;
  /** publications.yaml's items; a pack without the file has none. */
  publications: PackPublication[];
  /** Pack path -> the content type of the kind its parsing proved. */
  contentTypes: Map<string, string>;
}

export interface ValidationResult {
  problems: string[];
  pack: ValidatedPack | undefined;
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

/** Reads and parses a YAML file within YAML_LIMITS; problems are appended, undefined means unusable. */
function readYaml(dir: string, file: string, problems: string[]): unknown {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) {
    problems.push(`${file}: (file): missing file`);
    return undefined;
  }
  const size = fs.statSync(full).size;
  if (size > YAML_LIMITS.fileBytes) {
    problems.push(`${file}: (file): ${size} bytes is over the limit of ${YAML_LIMITS.fileBytes} bytes for a YAML file`);
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
  let aliases = 0;
  const forbidden: string[] = [];
  YAML.visit(document, {
    Alias: () => void (aliases += 1),
    Pair: (_key, pair) => {
      const key = YAML.isScalar(pair.key) ? String(pair.key.value) : undefined;
      if (key !== undefined && FORBIDDEN_KEYS.has(key)) forbidden.push(key);
    },
  });
  if (aliases > YAML_LIMITS.aliases) {
    problems.push(`${file}: (document): ${aliases} aliases is over the limit of ${YAML_LIMITS.aliases} aliases in a YAML file`);
    return undefined;
  }
  if (forbidden.length > 0) {
    problems.push(...[...new Set(forbidden)].map((key) => `${file}: ${key}: this key is not allowed anywhere in a pack`));
    return undefined;
  }
  try {
    return document.toJS({ maxAliasCount: YAML_LIMITS.aliases * 10 });
  } catch (error) {
    // Aliases of aliases can still expand too far: the yaml package stops them, we say so.
    problems.push(`${file}: (document): the aliases expand too far (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`);
    return undefined;
  }
}

/** The fields whose value is a `FILL-IN:` placeholder (or a path under `images/FILL-IN/`, `video/FILL-IN`). */
function placeholderFields(value: unknown, at: PropertyKey[] = []): string[] {
  if (typeof value === "string") return /^FILL-IN:|(^|\/)FILL-IN[/.]/.test(value) ? [fieldName(at)] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => placeholderFields(item, [...at, index]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => placeholderFields(item, [...at, key]));
  return [];
}

/** A pack path: relative, `/`-separated, no `..`, no backslash or NUL, not absolute. */
export function safePackPath(value: string): boolean {
  if (value.includes("\0") || value.includes("\\")) return false;
  if (value.startsWith("/") || /^[A-Za-z]:/.test(value)) return false;
  return !value.split("/").some((segment) => segment === ".." || segment === "");
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
  const languages = packLanguages(siteYaml);
  /** A translation in a language site.yaml's `languages` lacks is refused, wherever it is. */
  const checkLanguages = (file: string, prefix: PropertyKey[], fields: readonly FieldSpec[], data: Record<string, unknown>) => {
    for (const { at, lang } of foreignTranslations(fields, data, languages)) problems.push(`${file}: ${fieldName([...prefix, ...at])}: the site's languages do not include ${lang}`);
  };
  // `content pull` writes what the old site never served as "FILL-IN: ..."; each is named until filled.
  const placeholders = placeholderFields(siteYaml);
  problems.push(...placeholders.map((field) => `site.yaml: ${field}: still a placeholder to fill in`));
  if (siteYaml !== undefined && placeholders.length === 0) {
    const parsed = sitePack.safeParse(siteYaml);
    if (parsed.success) {
      site = parsed.data;
      checkLanguages("site.yaml", [], collectionForms.site.fields, site as unknown as Record<string, unknown>);
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
      checkLanguages(file, [], collectionForms.faculty.fields, member);
      references.push(...formReferences(collectionForms.faculty.fields, file, "", member));
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
    if (raw.length > YAML_LIMITS.entries) {
      problems.push(`${spec.file}: (document): ${raw.length} entries is over the limit of ${YAML_LIMITS.entries} entries in a collection`);
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
      checkLanguages(spec.file, [index], collectionForms[name].fields, parsed.data as Record<string, unknown>);
      references.push(...formReferences(collectionForms[name].fields, spec.file, `[${index}].`, parsed.data as Record<string, unknown>));
    });
    lists[name] = items;
  }

  const publicationsFile = publicationsCollection.file;
  const publications = checkPublications(
    fs.existsSync(path.join(dir, publicationsFile)) ? readYaml(dir, publicationsFile, problems) : [],
    { file: publicationsFile, maxEntries: YAML_LIMITS.entries, faculty, describe: (index, error) => zodProblems(publicationsFile, [index], error) },
    problems,
  );

  const contentTypes = new Map<string, string>();
  const checked = new Map<string, Promise<string | undefined>>();
  const check = (target: string, kind: FileFieldKind): Promise<string | undefined> => {
    const key = `${kind}:${target}`;
    let result = checked.get(key);
    if (!result) {
      result = (async () => {
        const full = path.join(dir, target);
        if (!fs.existsSync(full)) return `file not found: ${target}`;
        const real = fs.realpathSync(full);
        if (!real.startsWith(dir + path.sep)) return `path escapes the pack: ${target}`;
        if (!fs.statSync(real).isFile()) return `not a file: ${target}`;
        const result = await checkFileKind(real, kind);
        if ("problem" in result) return `${target} ${result.problem}`;
        contentTypes.set(target, result.contentType);
        return undefined;
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
  return { problems, pack: { dir, site, faculty, lists: lists as PackLists, publications, contentTypes } };
}
