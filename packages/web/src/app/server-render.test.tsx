import { afterEach, describe, expect, it, vi } from "vitest";
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { hydrate } from "@tanstack/react-query";
import { serverRender } from "../test/server-document";
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

describe("the server's render of a route", () => {
  it("holds header, footer and the home page with its answers, and no image preloads", async () => {
    const { container, page } = await serverRender(testSite, { answers: { "/endpoints/homepage": homepage } });
    expect(page.status).toBe(200);
    expect(page.html.startsWith("<link")).toBe(false);
    expect(container.querySelector("header.site-header")?.textContent).toContain(testSite.department.shortName);
    expect(container.querySelector("footer")?.textContent).toContain(testSite.college.address);
    expect(container.querySelector("h1")?.textContent).toBe(`Welcome to the ${testSite.department.name}`);
    const hero = container.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    expect(hero?.getAttribute("src")).toBe(testSite.homeCarousel[0]!.src);
    expect(hero?.getAttribute("width")).toBe(String(testSite.homeCarousel[0]!.width));
    // Its neighbours out of view (the next photo, and the last for "previous") are fetched after it.
    const after = [...container.querySelectorAll('img[fetchpriority="low"]')].map((img) => img.getAttribute("src"));
    expect(after).toEqual([testSite.homeCarousel[1]!.src, testSite.homeCarousel.at(-1)!.src]);
    // The answer is in the HTML, not a loading line.
    expect(container.textContent).toContain("Welcome, students.");
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(page.data).toMatchObject({ path: "/", search: "" });
  });

  it("is the not-found page with 404 for an address the site does not have", async () => {
    const { container, page } = await serverRender(testSite, { path: "/no-such-page" });
    expect(page.status).toBe(404);
    expect(container.querySelector("h1")?.textContent).toBe(en.errors.notFoundTitle);
  });

  it("links a second language's pages under its prefix, as the browser's render does", async () => {
    const { container } = await serverRender(testSite, { path: "/about-us", lang: "hi" });
    const hrefs = [...container.querySelectorAll("footer a[href^='/']")].map((link) => link.getAttribute("href"));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => !href!.startsWith("/hi/") && !href!.startsWith("/api/"))).toEqual([]);
    // And the next render in English has no prefix left over.
    const english = await serverRender(testSite, { path: "/about-us" });
    expect(english.container.querySelector("footer a[href^='/hi/']")).toBeNull();
  });

  it("links a draft preview's pages under the preview's address, as the browser's render there does", async () => {
    const base = "/admin/preview/42";
    const { container } = await serverRender(testSite, { path: "/about-us", base });
    // The language switch leaves: a preview is of the English draft only.
    const links = container.querySelectorAll("header a[href^='/']:not([hreflang]), footer a[href^='/']");
    const hrefs = [...links].map((link) => link.getAttribute("href"));
    expect(hrefs).toContain(`${base}/faculty`);
    expect(hrefs.filter((href) => !href!.startsWith(`${base}/`) && !href!.startsWith("/api/"))).toEqual([]);
  });

  it("names the page in its title and description", async () => {
    const { page } = await serverRender(testSite, { path: "/about-us" });
    expect(page.title).toBe(`${en.pages.about.title} | ${testSite.department.shortName}, ${testSite.college.name}`);
    expect(page.description).toBe(en.pages.about.description);
  });

  it("is taken over by React without a mismatch, with the answers it was rendered with", async () => {
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
    const { container, page } = await serverRender(testSite, { answers: { "/endpoints/homepage": homepage } });
    document.body.append(container);
    const hero = container.querySelector('img[fetchpriority="high"]');
    const queryClient = createQueryClient();
    hydrate(queryClient, page.data.state);

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
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
