/** Times and dates as the editor shows them: in the site's time zone (TIME_ZONE), whatever the browser's. */
import { siteTimeZone } from "./api-client";

export const formatTime = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: siteTimeZone }).format(
    new Date(iso),
  );

/** A time to the second (the audit log's). */
export const formatTimeWithSeconds = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: siteTimeZone }).format(
    new Date(iso),
  );

/** The site's time zone in words ("India Standard Time"), or its IANA name where there are none. */
export const siteTimeZoneName = () =>
  new Intl.DateTimeFormat("en-IN", { timeZone: siteTimeZone, timeZoneName: "long" })
    .formatToParts(new Date())
    .find((part) => part.type === "timeZoneName")?.value ?? siteTimeZone;

/** A calendar date (YYYY-MM-DD) in words, the day it names in any time zone; anything else as it is. */
export const formatDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`))
    : date;
