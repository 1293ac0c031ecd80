/** Publications as the API answers them, for the web's tests: a work from the fields a test cares about. */
import type { Publication } from "@dept/contract";

export const testPublication = (fields: Pick<Publication, "key"> & Partial<Publication>): Publication => ({
  title: fields.key,
  authors: [],
  faculty: [],
  year: null,
  type: "article",
  venue: null,
  doi: null,
  url: null,
  ...fields,
});

/** A member-authored work: each faculty id an author of it. */
const memberWork = (key: string, year: number, type: Publication["type"], faculty: string[], title = key) =>
  testPublication({
    key,
    title,
    authors: faculty.map((id) => ({ name: `Author ${id}`, faculty: id })),
    faculty,
    year,
    type,
  });

/** Four works of three members over three years (two in 2023), in the API's order (by title). */
export const FOUR_WORKS: Publication[] = [
  memberWork("a", 2023, "article", ["ada"], "Alpha"),
  memberWork("b", 2025, "conference", ["ada", "bo"], "Beta"),
  memberWork("c", 2023, "book", ["bo"], "Gamma"),
  memberWork("d", 2021, "article", ["cy"], "Delta"),
];
