/**
 * The translatable fields of an entry, found by its collection's form (a field with
 * `translatable`, at any depth of groups and lists): tagged for the stored records, checked for
 * what still needs translating, and marked outdated when their English changes (languages.ts).
 */
import { englishOf, isTranslation, tagTranslation, translationState, type SecondLanguage } from "../languages.js";
import type { FieldSpec } from "./fields.js";

type Data = Record<string, unknown>;
const sameData = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (value: unknown): value is Data =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Calls `visit` on every translatable field of `data` with its path (`quickLinks.2.label`), replacing the value with what it returns. */
export function mapTranslatable(
  fields: readonly FieldSpec[],
  data: Data,
  visit: (value: unknown, path: string, spec: FieldSpec) => unknown,
  at = "",
): Data {
  const result: Data = { ...data };
  for (const spec of fields) {
    if (!(spec.name in result) || result[spec.name] === undefined) continue;
    const path = at ? `${at}.${spec.name}` : spec.name;
    result[spec.name] = mapValue(spec, result[spec.name], path, visit);
  }
  return result;
}

function mapValue(
  spec: FieldSpec,
  value: unknown,
  path: string,
  visit: (value: unknown, path: string, spec: FieldSpec) => unknown,
): unknown {
  if (spec.translatable) return visit(value, path, spec);
  if (spec.kind === "group" && isRecord(value)) return mapTranslatable(spec.fields ?? [], value, visit, path);
  if (spec.kind === "list" && Array.isArray(value) && spec.item) {
    const item = spec.item;
    return value.map((entry, index) => mapValue(item, entry, `${path}.${index}`, visit));
  }
  // A figure (an image and its alternative text): the text is translatable.
  if (spec.kind === "figure" && isRecord(value) && "alt" in value)
    return { ...value, alt: visit(value.alt, `${path}.alt`, spec) };
  return value;
}

/** The entry's data as a record stores it: every translatable value tagged (`{"$t": {en, hi}}`). */
export function tagTranslations(fields: readonly FieldSpec[], data: Data): Data {
  return mapTranslatable(fields, data, (value) => tagTranslation(value));
}

export interface UntranslatedField {
  /** Its path in the data, `hod.message`, `quickLinks.2.label`. */
  path: string;
  state: "missing" | "outdated";
}

/** The translatable fields of an entry not (or no longer) translated into `lang`, in the form's order. */
export function untranslatedFields(
  fields: readonly FieldSpec[],
  data: Data,
  lang: SecondLanguage,
): UntranslatedField[] {
  const found: UntranslatedField[] = [];
  mapTranslatable(fields, data, (value, path) => {
    const english = englishOf(value);
    // Nothing to translate where the English is empty (an optional text left blank).
    const empty = english === "" || (Array.isArray(english) && english.length === 0);
    const state = empty ? undefined : translationState(value, lang);
    if (state) found.push({ path, state });
    return value;
  });
  return found;
}

/**
 * `draft` with its translations marked outdated where its English differs from `live`'s and the
 * translation did not change with it; a translation that changed is up to date again.
 */
export function markOutdated(fields: readonly FieldSpec[], live: Data | null, draft: Data, lang: SecondLanguage): Data {
  if (!live) return draft;
  const liveValues = new Map<string, unknown>();
  mapTranslatable(fields, live, (value, path) => {
    liveValues.set(path, value);
    return value;
  });
  return mapTranslatable(fields, draft, (value, path) => {
    if (!isTranslation(value) || value[lang] === undefined) return value;
    const before = liveValues.get(path);
    const translationChanged = !isTranslation(before) || !sameData(before[lang], value[lang]);
    const englishChanged = !sameData(englishOf(before), value.en);
    if (translationChanged) {
      const { outdated: _outdated, ...current } = value;
      return current;
    }
    return englishChanged || (isTranslation(before) && before.outdated) ? { ...value, outdated: true } : value;
  });
}
