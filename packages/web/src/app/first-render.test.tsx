import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createQueryClient } from "../lib/query-client";
import { testSite } from "../test/site";
import { en } from "../i18n/catalogues/en";
import { App } from "./app";
import { preloadRoute } from "./router";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("the first render of a preloaded route", () => {
  it("shows the page in the same commit, with no Suspense fallback to wait out", async () => {
    window.history.replaceState(null, "", "/about-us");
    window.dispatchEvent(new PopStateEvent("popstate"));
    const queryClient = createQueryClient();
    await preloadRoute("/about-us", queryClient);
    queryClient.setQueryData(["visitors"], 1); // the footer's counter: no server here to ask
    // A synchronous act: a page that suspended would show its fallback (nothing) here.
    act(() => {
      render(<App queryClient={queryClient} site={testSite} lang="en" catalogue={en} />);
    });
    expect(screen.getByRole("heading", { level: 1, name: "About The Department" })).toBeTruthy();
  });
});
