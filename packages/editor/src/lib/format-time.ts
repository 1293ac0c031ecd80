/** A time as the editor shows it: in the site's time zone (TIME_ZONE), whatever the browser's. */
import { siteTimeZone } from "./api-client";

export const formatTime = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: siteTimeZone }).format(new Date(iso));
