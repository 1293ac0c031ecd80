import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { preloadRoute } from "./router";

/** The query keys a first load of `path` starts before React renders. */
async function preloaded(path: string) {
  // No server here: the prefetch fails quietly; that it was started is what counts.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await preloadRoute(path, queryClient);
  return queryClient.getQueryCache().getAll().map((query) => query.queryKey);
}

describe("preloadRoute", () => {
  it("starts the landing page's first query", async () => {
    expect(await preloaded("/")).toEqual([["homepage"]]);
    expect(await preloaded("/faculty")).toEqual([["faculty", "list"]]);
    expect(await preloaded("/notices")).toEqual([["notices"]]);
    expect(await preloaded("/events/workshops")).toEqual([["events", "workshops"]]);
  });

  it("matches like the router: any case, with or without a trailing slash", async () => {
    expect(await preloaded("/bos")).toEqual(await preloaded("/BOS"));
    expect(await preloaded("/faculty/")).toEqual([["faculty", "list"]]);
  });

  it("starts nothing for pages without a first query or unknown paths", async () => {
    expect(await preloaded("/about-us")).toEqual([]);
    expect(await preloaded("/no/such/page")).toEqual([]);
  });
});
