import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderApp } from "../entry-server";
import { createQueryClient } from "../lib/query-client";
import { testSite } from "../test/site";
import { en } from "../i18n/catalogues/en";
import { App } from "./app";

const homepage = {
  department: testSite.department.name,
  about_dept: "First paragraph of the about text.\n\nSecond paragraph.",
  HOD_name: "Dr. A. Head",
  HOD_profile_image: "",
  HODs_message: "Welcome, students.",
};

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** The document as the browser has it on the home route: the shell with the home page moved into main. */
function homeDocument(): HTMLDivElement {
  const { shell, home } = renderApp(testSite);
  const container = document.createElement("div");
  container.innerHTML = shell;
  container.querySelector("main")!.innerHTML = home;
  return container;
}

describe("the server's render of the document", () => {
  it("is a shell with an empty main, and the home page apart, with no image preloads", () => {
    const { shell, home } = renderApp(testSite);
    const container = document.createElement("div");
    container.innerHTML = shell;
    expect(container.querySelector("header.site-header")).not.toBeNull();
    expect(container.querySelector("footer")).not.toBeNull();
    expect(container.querySelector("main")?.childElementCount).toBe(0);
    expect(container.querySelector("link")).toBeNull();
    expect(home).toContain(`<div class="page home">`);
    expect(shell).not.toContain("home-hero");
  });

  it("holds header, footer and the home page's first screen, with 'loading' for the API's text", () => {
    const container = homeDocument();
    expect(container.querySelector("header.site-header")?.textContent).toContain(testSite.department.shortName);
    expect(container.querySelector("footer")?.textContent).toContain(testSite.college.address);
    expect(container.querySelector("h1")?.textContent).toBe(`Welcome to the ${testSite.department.name}`);
    const hero = container.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    expect(hero?.getAttribute("src")).toBe(testSite.homeCarousel[0]!.src);
    expect(hero?.getAttribute("width")).toBe(String(testSite.homeCarousel[0]!.width));
    expect(hero?.getAttribute("height")).toBe(String(testSite.homeCarousel[0]!.height));
    expect(container.querySelector('[role="status"]')?.textContent).toBe("loading");
  });

  it("is taken over by React without a mismatch, even when the API's answer came first", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const container = homeDocument();
    document.body.append(container);
    const hero = container.querySelector('img[fetchpriority="high"]');
    const queryClient = createQueryClient();
    queryClient.setQueryData(["homepage"], homepage);

    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, <App queryClient={queryClient} site={testSite} lang="en" catalogue={en} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });

    expect(recoverable).toEqual([]);
    // The server's nodes were kept, not replaced: no flash, no second fetch of the hero image.
    expect(container.querySelector('img[fetchpriority="high"]')).toBe(hero);
    expect(container.textContent).toContain("First paragraph of the about text.");
    expect(container.textContent).toContain("Welcome, students.");
    expect(container.querySelector('[role="status"]')).toBeNull();
    consoleError.mockRestore();
  });
});
