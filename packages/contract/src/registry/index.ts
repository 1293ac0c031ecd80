/**
 * The collection registry: every collection declared once (./public.ts for what visitors see,
 * ./lists.ts and ./faculty.ts for the pack and the editor, ./site-form.ts for the site content,
 * ./publications.ts for the faculty publications),
 * and the tables the server, the site and the editor derive from those declarations.
 */
import { z } from "zod";
import { packFaculty } from "../collections.js";
import { packPublication } from "../publications.js";
import { sitePack } from "../site.js";
import { facultyForm } from "./faculty.js";
import { entryDeclarations } from "./entries.js";
import type { CollectionForm } from "./fields.js";
import { listForms, packListFiles } from "./lists.js";
import { LIST_COLLECTIONS, type ListCollection } from "./public.js";
import { PUBLICATIONS_COLLECTION, publicationsForm } from "./publications.js";
import { siteForm } from "./site-form.js";

export * from "./fields.js";
export * from "./public.js";
export * from "./public-answers.js";
export { packListFiles, newestFirstField, type PackListName, type PackLists } from "./lists.js";
export { facultyPageRoute } from "./faculty.js";
export { fieldPathLabel } from "./field-labels.js";
export {
  NO_AUTHORS_NOTE,
  PUBLICATIONS_COLLECTION,
  publicationFacultyRefs,
  type FacultyReference,
} from "./publications.js";
export { publicationsCollection } from "./publications-public.js";
export { siteForm } from "./site-form.js";
export { editorAddress, entryDeclarations, isSingleEntry, isSiteContent, type EntryDeclaration } from "./entries.js";
export { answerImageFields, siteServed, taggedValue, type ServeResolver, type Served, type Tagged } from "./served.js";
export { familyServed } from "./served-lists.js";
export { facultyServed } from "./faculty-served.js";
export { byYearThenTitle, publicationsServed, publicPublication } from "./publications-served.js";
export { entriesByCollection, publicOrder, servedCollections, type ServedCollection } from "./served-collections.js";
export {
  mapTranslatable,
  markOutdated,
  tagTranslations,
  untranslatedFields,
  type UntranslatedField,
} from "./translations.js";

/** The collections the editor edits, in its navigation's order. */
export type EditableCollection = "faculty" | typeof PUBLICATIONS_COLLECTION | ListCollection;
export const EDITABLE_COLLECTIONS: readonly EditableCollection[] = [
  "faculty",
  PUBLICATIONS_COLLECTION,
  ...LIST_COLLECTIONS,
];
export const editableCollection = z.enum(EDITABLE_COLLECTIONS as [EditableCollection, ...EditableCollection[]]);

/**
 * The site content (the pack's site.yaml) is one entry of its own collection, "site": drafts,
 * review, publishing, history and schedules work on it as on every entry, but it is never
 * created, unpublished or deleted in the editor (an import brings it; visitors always need it).
 */
export const SITE_COLLECTION = "site" as const;
export type EntryCollection = EditableCollection | typeof SITE_COLLECTION;
export const ENTRY_COLLECTIONS: readonly EntryCollection[] = [...EDITABLE_COLLECTIONS, SITE_COLLECTION];
export const entryCollection = z.enum(ENTRY_COLLECTIONS as [EntryCollection, ...EntryCollection[]]);
/** Whether an entry's collection is one the editor lists (every one but the site content). */
export const isEditable = (collection: EntryCollection): collection is EditableCollection =>
  collection !== SITE_COLLECTION;

/**
 * An entry's schema: classic zod for the collections, zod/mini for the site content (the public
 * app parses the site with it too, and keeps its bundle small). Parse with `z.safeParse(schema, data)`.
 */
export type EntrySchema = z.core.$ZodType<unknown, unknown>;

/** The schema of one entry of each collection: exactly the pack's rules. */
export const collectionItemSchemas: Readonly<Record<EntryCollection, EntrySchema>> = {
  faculty: packFaculty,
  publications: packPublication,
  ...(Object.fromEntries(LIST_COLLECTIONS.map((name) => [name, packListFiles[name].item])) as unknown as Record<
    ListCollection,
    EntrySchema
  >),
  site: sitePack as unknown as EntrySchema,
};

/** Checks an entry's data by its collection's schema: exactly the pack's rules. */
export function parseEntry(collection: EntryCollection, data: unknown) {
  return z.safeParse(collectionItemSchemas[collection], data);
}

/** The editor's form of each collection (labels, title field, fields), in navigation order. */
export const collectionForms: Readonly<Record<EntryCollection, CollectionForm>> = {
  faculty: facultyForm,
  publications: publicationsForm,
  ...listForms,
  site: siteForm,
};

/**
 * The path of the site's page that shows an entry (`/faculty/3`, `/academics/syllabus`, `/notices`):
 * where the editor's "View on site" and its preview open.
 */
export function entryPageRoute(collection: EntryCollection, data: Record<string, unknown>): string {
  return entryDeclarations[collection].page(data);
}

/**
 * A collection's name in a sentence ("12 value added courses", a publication's summary): its
 * label with a lower-case first letter, unless the label is an abbreviation (BOS, MOM).
 */
export function collectionNoun(collection: EditableCollection): string {
  const { label } = collectionForms[collection];
  return /^[A-Z]+\b/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}
