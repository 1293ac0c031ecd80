/**
 * Scheduled times are entered and shown in the site's time zone (TIME_ZONE), whatever the
 * browser's: a datetime-local field's wall time `YYYY-MM-DDTHH:mm` there, an ISO instant on the wire.
 */
import { TZDate } from "@date-fns/tz";

/** A wall time `YYYY-MM-DDTHH:mm` in `timeZone` as an ISO instant (UTC). */
export function zonedToInstant(wall: string, timeZone: string): string {
  const [date = "", time = ""] = wall.split("T");
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  return new Date(+new TZDate(year!, month! - 1, day!, hour!, minute!, timeZone)).toISOString();
}

/** An ISO instant as a wall time `YYYY-MM-DDTHH:mm` in `timeZone`. */
export function instantToZoned(iso: string, timeZone: string): string {
  // TZDate's ISO text is the zone's wall time followed by its offset.
  return new TZDate(Date.parse(iso), timeZone).toISOString().slice(0, 16);
}
