/**
 * What a collection declares of its public shape (issue 37): the API's answer for one entry, a
 * pure mapping from a live entry to its stored record, and the pack keys no answer carries, each
 * with its reason. The stored record is the answer but for its images, held as source hashes
 * until the answer is built (the server then writes a variant's URL, or legacy base64), so
 * publishing and the answer builder read every collection the same way and name none.
 */
import type * as z from "zod/mini";
import { imageValue } from "../answer-values.js";
import type { TaggedTranslation, Translatable } from "../languages.js";
import type { FieldMeta } from "./fields.js";

/** How a mapping names what a pack path points to: its stored file, resume or image. */
export interface ServeResolver {
  /** A file as the API answers it (`/resources/resources/hash/name`). */
  file(path: string): string;
  /** A resume as the API answers it (`resources/hash/name`). */
  resume(path: string): string;
  /** An image's source hash (the answer builder makes its URL). */
  image(path: string): string;
}

export type Data = Record<string, unknown>;

export interface Served<Item = never> {
  /** Each pack field's label (and hint, widget) in the editor's form, where declared beside the served shape. */
  labels?: Readonly<Record<string, FieldMeta>>;
  /** The API's answer for one entry. */
  answer: z.ZodMiniObject;
  /** A live entry (its translations tagged, languages.ts) as stored: its answer, images as source hashes. */
  serve(item: Item, resolve: ServeResolver): Data;
  /** Pack keys no answer carries, each with why (registry/served.test.ts holds every other key to reach one). */
  notServed?: Readonly<Record<string, string>>;
}

/** A translatable value once tagged: still its plain type's value where the pack item's type says Translatable. */
export type Tagged<T> = T | TaggedTranslation<T>;
export const taggedValue = <T>(value: Translatable<T>): Tagged<T> => value as unknown as Tagged<T>;

/** The fields of an answer holding one image, and those holding a list of images. */
export function answerImageFields(answer: z.ZodMiniObject): { one: string[]; many: string[] } {
  const one: string[] = [];
  const many: string[] = [];
  for (const [field, schema] of Object.entries(answer.shape)) {
    if (schema === imageValue) one.push(field);
    const element = (schema as { _zod: { def: { element?: unknown } } })._zod.def.element;
    if (element === imageValue) many.push(field);
  }
  return { one, many };
}

/**
 * The site content's served shape: site.yaml is answered whole (GET /api/site, site.ts's `site`
 * from the same schema as the pack's) and the home page's answer is made from it (server
 * publishing/records.ts). What it does not answer is named here.
 */
export const siteServed: { notServed: Readonly<Record<string, string>> } = { notServed: {} };
