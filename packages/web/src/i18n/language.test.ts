import { describe, expect, it } from "vitest";
import { languageRoot } from "@dept/contract";
import { languageOfPath, routeIn } from "./language";
import { fallbackLang } from "./fallback";

describe("the page's language from its address", () => {
  it("is Hindi under /hi/ and English everywhere else", () => {
    expect(languageOfPath("/hi/")).toBe("hi");
    expect(languageOfPath("/hi")).toBe("hi");
    expect(languageOfPath("/")).toBe("en");
    expect(languageOfPath("/hindi/")).toBe("en");
    expect(languageOfPath("/admin/preview/x")).toBe("en");
  });

  it("gives the same route's address in the other language", () => {
    expect(languageRoot("en")).toBe("/");
    expect(routeIn("hi", "/")).toBe("/hi/");
    expect(routeIn("en", "/")).toBe("/");
    expect(routeIn("hi", "/faculty")).toBe("/hi/faculty");
    expect(routeIn("en", "/academics/syllabus")).toBe("/academics/syllabus");
    expect(routeIn("hi", "/BOS", "doc=a&page=2")).toBe("/hi/BOS?doc=a&page=2");
  });
});

describe("fallbackLang", () => {
  const answer = { lang_fallback: ["title", "quickLinks.2", "hod.message"] };

  it("marks a value (or one inside a value) the answer names as shown in English", () => {
    expect(fallbackLang(answer, "title")).toBe("en");
    expect(fallbackLang(answer, "hod.message")).toBe("en");
    expect(fallbackLang(answer, "quickLinks.2.label")).toBe("en");
  });

  it("marks nothing else, and nothing in an English answer", () => {
    expect(fallbackLang(answer, "file")).toBeUndefined();
    expect(fallbackLang(answer, "quickLinks.1.label")).toBeUndefined();
    expect(fallbackLang({}, "title")).toBeUndefined();
  });
});
