/**
 * The document the server renders (issue 13): the home page's first screen is in the HTML before
 * any script, other routes never show it, and the site content comes from the database at
 * runtime, so an import changes it on the next reload with no build.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "yaml";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures/test";
import { englishYaml } from "../support/demo-pack";
import { startOwnServer } from "../support/own-server";

const site = englishYaml("site.yaml") as {
  department: { name: string };
  homeCarousel: { path: string; alt: string }[];
};

/** Loads a page with every script file refused: what shows is the server's HTML (and its one inline route mark). */
async function gotoWithoutScripts(page: Page, url: string) {
  const violations: string[] = [];
  page.on("console", (message) => /Content Security Policy/.test(message.text()) && violations.push(message.text()));
  await page.route("**/*.js", (route) => route.abort());
  await page.goto(url);
  return violations;
}

test("before any script, the home route shows header, banner, the first photo and footer from the HTML", async ({
  page,
}) => {
  const violations = await gotoWithoutScripts(page, "/#/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to the ${site.department.name}`);
  await expect(page.getByRole("banner").first()).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(site.department.name);
  const first = page.getByRole("img", { name: site.homeCarousel[0]!.alt });
  await expect(first).toBeVisible();
  await expect(first).toHaveAttribute("fetchpriority", "high");
  await expect(first).toHaveAttribute("width", /^\d+$/);
  await expect(first).toHaveAttribute("height", /^\d+$/);
  // The document's one inline script moved the home page in: the CSP allows it by its hash.
  expect(violations).toEqual([]);
});

test("before any script, another route shows its own page from the HTML, and an old hash address never shows home", async ({
  page,
}) => {
  await gotoWithoutScripts(page, "/faculty");
  await expect(page.getByRole("heading", { level: 1, name: "Faculty" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Dr\./ }).first()).toBeVisible();
  await expect(page.getByText("Welcome to the", { exact: true })).toBeHidden();
  // The server never sees `#/faculty`: it renders `/`, and the head's script moves the address and
  // keeps home's page out of sight until the app renders the faculty list.
  await gotoWithoutScripts(page, "/#/faculty");
  await expect(page).toHaveURL(/\/faculty$/);
  await expect(page.getByRole("banner").first()).toBeVisible();
  await expect(page.getByText("Welcome to the", { exact: true })).toBeHidden();
});

test("a cold load of /#/faculty shows the home banner in no frame", async ({ page }) => {
  // Sampled from the first frame on, before the document's own scripts run.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { homeSeen: string[] }).homeSeen = seen;
    const sample = () => {
      const banner = document.querySelector(".home-hero");
      if (banner && banner.getClientRects().length > 0 && getComputedStyle(banner).visibility !== "hidden")
        seen.push(location.hash);
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goto("/#/faculty");
  await expect(page.getByRole("heading", { level: 1, name: "Faculty" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Dr\./ }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { homeSeen: string[] }).homeSeen)).toEqual([]);
  // And the app still shows home when asked.
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to the ${site.department.name}`);
});

test("an import with a new department name, HOD message and carousel photo shows on the next reload, with no build", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const server = await startOwnServer();
  try {
    await page.goto(`${server.url}/#/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to the ${site.department.name}`);
    const firstPhoto = page.getByRole("img", { name: site.homeCarousel[0]!.alt });
    const oldPhoto = await firstPhoto.getAttribute("src");

    const sitePath = path.join(server.packDir, "site.yaml");
    const document = parseDocument(readFileSync(sitePath, "utf8"));
    document.setIn(["department", "name"], "Department of Computing Renamed");
    document.setIn(["department", "shortName"], "DCR");
    document.setIn(["hod", "message"], ["A new head, a new message for our students."]);
    // The first photo becomes the second one's file, with alternative text of its own.
    document.setIn(
      ["homeCarousel", 0],
      document.createNode({ path: site.homeCarousel[1]!.path, alt: "The renamed department's first photo" }),
    );
    writeFileSync(sitePath, document.toString());
    expect(await server.importPack()).toMatch(/^Imported /m);

    await expect(async () => {
      await page.reload();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Welcome to the Department of Computing Renamed",
        { timeout: 1000 },
      );
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole("banner").first()).toContainText("DCR");
    await expect(page.getByRole("contentinfo")).toContainText("Department of Computing Renamed");
    await expect(page.getByText("A new head, a new message for our students.")).toBeVisible();
    const newPhoto = page.getByRole("img", { name: "The renamed department's first photo" });
    await expect(newPhoto).toBeVisible();
    expect(await newPhoto.getAttribute("src")).not.toBe(oldPhoto);
    // The served document itself carries the change, before any script.
    const html = await (await page.request.get(`${server.url}/`)).text();
    expect(html).toMatch(/<h1[^>]*>(?:(?!<\/h1>).)*Department of Computing Renamed(?:(?!<\/h1>).)*<\/h1>/s);
  } finally {
    await server.stop();
  }
});

