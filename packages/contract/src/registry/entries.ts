/**
 * What publishing, import, export and the editor know of each entry collection, declared once
 * (issue 37): how an entry is recognised across imports, the site page that shows it, its place
 * in a content pack and what the editor treats specially. Faculty, publications and the site
 * content are declarations here like the lists, so no code elsewhere asks which collection it has.
 */
import { collectionPagePath } from "../page-paths.js";
import { facultyPageRoute } from "./faculty.js";
import { packListFiles } from "./lists.js";
import { LIST_COLLECTIONS, type ListCollection } from "./public.js";
import { packPublication } from "../publications.js";
import {
  PUBLICATIONS_COLLECTION,
  publicationFacultyRefs,
  publicationNote,
  type FacultyReference,
} from "./publications.js";
import { publicationsCollection } from "./publications-public.js";
import type { Data } from "./served.js";
import { siteForm } from "./site-form.js";

const SITE = "site";
type Collection = typeof SITE | "faculty" | typeof PUBLICATIONS_COLLECTION | ListCollection;

export interface EntryDeclaration {
  /** How an entry is recognised across imports; without one, by its title with its date or year. */
  identity?: (data: Data) => string;
  /** Its name in the editor's lists and history, when not its form's title field. */
  title?: () => string;
  /** The path of the site's page that shows it (the editor's "View on site" and its preview). */
  page: (data: Data) => string;
  /**
   * Its place in a content pack: one file holding the list, or one file per entry in a folder.
   * `single`: the collection is one entry (the site content), never taken off the site (no
   * "Unpublish at", kept by a restore), and the editor has no list of it.
   */
  pack: { file: string; single?: true } | { folder: string; fileOf: (data: Data, index: number) => string };
  /** What a person's save in the editor makes of it (a publication: corrected by hand, so a refresh leaves it). */
  personMade?: (data: Data) => Data;
  /** Fields the editor shows but no person changes (the server sets them). */
  shownOnly?: readonly string[];
  /** The identity is one entry's only: the field a person sets it by, and the message when another has it. */
  unique?: { field: string; taken: (identity: string) => string };
  /** A faculty account edits only its own entry: the one whose this field is its faculty id (and may not change it). */
  ownedBy?: string;
  /** The faculty ids its data names, each of which must be a profile's (a save naming another is refused). */
  facultyRefs?: (data: Data) => FacultyReference[];
  /** Its entries also come from outside sources: the editor's list offers a refresh from them. */
  refreshed?: true;
  /** What the editor's list row and page say of an entry's data, when anything (a publication no source names authors for). */
  note?: (data: Data) => string | undefined;
  /** The editor's address of a single entry's page (its list and entry addresses otherwise). */
  editorAddress?: string;
}

const listDeclaration = (name: ListCollection): EntryDeclaration => ({
  page: () => collectionPagePath(name),
  pack: { file: packListFiles[name].file },
});

export const entryDeclarations: Readonly<Record<Collection, EntryDeclaration>> = {
  [SITE]: {
    identity: () => SITE,
    title: () => siteForm.label,
    page: () => "/",
    pack: { file: "site.yaml", single: true },
    editorAddress: "#/site",
  },
  faculty: {
    identity: (data) => String(data.id),
    page: (data) => facultyPageRoute(String(data.id ?? "")),
    pack: {
      folder: "faculty",
      fileOf: (data, index) => `faculty/${String(index + 1).padStart(3, "0")}-${String(data.id)}.yaml`,
    },
    unique: { field: "id", taken: (id) => `Another faculty profile has the id ${id}.` },
    ownedBy: "id",
  },
  [PUBLICATIONS_COLLECTION]: {
    identity: (data) => String(data.key),
    page: () => publicationsCollection.page,
    pack: { file: publicationsCollection.file },
    personMade: (data) => ({ ...data, curated: true }),
    shownOnly: ["curated"],
    note: publicationNote,
    facultyRefs: (data) => publicationFacultyRefs(packPublication.parse(data)),
    refreshed: true,
  },
  ...(Object.fromEntries(LIST_COLLECTIONS.map((name) => [name, listDeclaration(name)])) as Record<
    ListCollection,
    EntryDeclaration
  >),
};

const declarationOf = (collection: string): EntryDeclaration | undefined =>
  (entryDeclarations as Readonly<Record<string, EntryDeclaration | undefined>>)[collection];

/** Whether a collection is one entry (the site content): its pack file holds that entry alone. */
export const isSingleEntry = (collection: string): boolean => {
  const pack = declarationOf(collection)?.pack;
  return pack !== undefined && "file" in pack && pack.single === true;
};

/** Whether a record or an entry is the site content's (the one entry of its collection). */
export const isSiteContent = (item: { collection: string }): boolean => isSingleEntry(item.collection);

/** The editor's address of a collection's list, or of one of its entries; a single entry's own address either way. */
export const editorAddress = (collection: string, id?: string): string =>
  declarationOf(collection)?.editorAddress ?? (id === undefined ? `#/c/${collection}` : `#/e/${id}`);
