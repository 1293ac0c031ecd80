import { describe, expect, it } from "vitest";
import { formatDay, formatIndianDay, formatNumber, monthName } from "./format";

describe("dates from the site's own month names", () => {
  it("writes a UTC calendar day in each language and style", () => {
    const day = new Date("2026-09-04T00:00:00Z");
    expect(formatDay(day, "en", "short")).toBe("4 Sep 2026");
    expect(formatDay(day, "en", "long")).toBe("4 September 2026");
    expect(formatDay(day, "hi", "short")).toBe("4 सित॰ 2026");
    expect(formatDay(day, "hi", "long")).toBe("4 सितंबर 2026");
  });

  it("has twelve months in every language and style, as Intl's English writes them", () => {
    for (const lang of ["en", "hi"] as const)
      for (const style of ["long", "short"] as const)
        expect(new Set(Array.from({ length: 12 }, (_, month) => monthName(month, lang, style))).size).toBe(12);
    const english = new Intl.DateTimeFormat("en-US", { month: "long", timeZone: "UTC" });
    for (let month = 0; month < 12; month++)
      expect(monthName(month, "en", "long")).toBe(english.format(Date.UTC(2026, month, 1)));
  });

  it("takes the day of an instant in India (UTC+05:30), not in the machine's time zone", () => {
    expect(formatIndianDay(new Date("2026-11-23T18:29:59Z"), "en", "long")).toBe("23 November 2026");
    expect(formatIndianDay(new Date("2026-11-23T18:30:00Z"), "en", "long")).toBe("24 November 2026");
    expect(formatIndianDay(new Date("2026-12-31T20:00:00Z"), "hi", "long")).toBe("1 जनवरी 2027");
  });
});

describe("formatNumber", () => {
  it("groups by thousands in English and by the Indian system in Hindi", () => {
    expect(formatNumber(7, "en")).toBe("7");
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(1234567, "en")).toBe("1,234,567");
    expect(formatNumber(1234567, "hi")).toBe("12,34,567");
    expect(formatNumber(123, "hi")).toBe("123");
    expect(formatNumber(-123456, "hi")).toBe("-1,23,456");
  });

  it("agrees with Intl where Intl is the reference", () => {
    for (const value of [0, 999, 1000, 99999, 100000, 9876543210]) {
      expect(formatNumber(value, "en")).toBe(new Intl.NumberFormat("en").format(value));
      expect(formatNumber(value, "hi")).toBe(new Intl.NumberFormat("hi-IN").format(value));
    }
  });
});
