import { describe, expect, it } from "vitest";
import { formatEventDate, splitSpeakers } from "./event-format";

describe("splitSpeakers", () => {
  it("splits on comma plus space only", () => {
    expect(splitSpeakers("Prof. A, Dr. B, Ms. C")).toEqual(["Prof. A", "Dr. B", "Ms. C"]);
    expect(splitSpeakers("Smith,John")).toEqual(["Smith,John"]);
    expect(splitSpeakers("Solo Speaker")).toEqual(["Solo Speaker"]);
  });

  it("gives no speakers for an empty value", () => {
    expect(splitSpeakers("")).toEqual([]);
    expect(splitSpeakers("  ")).toEqual([]);
  });
});

describe("formatEventDate", () => {
  it("formats ISO dates with a month abbreviation", () => {
    expect(formatEventDate("2025-03-14")).toBe("14 Mar 2025");
    expect(formatEventDate("2024-12-01")).toBe("1 Dec 2024");
  });

  it("shows anything else as given", () => {
    expect(formatEventDate("March 2025")).toBe("March 2025");
    expect(formatEventDate("2025-02-31")).toBe("2025-02-31");
    expect(formatEventDate("")).toBe("");
  });
});
