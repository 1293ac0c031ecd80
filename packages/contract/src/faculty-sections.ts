/** Which optional faculty sections are shown, in what order, under what heading (spec section 3). */
import type { FacultyDetail } from "./entities.js";

export const FACULTY_SECTION_WHITELIST = [
  "Post Ph.D and Pre Ph.D Collaborative Research Completed",
  "Experiences",
  "Achievements",
  "researches",
  "Visiting Faculties",
  "Certifications",
  "Patents",
  "Interests",
  "Affiliations",
  "National and International journals",
  "National and International conferences",
  "National and International Paper Publication",
  "Research Grant Project",
  "Courses/Workshop/Seminar conducted",
  "Industrial Training Workshop",
  "Paper Presented",
  "Books Published",
  "Accomplishments",
  "Major Assignments",
  "System Software Exposure",
  "Course Taught",
  "Service",
  "Activities",
] as const;

/** The key with underscores turned into spaces and each word capitalised. */
export function sectionHeading(key: string): string {
  return key
    .replace(/_/g, " ")
    .split(" ")
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(" ");
}

export interface FacultySection {
  key: string;
  heading: string;
  items: string[];
}

/**
 * The sections of a profile that are shown: whitelisted (a key matches with underscores read as
 * spaces), non-empty lists of text, in whitelist order.
 */
export function visibleSections(detail: FacultyDetail): FacultySection[] {
  const byName = new Map<string, string>();
  for (const key of Object.keys(detail)) byName.set(key.replace(/_/g, " "), key);
  const sections: FacultySection[] = [];
  for (const name of FACULTY_SECTION_WHITELIST) {
    const key = byName.get(name);
    if (key === undefined) continue;
    const value = detail[key];
    if (!Array.isArray(value)) continue;
    const items = value.filter((item): item is string => typeof item === "string" && item.trim() !== "");
    if (items.length > 0) sections.push({ key, heading: sectionHeading(key), items });
  }
  return sections;
}
