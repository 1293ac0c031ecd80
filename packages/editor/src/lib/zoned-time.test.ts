import { describe, expect, it } from "vitest";
import { instantToZoned, zonedToInstant } from "./zoned-time";

describe("scheduled times in the site's time zone", () => {
  it("turns a wall time into an instant and back", () => {
    expect(zonedToInstant("2026-11-26T09:00", "Asia/Kolkata")).toBe("2026-11-26T03:30:00.000Z");
    expect(instantToZoned("2026-11-26T03:30:00.000Z", "Asia/Kolkata")).toBe("2026-11-26T09:00");
    expect(zonedToInstant("2026-01-15T12:00", "UTC")).toBe("2026-01-15T12:00:00.000Z");
  });

  it("follows daylight saving time on both sides of a change", () => {
    expect(zonedToInstant("2026-03-28T12:00", "Europe/Berlin")).toBe("2026-03-28T11:00:00.000Z");
    expect(zonedToInstant("2026-03-29T12:00", "Europe/Berlin")).toBe("2026-03-29T10:00:00.000Z");
    expect(instantToZoned("2026-10-25T12:00:00.000Z", "Europe/Berlin")).toBe("2026-10-25T13:00");
  });
});
