/**
 * An entry as its form holds it and back. The form holds text where people type (lists as one
 * item per line, paragraphs split by blank lines, years as typed); `toData` turns it into the
 * entry, which the contract's schema then checks: the same rules as pack validation. A
 * translatable field (and every figure's alternative text) is held per language, `{en, hi,
 * outdated}`, whatever the site's languages; the entry gets a plain English value when no
 * translation is given, so a one-language site's entries are as they were.
 */
import { englishOf, isEmptyValue, isTranslation, SECOND_LANGUAGES, type FieldSpec } from "@dept/contract";

export type FormValues = Record<string, unknown>;
export interface Pair {
  key: string;
  value: string;
}
export interface Section {
  name: string;
  lines: string;
}
/** A translatable field in the form: each language's text as typed, and whether the translation is older than the English. */
export type TranslatedValue = { en: unknown; outdated: boolean } & Record<string, unknown>;
export interface Figure {
  path: string;
  alt: TranslatedValue;
}

/** A figure's alternative text, as a field of its own (translatable, like every text a visitor reads). */
export const ALT_SPEC: FieldSpec = { name: "alt", label: "Alternative text", kind: "text", translatable: true };

/** One language's value of a translatable field has the field's own kind and limits. */
const oneLanguage = (spec: FieldSpec): FieldSpec => ({ ...spec, translatable: undefined });

function translatedForm(spec: FieldSpec, value: unknown): TranslatedValue {
  const inner = oneLanguage(spec);
  const translations = Object.fromEntries(
    SECOND_LANGUAGES.map((lang) => [lang, formValue(inner, isTranslation(value) ? value[lang] : undefined)]),
  );
  return {
    en: formValue(inner, value === undefined ? undefined : englishOf(value)),
    ...translations,
    outdated: isTranslation(value) && value.outdated === true,
  };
}

/** A translatable field's value in the entry: plain English without a translation, else `{en, hi, outdated?}`. */
function translatedData(spec: FieldSpec, value: unknown): unknown {
  const inner = oneLanguage(spec);
  const form = isRecord(value) ? value : { en: value };
  const en = dataValue(inner, form.en);
  const translations = SECOND_LANGUAGES.flatMap((lang) => {
    const translated = dataValue(inner, form[lang]);
    return isEmptyValue(translated) ? [] : [[lang, translated] as const];
  });
  if (translations.length === 0) return en;
  return {
    en: en ?? (inner.kind === "lines" || inner.kind === "paragraphs" ? [] : ""),
    ...Object.fromEntries(translations),
    ...(form.outdated === true ? { outdated: true } : {}),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const splitLines = (text: unknown) =>
  String(text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

const splitParagraphs = (text: unknown) =>
  String(text ?? "")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** One field's value as the form shows it. */
export function formValue(spec: FieldSpec, value: unknown): unknown {
  if (spec.translatable) return translatedForm(spec, value);
  switch (spec.kind) {
    case "images":
      return Array.isArray(value) ? value : [];
    case "lines":
      return Array.isArray(value) ? value.join("\n") : "";
    case "paragraphs":
      return Array.isArray(value) ? value.join("\n\n") : "";
    case "pairs":
      return Object.entries((value ?? {}) as Record<string, string>).map(([key, item]): Pair => ({ key, value: item }));
    case "sections":
      return Object.entries((value ?? {}) as Record<string, string[]>).map(([key, lines]): Section => ({
        name: key,
        lines: lines.join("\n"),
      }));
    case "figure":
      return {
        path: isRecord(value) ? String(value.path ?? "") : "",
        alt: translatedForm(ALT_SPEC, isRecord(value) ? (value.alt ?? "") : ""),
      } satisfies Figure;
    case "checkbox":
      return value === true;
    case "group":
      return toForm(spec.fields ?? [], isRecord(value) ? value : {});
    case "list":
      return Array.isArray(value) ? value.map((item) => formValue(spec.item!, item)) : [];
    default:
      return value === undefined || value === null ? "" : String(value);
  }
}

/** Whether a value holds anything typed or chosen (a group of empty texts does not). */
const hasContent = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.some(hasContent)
    : isRecord(value)
      ? Object.values(value).some(hasContent)
      : value !== undefined && value !== "" && value !== false;

/** An entry as the form shows it. */
export function toForm(fields: readonly FieldSpec[], data: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((spec) => [spec.name, formValue(spec, data[spec.name])]));
}

/** One field's value as the entry holds it; undefined leaves an empty optional field out, as a pack leaves it out. */
function dataValue(spec: FieldSpec, value: unknown): unknown {
  if (spec.translatable) return translatedData(spec, value);
  switch (spec.kind) {
    case "images":
      return value;
    case "lines": {
      // An optional list left empty is left out (the site's languages: absent is English alone).
      const lines = splitLines(value);
      return lines.length === 0 && spec.optional ? undefined : lines;
    }
    case "paragraphs":
      return splitParagraphs(value);
    case "pairs":
      return Object.fromEntries(
        (value as Pair[]).filter((pair) => pair.key.trim()).map((pair) => [pair.key.trim(), pair.value.trim()]),
      );
    case "sections": {
      const sections = (value as Section[]).filter((section) => section.name);
      return sections.length > 0 || !spec.optional
        ? Object.fromEntries(sections.map((section) => [section.name, splitLines(section.lines)]))
        : undefined;
    }
    case "figure": {
      const figure = (value ?? {}) as Partial<Figure>;
      return { path: String(figure.path ?? ""), alt: translatedData(ALT_SPEC, figure.alt) };
    }
    case "checkbox":
      // An unticked optional box is left out, as a pack leaves it out.
      return value === true ? true : spec.optional ? undefined : false;
    case "group": {
      const group = toData(spec.fields ?? [], isRecord(value) ? value : {});
      // An optional part left wholly empty is left out, as a pack leaves it out (the site's policy pages).
      return spec.optional && !hasContent(group) ? undefined : group;
    }
    case "list":
      return ((value ?? []) as unknown[]).map((item) => dataValue(spec.item!, item));
    default: {
      const text = String(value ?? "").trim();
      if (text === "" && spec.optional) return undefined;
      return spec.kind === "year" && /^\d+$/.test(text) ? Number(text) : text;
    }
  }
}

/** The entry the form's values make. */
export function toData(fields: readonly FieldSpec[], values: FormValues): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const spec of fields) {
    const value = dataValue(spec, values[spec.name]);
    if (value !== undefined) data[spec.name] = value;
  }
  return data;
}
