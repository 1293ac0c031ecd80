/** The PDF viewer's layout and accessibility: narrow and wide viewers, both themes, axe, lazy loading, CSP. */
import type { ConsoleMessage, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { testPdfs, type TestPdfs } from "../fixtures/pdfs/generate";
import { expectDocument, moreAction, openBosViewer, openFile, toolbarAction } from "../fixtures/pdfs/viewer-page";

let pdfs: TestPdfs;
test.beforeAll(async () => {
  pdfs = await testPdfs();
});

const COLLAPSIBLE = [
  "Open file",
  "Print",
  "Download",
  "Switch to dark theme",
  "Enter full screen",
  "Zoom in",
  "Zoom out",
];

function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message: ConsoleMessage) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test("at 1280 px every toolbar item is on the toolbar", async ({ page }) => {
  const viewer = await openBosViewer(page);
  const toolbar = viewer.getByRole("toolbar");
  for (const name of COLLAPSIBLE) await expect(toolbar.getByRole("button", { name, exact: true })).toBeVisible();
  await viewer.getByRole("button", { name: "More actions" }).click();
  const menu = viewer.getByRole("menu", { name: "More actions" });
  await expect(menu.getByRole("menuitem", { name: "Open file" })).toHaveCount(0);
  await expect(menu.getByRole("menuitem", { name: "Document properties" })).toBeVisible();
});

test("at 400 px the items that do not fit move into the more-actions menu and still work", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 });
  const viewer = await openBosViewer(page);
  const toolbar = viewer.getByRole("toolbar");
  for (const name of COLLAPSIBLE) await expect(toolbar.getByRole("button", { name, exact: true })).toHaveCount(0);
  const box = await viewer.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(400);
  // Nothing in the toolbar overflows the viewer.
  expect(await toolbar.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

  await viewer.getByRole("button", { name: "More actions" }).click();
  const menu = viewer.getByRole("menu", { name: "More actions" });
  for (const name of COLLAPSIBLE) await expect(menu.getByRole("menuitem", { name, exact: true })).toBeVisible();
  // Keyboard: the menu starts on its first item; arrows move; Escape closes it and returns focus.
  await expect(menu.getByRole("menuitem").first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(menu.getByRole("menuitem", { name: "Zoom in" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(viewer.getByRole("button", { name: "More actions" })).toBeFocused();

  await toolbarAction(viewer, "Switch to dark theme");
  await expect(viewer).toHaveAttribute("data-theme", "dark");
  await openFile(page, viewer, pdfs.search);
  await expectDocument(viewer, 3);
  await toolbarAction(viewer, "Zoom in");
  await expect(viewer.getByRole("button", { name: "Zoom document" })).not.toHaveText("100%");
});

test("the toolbar follows the viewer's width, not the window's", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await page.locator(".bos__viewer").evaluate((element: HTMLElement) => {
    element.style.width = "420px";
  });
  await expect(viewer.getByRole("toolbar").getByRole("button", { name: "Open file", exact: true })).toHaveCount(0);
  await page.locator(".bos__viewer").evaluate((element: HTMLElement) => {
    element.style.width = "";
  });
  await expect(viewer.getByRole("toolbar").getByRole("button", { name: "Open file", exact: true })).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  for (const width of [1280, 400]) {
    test(`axe finds no violations in the ${theme} theme at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const viewer = await openBosViewer(page);
      await openFile(page, viewer, pdfs.search);
      await expectDocument(viewer, 3);
      if (theme === "dark") await toolbarAction(viewer, "Switch to dark theme");
      await expect(viewer).toHaveAttribute("data-theme", theme);
      await expectNoAxeViolations(page, { include: ".pdfv-root" });

      await viewer.getByRole("button", { name: "Toggle sidebar" }).click();
      await viewer.getByRole("button", { name: "Search", exact: true }).click();
      await viewer.getByRole("searchbox", { name: "Enter to search" }).fill("data");
      await expect(viewer.getByRole("search").getByRole("status")).toHaveText(/of 6 matches/);
      await expect(viewer.getByRole("button", { name: "Thumbnail of page 1" }).locator("img")).toBeVisible();
      await expectNoAxeViolations(page, { include: ".pdfv-root" });

      await viewer.getByRole("tab", { name: "Bookmark" }).click();
      await viewer.getByRole("button", { name: "More actions" }).click();
      await expectNoAxeViolations(page, { include: ".pdfv-root" });
      await page.keyboard.press("Escape");

      await moreAction(viewer, "Print pages…");
      await expect(page.getByRole("dialog", { name: "Print pages" })).toBeVisible();
      await expectNoAxeViolations(page, { include: ".pdfv-root" });
      await page.keyboard.press("Escape");
    });
  }
}

test("dialogs keep focus inside while open and give it back when closed", async ({ page }) => {
  const viewer = await openBosViewer(page);
  await openFile(page, viewer, pdfs.search);
  await expectDocument(viewer, 3);
  await moreAction(viewer, "Print pages…");
  const dialog = page.getByRole("dialog", { name: "Print pages" });
  await expect(dialog.getByRole("radio", { name: "All pages" })).toBeFocused();
  for (let step = 0; step < 8; step++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(viewer.getByRole("button", { name: "More actions" })).toBeFocused();
});

test("the home page does not download pdf.js; the BOS viewer does, from our own origin, within the CSP", async ({
  page,
  baseURL,
}) => {
  const violations = collectCspViolations(page);
  const scripts: { url: string; body: string }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" || response.url().endsWith(".mjs")) {
      scripts.push({ url: response.url(), body: await response.text().catch(() => "") });
    }
  });
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/");
  await page.waitForLoadState("load");
  await page.waitForTimeout(2000);
  // A message only pdf.js's viewer code contains.
  const pdfjsMarker = "must be absolutely positioned";
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.body.includes(pdfjsMarker)).map((script) => script.url)).toEqual([]);
  expect(requests.filter((url) => /pdf\.worker/.test(url))).toEqual([]);

  await openBosViewer(page);
  expect(scripts.some((script) => script.body.includes(pdfjsMarker))).toBe(true);
  const worker = requests.filter((url) => /pdf\.worker/.test(url));
  expect(worker.length).toBeGreaterThan(0);
  for (const url of requests) expect(new URL(url).origin).toBe(new URL(baseURL!).origin);
  expect(violations).toEqual([]);
});
