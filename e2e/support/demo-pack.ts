/**
 * The demo pack's YAML as the specs read it. The pack is bilingual (issue 27): a translatable
 * field holds a plain string (English) or a map `{en, hi}`, so specs that compare the English site
 * with the pack read it through `englishYaml`, and the language specs look at the maps themselves.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { englishValues } from "@dept/contract";

/** A file of the demo pack (`content/`), parsed. */
export function packYaml<T = unknown>(file: string): T {
  return parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), "utf8")) as T;
}

/** A file of the demo pack in English (see `englishValues`). */
export const englishYaml = <T = unknown>(file: string): T => englishValues(packYaml(file)) as T;
