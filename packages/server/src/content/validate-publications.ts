/**
 * Checks a pack's publications.yaml (issue 25) beyond each item's schema: one item per key, and
 * every faculty id it names (whose profiles show it, which author is a member) has a profile.
 */
import { packPublication, publicationFacultyRefs, type PackFaculty, type PackPublication } from "@dept/contract";
import type { core } from "zod/mini";
import { unknownFaculty, unknownFacultyWords } from "../publishing/publication-faculty.js";

interface PublicationChecks {
  file: string;
  /** The most items a collection may hold (YAML_LIMITS.entries). */
  maxEntries: number;
  faculty: readonly PackFaculty[];
  /** The problems of one item's schema, as `file: field: what`. */
  describe: (index: number, error: { issues: core.$ZodIssue[] }) => string[];
}

/** The valid items of `raw` (undefined: the file was unreadable); problems are appended. */
export function checkPublications(raw: unknown, checks: PublicationChecks, problems: string[]): PackPublication[] {
  const { file } = checks;
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push(`${file}: (document): expected a list (write [] for an empty one)`);
    return [];
  }
  if (raw.length > checks.maxEntries) {
    problems.push(`${file}: (document): ${raw.length} entries is over the limit of ${checks.maxEntries} entries in a collection`);
    return [];
  }
  const members = new Set(checks.faculty.map((member) => member.id));
  const keys = new Map<string, number>();
  const items: PackPublication[] = [];
  raw.forEach((value, index) => {
    const parsed = packPublication.safeParse(value);
    if (!parsed.success) {
      problems.push(...checks.describe(index, parsed.error));
      return;
    }
    const item = parsed.data;
    const earlier = keys.get(item.key);
    if (earlier !== undefined) problems.push(`${file}: [${index}].key: duplicate key "${item.key}" (also item ${earlier + 1})`);
    else keys.set(item.key, index);
    for (const { path, id } of unknownFaculty(publicationFacultyRefs(item), members)) {
      const field = path.map((part) => (typeof part === "number" ? `[${part}]` : `.${part}`)).join("");
      problems.push(`${file}: [${index}]${field}: ${unknownFacultyWords(id)}`);
    }
    items.push(item);
  });
  return items;
}
