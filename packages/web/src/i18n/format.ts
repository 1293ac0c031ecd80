/**
 * Dates and numbers in the page's language, from fixed tables rather than Intl, for two reasons:
 *
 * - The server (Node) and the visitor's browser carry different ICU data, and a date printed
 *   differently by the two breaks hydration (newer CLDR writes en-GB's September "Sept", older
 *   "Sep"; Hindi's October is "अक्टू॰" or "अक्तू॰" by version).
 * - A page's first Intl format costs the browser about 25 ms of ICU set-up, 100 ms at
 *   Lighthouse's 4x slowdown, inside the task that hydrates the page (issue 34, TBT).
 *
 * The names are those of current CLDR, English as in the spec's "14 Mar 2026" (Sep, not Sept).
 */
import type { Language } from "@dept/contract";

const MONTHS: Readonly<Record<Language, { long: readonly string[]; short: readonly string[] }>> = {
  en: {
    long: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
    short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  },
  hi: {
    long: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    short: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नव॰", "दिस॰"],
  },
};

export type MonthStyle = "long" | "short";

/** Month `month` (0 to 11) by its name in `lang`: "Mar", "March"; Hindi "मार्च". */
export const monthName = (month: number, lang: Language, style: MonthStyle): string => MONTHS[lang][style][month]!;

/** The calendar day of `date` in UTC as "14 Mar 2026" (`short`) or "14 March 2026" (`long`); Hindi "14 मार्च 2026". */
export const formatDay = (date: Date, lang: Language, style: MonthStyle): string =>
  `${date.getUTCDate()} ${monthName(date.getUTCMonth(), lang, style)} ${date.getUTCFullYear()}`;

/** India keeps no daylight saving time: the department's clock is UTC+05:30 all year. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The calendar day of the instant `date` in India (the department's dates are Indian dates), as `formatDay`. */
export const formatIndianDay = (date: Date, lang: Language, style: MonthStyle): string =>
  formatDay(new Date(date.getTime() + INDIA_OFFSET_MS), lang, style);

/**
 * A whole number with the language's grouping: English "1,234,567"; Hindi (hi-IN) the Indian
 * system, "12,34,567", both in the digits 0 to 9.
 */
export function formatNumber(value: number, lang: Language): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const sign = value < 0 ? "-" : "";
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const size = lang === "en" ? 3 : 2;
  const groups: string[] = [];
  for (let end = rest.length; end > 0; end -= size) groups.unshift(rest.slice(Math.max(0, end - size), end));
  return sign + [...groups, last].join(",");
}
