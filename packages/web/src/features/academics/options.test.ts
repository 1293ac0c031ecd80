import { describe, expect, it } from "vitest";
import { en } from "../../i18n/catalogues/en";
import { hi } from "../../i18n/catalogues/hi";
import { ACADEMIC_OPTIONS, resolveOption } from "./options";

const academicsBanner = en.academics.banner;

describe("resolveOption", () => {
  it("starts on vision-mission when no option is given", () => {
    expect(resolveOption(null)?.key).toBe("vision-mission");
    expect(resolveOption(undefined)?.key).toBe("vision-mission");
  });

  it("selects every known key with the spec's label", () => {
    expect(ACADEMIC_OPTIONS.map((option) => [option.key, option.label])).toEqual([
      ["vision-mission", "Vision & Mission"],
      ["time-table", "Time Table"],
      ["syllabus", "Syllabus"],
      ["results", "Results"],
      ["stud_achi", "Student Achievements"],
      ["internships", "Internships"],
      ["placements", "Placements"],
      ["higherStudies", "Higher Studies"],
      ["others", "Others"],
    ]);
    for (const option of ACADEMIC_OPTIONS) expect(resolveOption(option.key)).toBe(option);
  });

  it("selects nothing for an unknown, empty or differently cased key", () => {
    expect(resolveOption("nope")).toBeUndefined();
    expect(resolveOption("")).toBeUndefined();
    expect(resolveOption("Placements")).toBeUndefined();
    expect(resolveOption("higher_studies")).toBeUndefined();
  });
});

describe("academicsBanner", () => {
  it("gives the spec's banner for the department of the demo pack", () => {
    expect(academicsBanner({ name: "Department of Computer Science and Engineering", shortName: "CSE" })).toBe(
      "Academics Section of Computer Science and Engineering (CSE)",
    );
  });

  it("uses the name as it is when it does not start with 'Department of'", () => {
    expect(academicsBanner({ name: "Information Technology", shortName: "IT" })).toBe(
      "Academics Section of Information Technology (IT)",
    );
  });

  it("names the department as it is in Hindi", () => {
    expect(hi.academics.banner({ name: "कंप्यूटर विज्ञान एवं अभियांत्रिकी विभाग", shortName: "सीएसई" })).toBe(
      "कंप्यूटर विज्ञान एवं अभियांत्रिकी विभाग (सीएसई) का शैक्षणिक अनुभाग",
    );
  });
});
