/**
 * The list collections as a content pack and the editor know them: each one's pack file and its
 * names in the editor; its schema and form come from its family (the shape its items share), its
 * labels from the family's served shape (./served-lists.ts).
 * What visitors see of each (API path, page, feeds) is declared in ./public.ts.
 */
import type { z } from "zod";
import { packFamilyItems } from "../collections.js";
import { formFields, type CollectionForm } from "./fields.js";
import { familyServed } from "./served-lists.js";
import { LIST_COLLECTIONS, publicCollections, type CollectionFamily, type ListCollection } from "./public.js";

/** The field that names an entry of each family in the editor's lists and history. */
const titleFields: Readonly<Record<CollectionFamily, string>> = {
  notice: "title",
  event: "title",
  titledFile: "title",
  internship: "year",
  yearlyReport: "year",
  other: "name",
  achievement: "name",
};

interface ListDeclaration {
  /** Plural, as in the editor's navigation. */
  label: string;
  /** One entry, as in 'New notice'. */
  singular: string;
  /** Its file in a content pack (content/README.md). */
  file: string;
  /** Shown newest first by this date field, whatever the pack's order (and never moved by hand). */
  newestFirst?: string;
}

const lists: Readonly<Record<ListCollection, ListDeclaration>> = {
  notices: { label: "Notices", singular: "notice", file: "notices.yaml", newestFirst: "date" },
  competitions: { label: "Competitions", singular: "competition", file: "events/competitions.yaml" },
  workshops: { label: "Workshops", singular: "workshop", file: "events/workshops.yaml" },
  expertTalks: { label: "Expert talks", singular: "expert talk", file: "events/expert-talks.yaml" },
  valueAddedCourses: {
    label: "Value added courses",
    singular: "value added course",
    file: "events/value-added-courses.yaml",
  },
  timetable: { label: "Time table", singular: "time table", file: "academics/timetable.yaml" },
  syllabus: { label: "Syllabus", singular: "syllabus", file: "academics/syllabus.yaml" },
  results: { label: "Results", singular: "result", file: "academics/results.yaml" },
  internships: { label: "Internships", singular: "internship report", file: "academics/internships.yaml" },
  placements: { label: "Placements", singular: "placement report", file: "academics/placements.yaml" },
  higherStudies: { label: "Higher studies", singular: "higher studies report", file: "academics/higher-studies.yaml" },
  others: { label: "Others", singular: "achievement", file: "academics/others.yaml" },
  studentAchievements: { label: "Student achievements", singular: "student achievement", file: "achievements.yaml" },
  bos: { label: "BOS", singular: "BOS document", file: "documents/bos.yaml" },
  mom: { label: "MOM", singular: "minutes of meeting", file: "documents/mom.yaml" },
  schemes: { label: "Schemes", singular: "scheme", file: "documents/schemes.yaml" },
};

type Declared = typeof publicCollections;
type PackItem<Name extends ListCollection> = (typeof packFamilyItems)[Declared[Name]["family"]];

/** Every list file of a pack, the schema of its items, and the collection it fills. */
export const packListFiles = Object.fromEntries(
  LIST_COLLECTIONS.map((name) => [
    name,
    { file: lists[name].file, item: packFamilyItems[publicCollections[name].family] },
  ]),
) as { readonly [Name in ListCollection]: { readonly file: string; readonly item: PackItem<Name> } };

export type PackListName = ListCollection;
export type PackLists = { [Name in ListCollection]: z.infer<PackItem<Name>>[] };

/** The field a collection's entries are sorted by, newest first, when it is one of those. */
export const newestFirstField = (name: ListCollection): string | undefined => lists[name].newestFirst;

/** The editor's form of each list collection. */
export const listForms = Object.fromEntries(
  LIST_COLLECTIONS.map((name): [ListCollection, CollectionForm] => {
    const { family } = publicCollections[name];
    const { label, singular } = lists[name];
    return [
      name,
      {
        label,
        singular,
        titleField: titleFields[family],
        fields: formFields(packFamilyItems[family], familyServed[family].labels),
      },
    ];
  }),
) as Readonly<Record<ListCollection, CollectionForm>>;
