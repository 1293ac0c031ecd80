/** The zod side of ./languages.ts: site.yaml's language list, translatable fields, the answers' fallback mark. */
import * as z from "zod/mini";
import { FALLBACK_FIELD, isPlainObject, SECOND_LANGUAGES, type Translatable, type Translation } from "./languages.js";

/** site.yaml's `languages`: `[en]` or `[en, xx]`, English first. Absent means `[en]`. */
export const siteLanguages = z
  .tuple([z.literal("en")], z.enum(SECOND_LANGUAGES))
  .check(z.maxLength(2, "name English and at most one second language"));

const translationMarks = new WeakMap<z.core.$ZodType, z.core.$ZodType>();

/** The schema of one language's value of a translatable field's schema; undefined for any other schema. */
export const translatedInner = (schema: z.core.$ZodType): z.core.$ZodType | undefined => translationMarks.get(schema);

/**
 * A translatable field: the plain value (English) or a map `{en, hi?, outdated?}`, each value by
 * `inner`'s rules. A map is checked as an object and a plain value as itself, so an error names
 * the language (`title.hi: Use at most 300 characters.`) and an empty English text says "Required".
 */
export function translatable<T>(inner: z.core.$ZodType<T, unknown>): z.ZodMiniType<Translatable<T>, unknown> {
  const map = z.strictObject({
    en: inner,
    ...Object.fromEntries(SECOND_LANGUAGES.map((lang) => [lang, z.optional(inner)])),
    outdated: z.optional(z.literal(true)),
  }) as unknown as z.ZodMiniType<Translation<T>, unknown>;
  const schema = z.pipe(
    z.unknown(),
    z.transform((value, context) => {
      const result = z.safeParse(isPlainObject(value) ? map : (inner as z.ZodMiniType<T, unknown>), value);
      if (result.success) return result.data as Translatable<T>;
      // Each issue as the language's schema gave it (its code, expected type and keys kept for the pack's report).
      for (const issue of result.error.issues) context.issues.push({ ...issue, input: value } as never);
      return z.NEVER;
    }),
  ) as unknown as z.ZodMiniType<Translatable<T>, unknown>;
  translationMarks.set(schema, inner);
  return schema;
}

/** `lang_fallback` in an answer's schema: absent in English answers. */
export const fallbackMark = { [FALLBACK_FIELD]: z.optional(z.array(z.string())) };
