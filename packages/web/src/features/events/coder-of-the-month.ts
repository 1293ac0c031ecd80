/** Ordering of the coder-of-the-month cards: newest first, by year and then by month. */
import type { CoderOfTheMonth } from "@dept/contract";

export const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;

export function sortNewestFirst<T extends Pick<CoderOfTheMonth, "month" | "year">>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.year - a.year || MONTHS.indexOf(b.month) - MONTHS.indexOf(a.month));
}
