import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { parseEntry } from "./registry/index.js";
import { FILE_SIZE_LIMITS, fileLimitWords, fileTooLargeWords, TITLE_MAX } from "./limits.js";
import { boundedText, isSafeHttpUrl, URL_RULE } from "./rules.js";

/** The first problem parsing `data` as an entry of `collection`: `path: message`, or "ok". */
function firstProblem(collection: Parameters<typeof parseEntry>[0], data: unknown): string {
  const result = parseEntry(collection, data);
  if (result.success) return "ok";
  const issue = result.error.issues[0]!;
  return `${issue.path.join(".")}: ${issue.message}`;
}

const notice = { title: "Exam timetable", date: "2026-03-01", file: "ab12/t.pdf" };

describe("the rules every entry follows", () => {
  it("refuses an empty, whitespace-only or missing title as Required, and trims one that is kept", () => {
    expect(firstProblem("notices", { ...notice, title: "" })).toBe("title: Required");
    expect(firstProblem("notices", { ...notice, title: "   \t " })).toBe("title: Required");
    expect(firstProblem("notices", { date: notice.date, file: notice.file })).toBe("title: Required");
    expect(firstProblem("others", { name: " ", photo: "a/b.jpg", achievement: "", details: "" })).toBe(
      "name: Required",
    );
    const kept = parseEntry("notices", { ...notice, title: "  Exam timetable \n" });
    expect(kept.success && kept.data).toMatchObject({ title: "Exam timetable" });
  });

  it("refuses a title over TITLE_MAX characters, naming the limit", () => {
    expect(firstProblem("notices", { ...notice, title: "x".repeat(TITLE_MAX) })).toBe("ok");
    expect(firstProblem("notices", { ...notice, title: "x".repeat(TITLE_MAX + 1) })).toBe(
      "title: Use at most 300 characters.",
    );
    expect(firstProblem("notices", { ...notice, title: "x".repeat(300_000) })).toBe(
      "title: Use at most 300 characters.",
    );
  });

  it("writes a long limit with its thousands separated, as the form's hint does", () => {
    const result = z.safeParse(boundedText(20_000), "x".repeat(20_001));
    expect(!result.success && result.error.issues[0]?.message).toBe("Use at most 20,000 characters.");
  });

  it("says Required of an empty date, and names the form of a wrong one", () => {
    expect(firstProblem("notices", { ...notice, date: "" })).toBe("date: Required");
    expect(firstProblem("notices", { ...notice, date: "01/03/2026" })).toBe("date: must be a date written YYYY-MM-DD");
  });

  it("takes a faculty email only when it is an email, and none at all", () => {
    const faculty = {
      id: "a-b",
      name: "Dr. A",
      designation: "Professor",
      qualification: "Ph.D",
      image: "ab/a.jpg",
      educations: {},
    };
    expect(firstProblem("faculty", faculty)).toBe("ok");
    expect(firstProblem("faculty", { ...faculty, email: "a@example.edu" })).toBe("ok");
    expect(firstProblem("faculty", { ...faculty, email: "not an email" })).toBe(
      "email: Enter an email address such as name@example.edu.",
    );
    expect(firstProblem("faculty", { ...faculty, email: "a@b" })).toBe(
      "email: Enter an email address such as name@example.edu.",
    );
  });

  it("trims an email before checking it, and says Required of an empty one", () => {
    const faculty = {
      id: "a-b",
      name: "Dr. A",
      designation: "Professor",
      qualification: "Ph.D",
      image: "ab/a.jpg",
      educations: {},
    };
    const kept = parseEntry("faculty", { ...faculty, email: " a@b.edu " });
    expect(kept.success && kept.data).toMatchObject({ email: "a@b.edu" });
    expect(firstProblem("faculty", { ...faculty, email: "  " })).toBe("email: Required");
  });

  it("takes only absolute http(s) URLs with nothing that needs escaping", () => {
    for (const url of [
      "https://example.edu/a?b=c&d=e#f",
      "http://example.edu",
      "https://www.linkedin.com/in/a-b-12%20x/",
    ])
      expect(isSafeHttpUrl(url)).toBe(true);
    const refused = [
      'https://example.edu/"onmouseover="x',
      "https://example.edu/<script>",
      "https://example.edu/a b",
      "https://example.edu/`x`",
      "javascript:alert(1)",
      "//example.edu",
      "https://",
      "example.edu",
      "ftp://example.edu",
    ];
    for (const url of refused) expect(isSafeHttpUrl(url)).toBe(false);
    const achievement = { name: "A", date: "2025", achievement: "B", details: "C", photos: [] };
    expect(
      firstProblem("studentAchievements", { ...achievement, linkedin_url: 'https://www.linkedin.com/in/a"b' }),
    ).toBe(`linkedin_url: ${URL_RULE}`);
    expect(
      firstProblem("studentAchievements", { ...achievement, linkedin_url: "https://www.linkedin.com/in/ab" }),
    ).toBe("ok");
  });

  it("states file limits and refusals in words", () => {
    expect(fileLimitWords("pdf")).toBe("PDF up to 50 MB.");
    expect(fileLimitWords("captions")).toBe("Captions file up to 1 MB.");
    expect(fileTooLargeWords("pdf", 60 * 1024 * 1024)).toBe("This file is 60 MB; PDFs can be at most 50 MB.");
    // Just over the limit never reads as at it.
    expect(fileTooLargeWords("pdf", FILE_SIZE_LIMITS.pdf + 1)).toBe("This file is 50.1 MB; PDFs can be at most 50 MB.");
    expect(fileTooLargeWords("image")).toBe("This file is too large; images can be at most 20 MB.");
  });

  it("keeps the served site content readable when it breaks a rule added later", async () => {
    const { site, sitePack } = await import("./site.js");
    const link = { label: "A", url: 'https://example.edu/"x' };
    expect(z.safeParse(sitePack.shape.quickLinks, [link]).success).toBe(false);
    expect(z.safeParse(site.shape.quickLinks, [link]).success).toBe(true);
  });
});
