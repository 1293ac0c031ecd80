/** How the editor names a field still to translate (its label in the form's words, and its state), and a translated field's changes. */
import { fieldPathLabel, LANGUAGE_INFO, LANGUAGES, type FieldSpec, type UntranslatedField } from "@dept/contract";

interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** "Quick links, item 1: Label: not translated" for `quickLinks.0.label` (data paths count from 0, people from 1). */
export function untranslatedWords(fields: readonly FieldSpec[], { path, state }: UntranslatedField): string {
  const counted = path
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part))
    .join(".");
  return `${fieldPathLabel(fields, counted)}: ${state === "missing" ? "not translated" : "translation outdated"}`;
}

/** Each language's name in the editor's words ("English", "Hindi"), by code. */
const LANGUAGE_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, LANGUAGE_INFO[lang].englishName]),
);

/**
 * A change in an entry's history in the form's words. The server names a translated field's
 * languages as parts of it (`designation.en`, `designation.outdated`): "Designation (English)",
 * and the outdated mark as the translation's state.
 */
export function changeWords(fields: readonly FieldSpec[], change: FieldChange): FieldChange {
  const label = fieldPathLabel(fields, change.field);
  const cut = change.field.lastIndexOf(".");
  const [field, part] = [change.field.slice(0, cut), change.field.slice(cut + 1)];
  if (label !== change.field || cut < 0 || fieldPathLabel(fields, field) === field) return { ...change, field: label };
  if (part === "outdated")
    return {
      field: `${fieldPathLabel(fields, field)}: translation`,
      before: change.before ? "outdated" : "up to date",
      after: change.after ? "outdated" : "up to date",
    };
  return LANGUAGE_WORDS[part]
    ? { ...change, field: `${fieldPathLabel(fields, field)} (${LANGUAGE_WORDS[part]})` }
    : { ...change, field: label };
}
