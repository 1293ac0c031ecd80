/** The academics menu (spec section 2, Academics): the nine options, their labels and URL keys. */

export const ACADEMIC_OPTIONS = [
  { key: "vision-mission", label: "Vision & Mission" },
  { key: "time-table", label: "Time Table" },
  { key: "syllabus", label: "Syllabus" },
  { key: "results", label: "Results" },
  { key: "stud_achi", label: "Student Achievements" },
  { key: "internships", label: "Internships" },
  { key: "placements", label: "Placements" },
  { key: "higherStudies", label: "Higher Studies" },
  { key: "others", label: "Others" },
] as const;

export type AcademicOption = (typeof ACADEMIC_OPTIONS)[number];
export type AcademicOptionKey = AcademicOption["key"];

export const DEFAULT_OPTION: AcademicOptionKey = "vision-mission";

/** The id of the selected option's heading, which labels the content area. */
export const OPTION_HEADING_ID = "academics-option-heading";

/** The URL query parameter that holds the selected option (`#/academics/?option=placements`). */
export const OPTION_PARAM = "option";

/**
 * The option a query value selects: no value selects the default, a known key selects itself and
 * anything else selects nothing (the page then says the option is wrong). Keys are case-sensitive,
 * as in the spec (`stud_achi`, `higherStudies`).
 */
export function resolveOption(value: string | null | undefined): AcademicOption | undefined {
  const key = value ?? DEFAULT_OPTION;
  return ACADEMIC_OPTIONS.find((option) => option.key === key);
}

/**
 * The banner, from the pack's department rather than code (no department-specific text in
 * components): "Department of Computer Science and Engineering" with short name "CSE" gives the
 * spec's 'Academics Section of Computer Science and Engineering (CSE)'.
 */
export function academicsBanner(department: { name: string; shortName: string }): string {
  const subject = department.name.replace(/^\s*department\s+of\s+/i, "").trim();
  return `Academics Section of ${subject} (${department.shortName})`;
}
