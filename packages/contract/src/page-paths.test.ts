import { describe, expect, it } from "vitest";
import {
  academicsTabPath,
  collectionPagePath,
  listedPages,
  localizedPath,
  pagePath,
  SITE_PATHS,
} from "./page-paths.js";
import { LIST_COLLECTIONS } from "./registry/public.js";
import { httpUrl } from "./rules.js";
import { SITE_PAGES } from "./site-pages.js";

describe("page paths", () => {
  it("puts a second language's pages under its prefix with the same paths", () => {
    expect(localizedPath("/faculty/3", "hi")).toBe("/hi/faculty/3");
    expect(localizedPath("/", "hi")).toBe("/hi/");
    expect(localizedPath("/BOS?doc=abc&page=2", "hi")).toBe("/hi/BOS?doc=abc&page=2");
    expect(localizedPath("/faculty/3", "en")).toBe("/faculty/3");
    expect(localizedPath("/", "en")).toBe("/");
  });

  it("gives each academics tab a path, Vision & Mission the page itself", () => {
    expect(academicsTabPath("syllabus")).toBe("/academics/syllabus");
    expect(academicsTabPath("vision-mission")).toBe("/academics/");
    expect(pagePath("/academics/?option=stud_achi")).toBe("/academics/stud_achi");
    expect(pagePath("/academics/?option=vision-mission")).toBe("/academics/");
    expect(pagePath("/academics/")).toBe("/academics/");
    expect(pagePath("/BOS?doc=abc")).toBe("/BOS?doc=abc");
    expect(collectionPagePath("timetable")).toBe("/academics/time-table");
    expect(collectionPagePath("notices")).toBe("/notices");
    // Every collection's page is a plain path: no query, no hash.
    for (const name of LIST_COLLECTIONS) expect(collectionPagePath(name)).toMatch(/^\/[A-Za-z0-9/_-]*$/);
  });

  it("lists the site's pages once each, the policy pages only when the site content has them", () => {
    const without = listedPages({});
    const paths = without.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(["/", "/faculty", "/publications", "/events/workshops", "/BOS"]));
    expect(paths).not.toContain(SITE_PATHS.notFound);
    expect(paths.some((path) => Object.values(SITE_PAGES).includes(path as never))).toBe(false);
    const withPages = listedPages({ pages: {} }).map((page) => page.path);
    expect(withPages).toEqual([...paths, ...Object.values(SITE_PAGES)]);
    expect(without.filter((page) => page.noindex).map((page) => page.path)).toEqual([SITE_PATHS.search]);
  });

  it("keeps a pack's old hash links valid input (they land on their paths)", () => {
    expect(httpUrl.safeParse("https://cse.example.edu/#/notices").success).toBe(true);
    expect(httpUrl.safeParse("https://cse.example.edu/hi/#/faculty/ada").success).toBe(true);
  });
});
