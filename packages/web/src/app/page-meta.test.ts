import { describe, expect, it } from "vitest";
import { paths } from "../config/paths";
import { FACULTY_PROFILE_DESCRIPTION, PAGES, pageDescription } from "./page-meta";
import { routePaths } from "./router";

describe("page meta", () => {
  it("names every routed page, so the sitemap cannot miss one", () => {
    const listed = new Set(PAGES.map((page) => page.path));
    const routed = routePaths().filter((path) => path !== paths.notFound && !path.includes(":"));
    expect(routed.filter((path) => !listed.has(path))).toEqual([]);
    expect([...listed].filter((path) => !routed.includes(path))).toEqual([]);
  });

  it("gives each route its own description, a faculty profile included", () => {
    const descriptions = PAGES.map((page) => page.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(pageDescription("/notices/")).toBe(PAGES.find((page) => page.path === paths.notices)!.description);
    expect(pageDescription("/bos")).toBe(PAGES.find((page) => page.path === paths.bos)!.description);
    expect(pageDescription("/faculty/ada")).toBe(FACULTY_PROFILE_DESCRIPTION);
    expect(pageDescription("/no/such/page")).toBeUndefined();
  });
});
