import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { en } from "../i18n/catalogues/en";
import { hi } from "../i18n/catalogues/hi";
import { testSite, testSiteIn } from "../test/site";
import { pageDescription, pageList } from "./page-meta";
import { routePaths } from "./router";

describe("page meta", () => {
  it("names every routed page, so the sitemap cannot miss one", () => {
    const listed = new Set(pageList(en, testSite).map((page) => page.path));
    // The academics page is `/academics/` with its tabs as `/academics/{tab}`.
    const routed = routePaths()
      .map((path) => path.replace(/:tab\?$/, ""))
      .filter((path) => path !== paths.notFound && !path.includes(":"));
    expect(routed.filter((path) => !listed.has(path))).toEqual([]);
    expect([...listed].filter((path) => !routed.includes(path))).toEqual([]);
  });

  it("gives each route its own description, a faculty profile included", () => {
    const pages = pageList(en, testSite);
    const descriptions = pages.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(pageDescription("/notices/", en)).toBe(pages.find((page) => page.path === paths.notices)!.description);
    expect(pageDescription("/bos", en)).toBe(pages.find((page) => page.path === paths.bos)!.description);
    expect(pageDescription("/faculty/ada", en)).toBe(en.pages.facultyProfile);
    expect(pageDescription("/no/such/page", en)).toBeUndefined();
    expect(pageDescription("/academics/syllabus", en)).toBe(`Syllabus: ${en.pages.academics.description}`);
  });

  it("lists the same pages in Hindi, in Hindi", () => {
    const english = pageList(en, testSite);
    const hindi = pageList(hi, testSiteIn("hi"));
    expect(hindi.map((page) => page.path)).toEqual(english.map((page) => page.path));
    expect(hindi.find((page) => page.path === paths.notices)?.title).toBe("सूचनाएँ");
    expect(pageDescription("/faculty/ada", hi)).toBe(hi.pages.facultyProfile);
  });
});
