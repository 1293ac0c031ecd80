/**
 * The editor's form of a collection, derived from its zod schema: the schema says which fields
 * exist, which are optional, their choices and their date, year or URL kind; the declaration adds
 * only what a schema cannot say (label, hint, and the widget of a file or a long text).
 */
import { z } from "zod";
import { translatedInner } from "../translatable.js";
import { markedKind, type FieldKind } from "../field-kinds.js";

export { withKind, type FieldKind } from "../field-kinds.js";
export type { FileFieldKind } from "../limits.js";

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  optional?: boolean;
  choices?: readonly string[];
  /** A line under the label: the rule or an example. */
  hint?: string;
  /** `group`: its fields. */
  fields?: readonly FieldSpec[];
  /** `list`: the form of one item (a `group` or a `figure`), its label naming one item ("Quick link"). */
  item?: FieldSpec;
  /** `list`: the items keep their number and order (the two programs). */
  fixedItems?: boolean;
  /** What the schema says of the value's length: a text's characters, a list's items. */
  minLength?: number;
  maxLength?: number;
  /** What the schema says of a number's bounds (a year), both inclusive. */
  min?: number;
  max?: number;
  /** `lines` and `paragraphs`: the most characters of each line or paragraph. */
  itemMaxLength?: number;
  /**
   * Text a visitor reads: its value is plain (English) or a map per language (`{en, hi}`,
   * languages.ts); the kind and limits are those of one language's value.
   */
  translatable?: true;
}

export interface CollectionForm {
  /** Plural, as in the navigation. */
  label: string;
  /** One entry, as in 'New notice'. */
  singular: string;
  /** The field that names an entry in lists and history. */
  titleField: string;
  fields: readonly FieldSpec[];
  /** Fills in what a person may leave empty and the entry needs (a publication's key), before the schema checks it. */
  complete?: (data: Record<string, unknown>) => Record<string, unknown>;
}

/** What a declaration says of a field beyond its schema. */
export interface FieldMeta {
  label: string;
  hint?: string;
  /** Only where the schema cannot tell: a file's kind, a long text, the faculty's sections. */
  widget?: FieldKind;
  /** An object shown as a `group`: its fields, in the form's order (every key of the object). */
  fields?: Readonly<Record<string, FieldMeta>>;
  /** A list of objects (a `list`): one item's metadata, its label naming one item ("Quick link"). */
  item?: FieldMeta;
}

/**
 * Any zod schema, classic or zod/mini (the site content's schema is zod/mini, for the public
 * app's bundle): the form is read from the definition both share.
 */
type Schema = z.core.$ZodType;
type SchemaDef = z.core.$ZodTypeDef & Record<string, unknown>;
const def = (schema: Schema) => schema._zod.def as SchemaDef;

function unwrapOptional(schema: Schema): Schema {
  return def(schema).type === "optional" ? (def(schema).innerType as Schema) : schema;
}

function derivedKind(schema: Schema, meta: FieldMeta): FieldKind {
  const marked = markedKind(schema);
  if (marked) return marked;
  const { type } = def(schema);
  if (type === "enum") return "choice";
  if (type === "record") return "pairs";
  if (type === "literal") return "fixed";
  if (type === "boolean") return "checkbox";
  if (type === "tuple") return "list";
  if (type === "array") return def(unwrapOptional(def(schema).element as Schema)).type === "string" ? "lines" : "list";
  if (type === "object" && meta.fields) return "group";
  return "text";
}

type Limits = Pick<FieldSpec, "minLength" | "maxLength" | "min" | "max">;

/** The limits a schema's checks state (zod's `min_length`, `length_equals`, inclusive `gte`, ...), a pipe's at its end. */
function schemaLimits(schema: Schema): Limits {
  if (def(schema).type === "pipe") return schemaLimits(def(schema).out as Schema);
  const limits: Limits = {};
  for (const check of def(schema).checks ?? []) {
    const rule = check._zod.def as z.core.$ZodCheckDef & {
      minimum?: number;
      maximum?: number;
      length?: number;
      value?: unknown;
      inclusive?: boolean;
    };
    if (rule.check === "min_length") limits.minLength = rule.minimum;
    else if (rule.check === "max_length") limits.maxLength = rule.maximum;
    else if (rule.check === "length_equals") limits.minLength = limits.maxLength = rule.length;
    else if (rule.check === "greater_than" && rule.inclusive && typeof rule.value === "number") limits.min = rule.value;
    else if (rule.check === "less_than" && rule.inclusive && typeof rule.value === "number") limits.max = rule.value;
  }
  return limits;
}

/** The form field `name` of `schema` (a key's schema), with what its declaration adds. */
function formField(name: string, schema: Schema, meta: FieldMeta): FieldSpec {
  const translated = translatedInner(unwrapOptional(schema));
  const inner = translated ?? unwrapOptional(schema);
  const { label, hint, widget } = meta;
  const spec: FieldSpec = { name, label, kind: widget ?? derivedKind(inner, meta) };
  if (translated) spec.translatable = true;
  const innerDef = def(inner);
  if (innerDef.type === "enum") spec.choices = Object.values(innerDef.entries as Record<string, string>);
  if (z.safeParse(schema, undefined).success) spec.optional = true;
  // A date has no hint of its own: the browser's date picker shows the date in the reader's format.
  if (hint !== undefined) spec.hint = hint;
  Object.assign(spec, schemaLimits(inner));
  if ((spec.kind === "lines" || spec.kind === "paragraphs") && innerDef.element) {
    const { maxLength } = schemaLimits(unwrapOptional(innerDef.element as Schema));
    if (maxLength !== undefined) spec.itemMaxLength = maxLength;
  }
  if (spec.kind === "group") spec.fields = formFields(inner, meta.fields ?? {});
  if (spec.kind === "list") {
    // A tuple's items share one form (the two programs): its number and order are fixed.
    const item = innerDef.type === "tuple" ? (innerDef.items as Schema[])[0] : (innerDef.element as Schema | undefined);
    if (!item || !meta.item) throw new Error(`list field "${name}" needs an item schema and an item declaration`);
    spec.item = formField("", item, meta.item);
    if (innerDef.type === "tuple") spec.fixedItems = true;
  }
  return spec;
}

/**
 * The form fields of an object schema, in the order of `meta` (which must name every key of the
 * schema and no other: registry.test.ts checks it), at every depth of groups and lists.
 */
export function formFields(schema: Schema, meta: Readonly<Record<string, FieldMeta>>): FieldSpec[] {
  const shape = def(unwrapOptional(schema)).shape as Record<string, Schema> | undefined;
  return Object.entries(meta).map(([name, fieldMeta]) => {
    const field = shape?.[name];
    if (!field) throw new Error(`form field "${name}" names no key of the schema`);
    return formField(name, field, fieldMeta);
  });
}
