import { describe, expect, it } from "vitest";
import { collectionForms } from "@dept/contract";
import { changeWords, untranslatedWords } from "./translation-words";

describe("a translated field in the editor's words", () => {
  const faculty = collectionForms.faculty.fields;
  const site = collectionForms.site.fields;

  it("names a field still to translate by its label, counting list items from 1", () => {
    expect(untranslatedWords(site, { path: "quickLinks.0.label", state: "missing" })).toBe(
      "Quick links, item 1: Label: not translated",
    );
    expect(untranslatedWords(faculty, { path: "designation", state: "outdated" })).toBe(
      "Designation: translation outdated",
    );
  });

  it("names a change of one language, or of the outdated mark, in the history", () => {
    expect(changeWords(faculty, { field: "designation.en", before: "Professor", after: "Dean" })).toEqual({
      field: "Designation (English)",
      before: "Professor",
      after: "Dean",
    });
    expect(changeWords(faculty, { field: "designation.hi", before: null, after: "प्रोफ़ेसर" }).field).toBe(
      "Designation (Hindi)",
    );
    expect(changeWords(faculty, { field: "designation.outdated", before: null, after: "true" })).toEqual({
      field: "Designation: translation",
      before: "up to date",
      after: "outdated",
    });
    expect(changeWords(site, { field: "hod.photo.alt.hi", before: null, after: "x" }).field).toBe(
      "Head of department: Photo: Alternative text (Hindi)",
    );
    expect(changeWords(faculty, { field: "designation", before: "A", after: "B" }).field).toBe("Designation");
    expect(changeWords(faculty, { field: "gone.en", before: "A", after: "B" }).field).toBe("gone.en");
  });
});
