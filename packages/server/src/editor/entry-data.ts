/**
 * What the editor needs to know of an entry's data (the pack shape, collections.ts): its file and
 * image fields, its title, the identity that matches it to a pack entry on import, and a readable
 * difference between two revisions.
 */
import { collectionForms, type EditableCollection } from "@dept/contract";

export type EntryData = Record<string, unknown>;
export type FileFieldKind = "pdf" | "image";

/** A stored reference: `hash/name`, the name being the file's original name made safe. */
export const REF_PATTERN = /^([a-f0-9]{32})\/([^/]+)$/;

export function refHash(ref: string): string | undefined {
  return REF_PATTERN.exec(ref)?.[1];
}

/** Every file and image value of an entry, with its field and kind. */
export function fileValues(collection: EditableCollection, data: EntryData): { field: string; kind: FileFieldKind; value: string }[] {
  const values: { field: string; kind: FileFieldKind; value: string }[] = [];
  for (const spec of collectionForms[collection].fields) {
    const value = data[spec.name];
    if (spec.kind === "pdf" || spec.kind === "image") {
      if (typeof value === "string") values.push({ field: spec.name, kind: spec.kind, value });
    } else if (spec.kind === "images" && Array.isArray(value)) {
      value.forEach((item, index) => typeof item === "string" && values.push({ field: `${spec.name}.${index}`, kind: "image", value: item }));
    }
  }
  return values;
}

/** The entry with each file and image value replaced by `map(value, kind)`. */
export function mapFileValues(collection: EditableCollection, data: EntryData, map: (value: string, kind: FileFieldKind) => string): EntryData {
  const result = { ...data };
  for (const spec of collectionForms[collection].fields) {
    const value = result[spec.name];
    if ((spec.kind === "pdf" || spec.kind === "image") && typeof value === "string") result[spec.name] = map(value, spec.kind);
    if (spec.kind === "images" && Array.isArray(value)) result[spec.name] = value.map((item) => (typeof item === "string" ? map(item, "image") : item));
  }
  return result;
}

export function entryTitle(collection: EditableCollection, data: EntryData): string {
  const form = collectionForms[collection];
  const title = data[form.titleField];
  const text = typeof title === "string" || typeof title === "number" ? String(title) : "";
  // Yearly reports are named by category and year.
  return typeof data.category === "string" ? `${data.category} ${text}` : text || "(untitled)";
}

/** Matches an entry to a pack entry across imports: a faculty id, else the title with its date or year. */
export function entryIdentity(collection: EditableCollection, data: EntryData): string {
  if (collection === "faculty") return String(data.id);
  return [entryTitle(collection, data), data.date ?? data.start_date ?? ""].join("|");
}

const MAX_SHOWN = 160;

/** A field's value as a person reads it: a file by its name, lists joined, long text shortened. */
function readable(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  let text: string;
  if (typeof value === "string") text = REF_PATTERN.exec(value)?.[2] ?? value;
  else if (Array.isArray(value)) text = value.map((item) => readable(item) ?? "").join(", ");
  else if (typeof value === "object") {
    text = Object.entries(value as Record<string, unknown>)
      .map(([key, item]) => `${key}: ${readable(item) ?? ""}`)
      .join("; ");
  } else text = String(value);
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN - 1)}…` : text;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields that differ between two revisions' data, in the form's order. A record field
 * (educations, sections) that both have is compared key by key (`sections.Service`), so one new
 * section reads as itself, not as the whole list shortened.
 */
export function changedFields(collection: EditableCollection, before: EntryData | null, after: EntryData): { field: string; before: string | null; after: string | null }[] {
  const names = [...new Set([...collectionForms[collection].fields.map((spec) => spec.name), ...Object.keys(before ?? {}), ...Object.keys(after)])];
  return names.flatMap((name) => {
    const [old, now] = [before?.[name], after[name]];
    if (JSON.stringify(old) === JSON.stringify(now)) return [];
    if (isRecord(old) && isRecord(now)) {
      return [...new Set([...Object.keys(old), ...Object.keys(now)])]
        .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
        .map((key) => ({ field: `${name}.${key}`, before: readable(old[key]), after: readable(now[key]) }));
    }
    return [{ field: name, before: readable(old), after: readable(now) }];
  });
}
