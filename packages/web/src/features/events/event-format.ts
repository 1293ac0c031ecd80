/** Pure formatting of event fields (spec section 3: speakers are separated by comma plus space). */
import type { Language } from "@dept/contract";
import { formatDay } from "../../i18n/format";

export function splitSpeakers(speaker: string): string[] {
  return speaker
    .split(", ")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/** An ISO date (YYYY-MM-DD) as "14 Mar 2025" (in Hindi "14 मार्च 2025"); anything else is shown as given. */
export function formatEventDate(value: string, lang: Language = "en"): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Reject dates that rolled over (2025-02-31), which would otherwise show a different day.
  if (date.getUTCDate() !== Number(match[3]) || date.getUTCMonth() !== Number(match[2]) - 1) return value;
  return formatDay(date, lang, "short");
}
