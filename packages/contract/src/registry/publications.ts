/**
 * The faculty publications collection (issue 25), declared on its own rather than as one of the
 * list collections of ./public.ts: those drive the site's menus, the academics lists, the feeds,
 * the sitemap and the precomputed list answers, whose bytes must not change, and their endpoints
 * take no filters. Publications are shown on the faculty profiles and on their own department page
 * (not in the header menu), and GET /api/publications filters by faculty member, year and type.
 * Entries are matched by their `key` (publicationKey) across imports and refreshes. What visitors
 * meet (page, endpoints, pack file) is in ./publications-public.ts, which the site imports.
 */
import { publicationKey } from "../publication-keys.js";
import { packPublication, type PackPublication } from "../publications.js";
import { formFields, type CollectionForm } from "./fields.js";

export const PUBLICATIONS_COLLECTION = "publications" as const;

export const publicationsForm: CollectionForm = {
  label: "Publications",
  singular: "publication",
  titleField: "title",
  fields: formFields(packPublication, {
    key: {
      label: "Key",
      hint: "Left empty, it is made from the DOI, or from the title and the year. A refresh finds the publication by it.",
    },
    title: { label: "Title" },
    authors: {
      label: "Authors",
      hint: "As the sources list them. Empty when no source names the authors: the site then lists none, and the BibTeX export names the faculty member (without Dr. or Prof.).",
      item: {
        label: "Author",
        fields: {
          name: { label: "Name" },
          family: {
            label: "Family name",
            hint: "The part of the name that is the family name, when a source says (García Márquez): BibTeX keeps it whole.",
          },
          faculty: { label: "Faculty id", hint: "When the author is a member of the department." },
        },
      },
    },
    faculty: { label: "Faculty", hint: "The faculty ids of the profiles that show it, one per line." },
    year: { label: "Year" },
    type: { label: "Type" },
    venue: { label: "Venue", hint: "The journal, conference, book or publisher." },
    doi: { label: "DOI", hint: "Like 10.1145/3368089, without https://doi.org/." },
    url: { label: "URL" },
    sources: {
      label: "Sources",
      hint: "Where a refresh found it; a publication added by hand has none, or manual.",
      item: { label: "Source", fields: { source: { label: "Source" }, id: { label: "Id in the source" } } },
    },
    hidden: { label: "Hidden", hint: "Not shown on the site; a refresh never brings it back." },
    selected: {
      label: "Selected publication",
      hint: "Shown first on the faculty profile, under Selected publications; a refresh keeps the mark.",
    },
    curated: {
      label: "Corrected by hand",
      hint: "A refresh leaves it as it is. Every save in the editor marks it so.",
    },
  }),
  complete: withKey,
};

/** What the editor says of a publication no source names authors for (issue 35): its list row and its page show it. */
export const NO_AUTHORS_NOTE = "No source names authors: BibTeX uses the member's name";

/** The editor's note for a publication's data: NO_AUTHORS_NOTE when its author list is empty, else none. */
export function publicationNote(data: Record<string, unknown>): string | undefined {
  const { authors } = data;
  return Array.isArray(authors) && authors.length > 0 ? undefined : NO_AUTHORS_NOTE;
}

/** Where an entry names a faculty member by id: ["faculty", 0] or ["authors", 2, "faculty"]. */
export interface FacultyReference {
  path: (string | number)[];
  id: string;
}

/** The faculty ids a publication names: the profiles that show it, and its authors who are members. */
export function publicationFacultyRefs(item: Pick<PackPublication, "faculty" | "authors">): FacultyReference[] {
  return [
    ...item.faculty.map((id, at) => ({ path: ["faculty", at], id })),
    ...item.authors.flatMap(({ faculty }, at) =>
      faculty === undefined ? [] : [{ path: ["authors", at, "faculty"], id: faculty }],
    ),
  ];
}

/** A publication added by hand gets its key as a refresh would make it, once its title and year are there. */
function withKey(data: Record<string, unknown>): Record<string, unknown> {
  const { key, doi, title, year } = data;
  if (
    (typeof key === "string" && key !== "") ||
    typeof title !== "string" ||
    title.trim() === "" ||
    typeof year !== "number" ||
    !Number.isInteger(year)
  )
    return data;
  return {
    ...data,
    key: publicationKey({ doi: typeof doi === "string" && doi !== "" ? doi : undefined, title, year }),
  };
}
