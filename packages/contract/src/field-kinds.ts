/**
 * The kinds of the editor's form fields, and the mark a schema carries when the editor shows it as
 * one (a date, a year, an http(s) URL, a figure). Below the pack schemas, which mark their own
 * schemas here; registry/fields.ts reads the marks when it derives a collection's form.
 */
import type { z } from "zod";
import { httpUrl } from "./rules.js";

/**
 * How the editor shows a field. File kinds hold a stored reference `hash/name` from an upload:
 * `pdf`, `image`, `video` and `captions` one, `images` a list; `figure` is an image with its
 * alternative text (`{path, alt}`, the path a reference); `lines` is a list of strings (one per
 * line), `paragraphs` one per block of text; `pairs` a string-to-string record (educations),
 * `sections` the faculty's list sections; `fixed` a text shown but not edited; `checkbox` a yes or
 * no (a boolean, left out of the entry when unticked and optional). `group` holds the
 * fields of an object; `list` a list of objects (`item`), each moved up and down by buttons.
 */
export type FieldKind =
  | "text"
  | "textarea"
  | "date"
  | "year"
  | "choice"
  | "url"
  | "pdf"
  | "image"
  | "video"
  | "captions"
  | "images"
  | "figure"
  | "lines"
  | "paragraphs"
  | "pairs"
  | "sections"
  | "fixed"
  | "checkbox"
  | "group"
  | "list";

/** Any zod schema, classic or zod/mini: both share the definition a mark is kept against. */
type Schema = z.core.$ZodType;

/** The field kind a schema stands for wherever it is used. */
const schemaKinds = new WeakMap<Schema, FieldKind>();

/** Marks `schema` as one whose fields the editor shows as `kind`. */
export function withKind<S extends Schema>(schema: S, kind: FieldKind): S {
  schemaKinds.set(schema, kind);
  return schema;
}

/** The kind `schema` was marked with, if any. */
export const markedKind = (schema: Schema): FieldKind | undefined => schemaKinds.get(schema);

// A link's address is a URL field wherever a schema uses it (collections, the site, publications).
// Marked here rather than in rules.ts, which the public bundle's site schema imports without this module.
withKind(httpUrl, "url");
