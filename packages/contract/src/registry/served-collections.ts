/**
 * Every collection visitors get, in the order its records are written (the order the importer
 * always wrote them in), with its served shape and what publishing needs besides: which entries
 * are shown, in what order, and the key a record is found by. Publishing iterates this table
 * (server publishing/records.ts) and names no collection.
 */
import { familyServed } from "./served-lists.js";
import { facultyServed } from "./faculty-served.js";
import { byYearThenTitle, publicationsServed } from "./publications-served.js";
import { newestFirstField, type PackLists } from "./lists.js";
import { collectionsOf, type CollectionFamily, type ListCollection } from "./public.js";
import { PUBLICATIONS_COLLECTION } from "./publications.js";
import type { Data, Served } from "./served.js";
import type { PackFaculty } from "../collections.js";
import type { PackPublication } from "../publications.js";

type EditableName = "faculty" | typeof PUBLICATIONS_COLLECTION | ListCollection;

export interface ServedCollection {
  name: EditableName;
  served: Served<never>;
  /** Whether an entry is shown at all (a hidden publication is not). */
  shown?: (item: Data) => boolean;
  /** The order entries are answered in, when it is not the pack's (the sort is stable). */
  order?: (a: Data, b: Data) => number;
  /** The key a record is found by (a faculty member's id); none for a list's items. */
  recordKey?: (item: Data) => string;
}

/** The record order of the list families. */
const RECORD_ORDER: readonly CollectionFamily[] = [
  "event",
  "notice",
  "titledFile",
  "internship",
  "yearlyReport",
  "other",
  "achievement",
];

/** Newest first by `field` (an ISO date compares as text; none is oldest); items of one day keep their order. */
const newestFirst = (field: string) => (a: Data, b: Data) => {
  const [first, second] = [String(a[field] ?? ""), String(b[field] ?? "")];
  return first < second ? 1 : first > second ? -1 : 0;
};

/** A publication's sort keys, also of an editor's draft that lacks some. */
const publicationKeys = (item: Data) => ({
  year: typeof item.year === "number" ? item.year : 0,
  title: typeof item.title === "string" ? item.title : "",
  key: typeof item.key === "string" ? item.key : "",
});

function listCollection(name: ListCollection, family: CollectionFamily): ServedCollection {
  const dateField = newestFirstField(name);
  return { name, served: familyServed[family], ...(dateField ? { order: newestFirst(dateField) } : {}) };
}

export const servedCollections: readonly ServedCollection[] = [
  { name: "faculty", served: facultyServed, recordKey: (member) => String(member.id) },
  ...RECORD_ORDER.flatMap((family) => collectionsOf(family).map((name) => listCollection(name, family))),
  {
    name: PUBLICATIONS_COLLECTION,
    served: publicationsServed,
    shown: (item) => !item.hidden,
    order: (a, b) => byYearThenTitle(publicationKeys(a) as never, publicationKeys(b) as never),
    recordKey: (item) => String(item.key),
  },
];

/**
 * The order visitors see a collection's entries in, which publishing and the editor's lists both
 * use (issue 37): undefined where it is the publisher's own order (the entries' positions).
 */
export function publicOrder(collection: string): ((a: Data, b: Data) => number) | undefined {
  return servedCollections.find((served) => served.name === collection)?.order;
}

/** A validated pack's entries by collection. */
export function entriesByCollection(pack: {
  faculty: readonly PackFaculty[];
  lists: PackLists;
  publications: readonly PackPublication[];
}): Record<EditableName, readonly unknown[]> {
  return { faculty: pack.faculty, [PUBLICATIONS_COLLECTION]: pack.publications, ...pack.lists };
}
