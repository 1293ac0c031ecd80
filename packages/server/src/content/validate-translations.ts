/**
 * A pack's translations against its site's languages (issue 27): a translation map may name only
 * the languages site.yaml's `languages` lists (absent: English only), so no Hindi text waits
 * unseen in a pack whose site shows no Hindi.
 */
import { isTranslation, languagesOf, mapTranslatable, SECOND_LANGUAGES, type FieldSpec } from "@dept/contract";

/** A translation in a language the site lacks: where (the field's path, its segments) and which language. */
export interface ForeignTranslation {
  at: PropertyKey[];
  lang: string;
}

/** The site's languages from site.yaml as read (before or without a successful parse): `[en]` when it names none. */
export function packLanguages(siteYaml: unknown): string[] {
  const raw = typeof siteYaml === "object" && siteYaml !== null ? (siteYaml as { languages?: unknown }).languages : undefined;
  return languagesOf(Array.isArray(raw) ? { languages: raw.filter((lang): lang is string => typeof lang === "string") } : undefined);
}

/** Every translation of an entry's translatable fields (by its collection's form) in a language not in `languages`. */
export function foreignTranslations(fields: readonly FieldSpec[], data: Record<string, unknown>, languages: readonly string[]): ForeignTranslation[] {
  const found: ForeignTranslation[] = [];
  mapTranslatable(fields, data, (value, path) => {
    if (!isTranslation(value)) return value;
    for (const lang of SECOND_LANGUAGES) {
      if (value[lang] !== undefined && !languages.includes(lang)) found.push({ at: [...path.split(".").map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment)), lang], lang });
    }
    return value;
  });
  return found;
}
