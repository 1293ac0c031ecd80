/** The public pages of the content (web/public-pages.ts, issue 34), from the site content and the faculty's ids. */
import { listedPages, SITE_PAGES, SITE_PATHS, type Site } from "@dept/contract";
import { describe, expect, it } from "vitest";
import { publicPages } from "../src/web/public-pages.js";

/** A served site as far as the list reads it: whether it has the policy pages. */
const siteWith = (pages: boolean) => ({ pages: pages ? {} : undefined }) as unknown as Site;

describe("public pages", () => {
  it("are the sitemap page's pages but search, then each academics tab and each profile, once each", () => {
    const pages = publicPages({ site: siteWith(true), facultyIds: ["ada", "a b"] });
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    const listed = listedPages(siteWith(true)).filter((page) => !page.noindex);
    expect(pages.slice(0, listed.length)).toEqual(listed);
    expect(paths).not.toContain(SITE_PATHS.search);
    expect(paths).not.toContain(SITE_PATHS.notFound);
    expect(paths).toEqual(expect.arrayContaining(Object.values(SITE_PAGES)));
    expect(pages.filter((page) => page.kind === "academics-tab").map((page) => page.path)).toEqual([
      "/academics/time-table",
      "/academics/syllabus",
      "/academics/results",
      "/academics/internships",
      "/academics/placements",
      "/academics/higherStudies",
      "/academics/others",
      "/academics/stud_achi",
    ]);
    expect(pages.slice(-2)).toEqual([
      { kind: "faculty-profile", id: "ada", path: "/faculty/ada" },
      { kind: "faculty-profile", id: "a b", path: "/faculty/a%20b" },
    ]);
  });

  it("leave out the policy pages of a site without them, and are none before the first import", () => {
    const paths = publicPages({ site: siteWith(false), facultyIds: [] }).map((page) => page.path);
    expect(paths).not.toContain(SITE_PAGES.help);
    expect(paths).toContain("/faculty");
    expect(publicPages({ site: undefined, facultyIds: ["ada"] })).toEqual([]);
  });
});
