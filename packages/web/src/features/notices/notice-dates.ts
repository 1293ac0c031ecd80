/** Notice dates: the API sends them as text (YYYY-MM-DD in our packs); sort newest first and show them readably. */
import type { Language, Notice } from "@dept/contract";
import { formatDay } from "../../i18n/format";

const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

/** The date as a UTC timestamp, or undefined when it is not a real date. */
export function noticeTime(date: string): number | undefined {
  const match = isoDate.exec(date.trim());
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Date.parse(date);
  if (Number.isNaN(time)) return undefined;
  if (match && new Date(time).getUTCDate() !== Number(match[3])) return undefined;
  return time;
}

/** Newest first; notices without a readable date keep their order after the dated ones. */
export function sortNewestFirst(notices: readonly Notice[]): Notice[] {
  return notices
    .map((notice, index) => ({ notice, index, time: noticeTime(notice.date) }))
    .sort((a, b) => {
      if (a.time === undefined || b.time === undefined) {
        return a.time === b.time ? a.index - b.index : a.time === undefined ? 1 : -1;
      }
      return b.time - a.time || a.index - b.index;
    })
    .map(({ notice }) => notice);
}

/**
 * `14 Mar 2026` (in Hindi `14 मार्च 2026`) and the machine-readable `2026-03-14`, or
 * the text as given when it is not a date.
 */
export function formatNoticeDate(date: string, lang: Language = "en"): { text: string; dateTime?: string } {
  const time = noticeTime(date);
  if (time === undefined) return { text: date };
  const day = new Date(time);
  return { text: formatDay(day, lang, "short"), dateTime: day.toISOString().slice(0, 10) };
}
