/**
 * Internships grouped by category (industry, research), then by year, newest first. Every
 * category lists every year that has any internship, so a year with no entries in one category
 * shows up there as an empty section ('Nothing to show', docs/architecture.md section 7).
 */
import type { Internship, InternshipCategory } from "@dept/contract";

export const INTERNSHIP_CATEGORIES: readonly { category: InternshipCategory; label: string }[] = [
  { category: "industry", label: "Industry" },
  { category: "research", label: "Research" },
];

export interface InternshipYear {
  year: string;
  internships: Internship[];
}

export interface InternshipGroup {
  category: InternshipCategory;
  label: string;
  years: InternshipYear[];
}

/** Newest first: by the leading number of the year ("2024", 2024, "2023-24"), then by text. */
export function compareYearsNewestFirst(a: string, b: string): number {
  const numberA = Number.parseInt(a, 10);
  const numberB = Number.parseInt(b, 10);
  const aIsNumber = Number.isFinite(numberA);
  const bIsNumber = Number.isFinite(numberB);
  if (aIsNumber && bIsNumber && numberA !== numberB) return numberB - numberA;
  if (aIsNumber !== bIsNumber) return aIsNumber ? -1 : 1;
  return b.localeCompare(a);
}

export function groupInternships(internships: readonly Internship[]): InternshipGroup[] {
  const years = [...new Set(internships.map((internship) => String(internship.year)))].sort(compareYearsNewestFirst);
  return INTERNSHIP_CATEGORIES.map(({ category, label }) => ({
    category,
    label,
    years: years.map((year) => ({
      year,
      internships: internships.filter(
        (internship) => internship.category === category && String(internship.year) === year,
      ),
    })),
  }));
}
