/**
 * What the editor needs to know of an entry's data (the pack shape, collections.ts and site.ts):
 * its file and image values wherever the collection's form puts them, its title, the identity that
 * matches it to a pack entry on import, and a readable difference between two revisions.
 */
import {
  collectionForms,
  entryDeclarations,
  englishOf,
  isTranslation,
  type EntryCollection,
  type FieldSpec,
  type FileFieldKind,
} from "@dept/contract";

export type EntryData = Record<string, unknown>;
export type { FileFieldKind };

/** A stored reference: `hash/name`, the name being the file's original name made safe. */
export const REF_PATTERN = /^([a-f0-9]{32})\/([^/]+)$/;

export function refHash(ref: string): string | undefined {
  return REF_PATTERN.exec(ref)?.[1];
}

/** Whether two values (two revisions' data, or values in them) are the same JSON. */
export const sameData = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

type FileMap = (value: string, kind: FileFieldKind, field: string) => string;

/**
 * `value` of a field of kind `spec` with each file value replaced by `map` (its path in the data as
 * `field`). A translatable file field may hold a file per language (`{en, hi}`): each is mapped,
 * its path `file.hi`.
 */
function mapValue(spec: FieldSpec, value: unknown, field: string, map: FileMap): unknown {
  if (spec.translatable && isTranslation(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === "outdated" ? item : mapValue({ ...spec, translatable: undefined }, item, `${field}.${key}`, map),
      ]),
    );
  }
  switch (spec.kind) {
    case "pdf":
    case "image":
    case "video":
    case "captions":
      return typeof value === "string" ? map(value, spec.kind, field) : value;
    case "images":
      return Array.isArray(value)
        ? value.map((item, index) => (typeof item === "string" ? map(item, "image", `${field}.${index}`) : item))
        : value;
    case "figure":
      return isRecord(value) && typeof value.path === "string"
        ? { ...value, path: map(value.path, "image", `${field}.path`) }
        : value;
    case "group":
      return isRecord(value) ? mapFields(spec.fields ?? [], value, field, map) : value;
    case "list":
      return Array.isArray(value) && spec.item
        ? value.map((item, index) => mapValue(spec.item!, item, `${field}.${index}`, map))
        : value;
    default:
      return value;
  }
}

function mapFields(fields: readonly FieldSpec[], data: EntryData, at: string, map: FileMap): EntryData {
  const result = { ...data };
  for (const spec of fields) {
    if (spec.name in result)
      result[spec.name] = mapValue(spec, result[spec.name], at ? `${at}.${spec.name}` : spec.name, map);
  }
  return result;
}

/** The entry with each file and image value replaced by `map(value, kind, field)`. */
export function mapFileValues(collection: EntryCollection, data: EntryData, map: FileMap): EntryData {
  return mapFields(collectionForms[collection].fields, data, "", map);
}

/** Every file and image value of an entry, with its field (`homeCarousel.3.path`) and kind. */
export function fileValues(
  collection: EntryCollection,
  data: EntryData,
): { field: string; kind: FileFieldKind; value: string }[] {
  const values: { field: string; kind: FileFieldKind; value: string }[] = [];
  mapFileValues(collection, data, (value, kind, field) => {
    values.push({ field, kind, value });
    return value;
  });
  return values;
}

export function entryTitle(collection: EntryCollection, data: EntryData): string {
  const named = entryDeclarations[collection].title?.();
  if (named !== undefined) return named;
  const form = collectionForms[collection];
  // A translated title (`{en, hi}`) names the entry by its English.
  const title = englishOf(data[form.titleField]);
  const text = typeof title === "string" || typeof title === "number" ? String(title) : "";
  // Yearly reports are named by category and year.
  return typeof data.category === "string" ? `${data.category} ${text}` : text || "(untitled)";
}

/** Matches an entry to a pack entry across imports: its collection's identity (a faculty id, a publication's key), else the title with its date or year. */
export function entryIdentity(collection: EntryCollection, data: EntryData): string {
  const { identity } = entryDeclarations[collection];
  return identity ? identity(data) : [entryTitle(collection, data), data.date ?? data.start_date ?? ""].join("|");
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

/**
 * Where two values differ: records key by key (`sections.Service`, `hod.message`) and lists of
 * records of one length item by item, numbered from 1 as people count (`homeCarousel.4.path`), so
 * one changed photo reads as itself, not as the whole list shortened.
 */
function differences(
  field: string,
  before: unknown,
  after: unknown,
): { field: string; before: string | null; after: string | null }[] {
  if (sameData(before, after)) return [];
  if (isRecord(before) && isRecord(after)) {
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      differences(`${field}.${key}`, before[key], after[key]),
    );
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length && before.some(isRecord)) {
    return before.flatMap((item, index) => differences(`${field}.${index + 1}`, item, after[index]));
  }
  return [{ field, before: readable(before), after: readable(after) }];
}

/** The fields that differ between two revisions' data, in the form's order. */
export function changedFields(
  collection: EntryCollection,
  before: EntryData | null,
  after: EntryData,
): { field: string; before: string | null; after: string | null }[] {
  const names = [
    ...new Set([
      ...collectionForms[collection].fields.map((spec) => spec.name),
      ...Object.keys(before ?? {}),
      ...Object.keys(after),
    ]),
  ];
  // The first revision lists its fields as set, not field by field inside them.
  if (!before)
    return names.flatMap((name) =>
      after[name] === undefined ? [] : [{ field: name, before: null, after: readable(after[name]) }],
    );
  return names.flatMap((name) => differences(name, before[name], after[name]));
}
