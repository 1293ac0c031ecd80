import { describe, expect, it } from "vitest";
import { FACULTY_SECTION_WHITELIST, sectionHeading, visibleSections } from "./faculty-sections.js";
import type { FacultyDetail } from "./entities.js";

const base: FacultyDetail = { name: "A", designation: "B", image: "", educations: {} };

describe("sectionHeading", () => {
  it("turns underscores into spaces and capitalises each word", () => {
    expect(sectionHeading("National_and_International_journals")).toBe("National And International Journals");
    expect(sectionHeading("researches")).toBe("Researches");
    expect(sectionHeading("Courses/Workshop/Seminar conducted")).toBe("Courses/Workshop/Seminar Conducted");
  });
});

describe("visibleSections", () => {
  it("keeps only whitelisted, non-empty lists, in whitelist order", () => {
    const detail: FacultyDetail = {
      ...base,
      Patents: ["P1"],
      Experiences: ["E1", "E2"],
      Hobbies: ["not whitelisted"],
      Interests: [],
      Service: ["  "],
      researches: "not a list",
    };
    expect(visibleSections(detail)).toEqual([
      { key: "Experiences", heading: "Experiences", items: ["E1", "E2"] },
      { key: "Patents", heading: "Patents", items: ["P1"] },
    ]);
  });

  it("matches keys written with underscores", () => {
    const detail: FacultyDetail = { ...base, Books_Published: ["B1"] };
    expect(visibleSections(detail)).toEqual([{ key: "Books_Published", heading: "Books Published", items: ["B1"] }]);
  });

  it("knows the spec's 23 sections", () => {
    expect(FACULTY_SECTION_WHITELIST).toHaveLength(23);
  });
});
