import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { preloadRoute } from "./router";

/** The query keys a first load of `path` starts before React renders. */
function preloaded(path: string) {
  // No server here: the prefetch fails quietly; that it was started is what counts.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  preloadRoute(path, queryClient);
  return queryClient.getQueryCache().getAll().map((query) => query.queryKey);
}

describe("preloadRoute", () => {
  it("starts the landing page's first query", () => {
    expect(preloaded("/")).toEqual([["homepage"]]);
    expect(preloaded("/faculty")).toEqual([["faculty", "list"]]);
    expect(preloaded("/notices")).toEqual([["notices"]]);
    expect(preloaded("/events/workshops")).toEqual([["events", "workshops"]]);
  });

  it("matches like the router: any case, with or without a trailing slash", () => {
    expect(preloaded("/bos")).toEqual(preloaded("/BOS"));
    expect(preloaded("/faculty/")).toEqual([["faculty", "list"]]);
  });

  it("starts nothing for pages without a first query or unknown paths", () => {
    expect(preloaded("/about-us")).toEqual([]);
    expect(preloaded("/no/such/page")).toEqual([]);
  });
});