test.describe("on home the app's script waits for the first screen", () => {
  /** Holds every image request until `release` is called; records when each module script was asked for. */
  async function holdImages(page: Page) {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/images/**", async (route) => {
      await held;
      await route.continue();
    });
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
    return { release, scripts };
  }

  test("it is asked for only once the first screen's images have arrived", async ({ page }) => {
    const { release, scripts } = await holdImages(page);
    await page.goto("/#/", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to the ${site.department.name}`);
    await page.waitForTimeout(1500);
    expect(scripts).toEqual([]);
    release();
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await expect(page.getByText("loading", { exact: true })).toHaveCount(0);
  });

  test("a key press before that starts it at once", async ({ page }) => {
    const { scripts } = await holdImages(page);
    await page.goto("/#/", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect.poll(() => scripts.length).toBeGreaterThan(0);
    await expect(page.getByText("loading", { exact: true })).toHaveCount(0);
  });
});

test("the page runs on React DOM 19, from the page's own first script", async ({ page }) => {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") bodies.push(await response.text().catch(() => ""));
  });
  await page.goto("/#/faculty");
  await expect(page.getByRole("heading", { level: 1, name: "Faculty" })).toBeVisible();
  // React DOM registers its renderer with this version string; no other UI runtime ships it.
  expect(bodies.some((body) => /reconcilerVersion:\s*["`']19\./.test(body))).toBe(true);
  expect(bodies.some((body) => /preact/i.test(body))).toBe(false);
});

test("the skip link used before the app runs keeps the visitor on home", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/index-*.js", async (route) => {
    await held;
    await route.continue();
  });
  // The server-rendered document is enough for the skip link; waiting for "load" could wait for
  // the held script when the page asks for it before its load event.
  await page.goto("/#/", { waitUntil: "domcontentloaded" });
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main-content$/);
  release();
  await expect(page.getByText("loading", { exact: true })).toHaveCount(0);
  // The old address became its path; the skip link's target stays a plain fragment.
  await expect(page).toHaveURL(/\/#main-content$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to the ${site.department.name}`);
});

test("a footer link followed before the app has rendered opens its page once the app runs", async ({ page }) => {
  // The app's script runs (it asks for the landing route's chunk), but that chunk is held: the
  // app has read the address and not rendered yet.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route("**/assets/faculty-list-page-*.js", async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto("/#/faculty", { waitUntil: "domcontentloaded" });
  await expect.poll(() => asked).toBe(true);
  await page
    .getByRole("navigation", { name: "Site information" })
    .getByRole("link", { name: "Accessibility statement" })
    .click();
  await expect(page).toHaveURL(/\/accessibility$/);
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Accessibility Statement" })).toBeVisible();
  await expect(page).toHaveTitle(/^Accessibility Statement \| /);
});

test("a first load of another route carries its data in the document and asks for its chunk once", async ({ page }) => {
  const requests: string[] = [];
  const warnings: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  page.on("console", (message) => message.type() === "warning" && warnings.push(message.text()));
  await page.goto("/faculty");
  await expect(page.getByRole("link", { name: /Dr\./ }).first()).toBeVisible();
  await expect(page.locator('head link[rel="modulepreload"][href*="faculty-list-page"]')).toHaveCount(1);
  // The server's render came with its answers: the app hydrates them and asks the API nothing.
  await page.waitForLoadState("load");
  await expect(page.getByText("loading", { exact: true })).toHaveCount(0);
  expect(requests.filter((path) => path === "/endpoints/faculty_list")).toHaveLength(0);
  expect(requests.filter((path) => /faculty-list-page-.*\.js$/.test(path))).toHaveLength(1);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});
