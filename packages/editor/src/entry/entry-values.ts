/**
 * An entry as its form holds it and back. The form holds text where people type (lists as one
 * item per line, paragraphs split by blank lines, years as typed); `toData` turns it into the
 * entry, which the contract's schema then checks: the same rules as pack validation.
 */
import type { FieldSpec } from "@dept/contract";

export type FormValues = Record<string, unknown>;
export interface Pair {
  key: string;
  value: string;
}
export interface Section {
  name: string;
  lines: string;
}
export interface Figure {
  path: string;
  alt: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

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
      return Object.entries((value ?? {}) as Record<string, string[]>).map(([key, lines]): Section => ({ name: key, lines: lines.join("\n") }));
    case "figure":
      return { path: isRecord(value) ? String(value.path ?? "") : "", alt: isRecord(value) ? String(value.alt ?? "") : "" } satisfies Figure;
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

/** An entry as the form shows it. */
export function toForm(fields: readonly FieldSpec[], data: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((spec) => [spec.name, formValue(spec, data[spec.name])]));
}

/** One field's value as the entry holds it; undefined leaves an empty optional field out, as a pack leaves it out. */
function dataValue(spec: FieldSpec, value: unknown): unknown {
  switch (spec.kind) {
    case "images":
      return value;
    case "lines":
      return splitLines(value);
    case "paragraphs":
      return splitParagraphs(value);
    case "pairs":
      return Object.fromEntries((value as Pair[]).filter((pair) => pair.key.trim()).map((pair) => [pair.key.trim(), pair.value.trim()]));
    case "sections": {
      const sections = (value as Section[]).filter((section) => section.name);
      return sections.length > 0 || !spec.optional ? Object.fromEntries(sections.map((section) => [section.name, splitLines(section.lines)])) : undefined;
    }
    case "figure": {
      const figure = (value ?? {}) as Partial<Figure>;
      return { path: String(figure.path ?? ""), alt: String(figure.alt ?? "").trim() };
    }
    case "checkbox":
      // An unticked optional box is left out, as a pack leaves it out.
      return value === true ? true : spec.optional ? undefined : false;
    case "group":
      return toData(spec.fields ?? [], isRecord(value) ? value : {});
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
