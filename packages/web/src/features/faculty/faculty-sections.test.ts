import { describe, expect, it } from "vitest";
import { FACULTY_SECTION_WHITELIST, sectionHeading, visibleSections, type FacultyDetail } from "@dept/contract";

const base: FacultyDetail = {
  name: "Dr. Test Person",
  designation: "Professor",
  image: "/api/images/0123456789abcdef/640.webp",
  educations: { "Ph.D": "Computing, Somewhere University" },
  resume: "resources/abc/resume.pdf",
  email: "test@example.edu",
  ext: "1",
  telephone: "+00 1",
  room: "R1",
};

describe("sectionHeading", () => {
  it("turns underscores into spaces and capitalises each word", () => {
    expect(sectionHeading("researches")).toBe("Researches");
    expect(sectionHeading("Course_Taught")).toBe("Course Taught");
    expect(sectionHeading("National_and_International_conferences")).toBe("National And International Conferences");
    expect(sectionHeading("National and International journals")).toBe("National And International Journals");
    expect(sectionHeading("Courses/Workshop/Seminar conducted")).toBe("Courses/Workshop/Seminar Conducted");
    expect(sectionHeading("Post Ph.D and Pre Ph.D Collaborative Research Completed")).toBe(
      "Post Ph.D And Pre Ph.D Collaborative Research Completed",
    );
  });
});

describe("visibleSections", () => {
  it("shows only whitelisted, non-empty sections, in the whitelist's order", () => {
    const detail: FacultyDetail = {
      ...base,
      Interests: ["Networks"],
      Experiences: ["10 years"],
      Hobbies: ["Chess"],
      Patents: [],
      Service: ["", "   "],
      Activities: "not a list",
      researches: ["Edge computing"],
    };
    const sections = visibleSections(detail);
    expect(sections.map((section) => section.heading)).toEqual(["Experiences", "Researches", "Interests"]);
    expect(sections[0]).toEqual({ key: "Experiences", heading: "Experiences", items: ["10 years"] });
  });

  it("matches keys written with underscores and heads them with spaces", () => {
    const detail: FacultyDetail = {
      ...base,
      Books_Published: ["A book"],
      National_and_International_conferences: ["A talk"],
      Course_Taught: ["Databases"],
    };
    expect(visibleSections(detail).map((section) => section.heading)).toEqual([
      "National And International Conferences",
      "Books Published",
      "Course Taught",
    ]);
  });

  it("never shows the fixed fields, and drops blank or non-text items", () => {
    const detail: FacultyDetail = { ...base, Achievements: ["Award", "", 3, null, "Medal"] };
    expect(visibleSections(detail)).toEqual([
      { key: "Achievements", heading: "Achievements", items: ["Award", "Medal"] },
    ]);
    expect(visibleSections(base)).toEqual([]);
  });

  it("knows the spec's 23 section names", () => {
    expect(FACULTY_SECTION_WHITELIST).toHaveLength(23);
    const everything = Object.fromEntries(FACULTY_SECTION_WHITELIST.map((name) => [name, [name]]));
    expect(visibleSections({ ...base, ...everything }).map((section) => section.key)).toEqual([
      ...FACULTY_SECTION_WHITELIST,
    ]);
  });
});
