import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { preloadRoute, routeHints } from "./router";

/** The query keys a first load of `path` starts before React renders. */
async function preloaded(path: string) {
  // No server here: the prefetch fails quietly; that it was started is what counts.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await preloadRoute(path, queryClient);
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryKey);
}

describe("preloadRoute", () => {
  it("starts the landing page's first query", async () => {
    expect(await preloaded("/")).toEqual([["homepage"]]);
    expect(await preloaded("/faculty")).toEqual([["faculty", "list"]]);
    expect(await preloaded("/notices")).toEqual([["notices"]]);
    expect(await preloaded("/events/workshops")).toEqual([["events", "workshops"]]);
    // The faculty list names the members in the page's faculty filter.
    expect(await preloaded("/publications")).toEqual([["faculty", "list"], ["publications"]]);
  });

  it("matches like the router: any case, with or without a trailing slash", async () => {
    expect(await preloaded("/bos")).toEqual(await preloaded("/BOS"));
    expect(await preloaded("/faculty/")).toEqual([["faculty", "list"]]);
  });

  it("starts a profile's and an academics tab's answers by the address's parameter", async () => {
    expect(await preloaded("/faculty/dr-a-b")).toEqual([
      ["faculty", "details", "dr-a-b"],
      ["publications", "dr-a-b"],
    ]);
    expect(await preloaded("/academics/syllabus")).toEqual([["generals", "syllabus"]]);
    expect(await preloaded("/academics/")).toEqual([]);
  });

  it("starts nothing for pages without a first query or unknown paths", async () => {
    expect(await preloaded("/about-us")).toEqual([]);
    expect(await preloaded("/no/such/page")).toEqual([]);
  });
});

describe("routeHints", () => {
  // The page modules as the build's manifest names them (from the web package's root).
  const pageModules = Object.keys(import.meta.glob("../features/**/*.tsx")).map((key) =>
    key.replace(/^\.\.\//, "src/"),
  );

  it("names each route's page module as it exists, with the router's pattern and the first query's path", () => {
    const hints = routeHints();
    for (const hint of hints) expect(pageModules, hint.module).toContain(hint.module);
    const faculty = hints.find((hint) => new RegExp(hint.pattern, "i").test("/faculty"));
    expect(faculty).toEqual({
      pattern: expect.any(String),
      module: "src/features/faculty/faculty-list-page.tsx",
      api: ["/endpoints/faculty_list"],
    });
    expect(hints.find((hint) => new RegExp(hint.pattern, "i").test("/faculty/dr-a-b"))?.module).toBe(
      "src/features/faculty/faculty-profile-page.tsx",
    );
    expect(hints.find((hint) => new RegExp(hint.pattern, "i").test("/bos/"))?.api).toEqual(["/generals/BOS/"]);
    expect(hints.find((hint) => new RegExp(hint.pattern, "i").test("/publications"))?.api).toEqual([
      "/api/publications",
    ]);
    expect(hints.find((hint) => new RegExp(hint.pattern, "i").test("/academics/syllabus"))?.module).toBe(
      "src/features/academics/academics-page.tsx",
    );
  });
});
