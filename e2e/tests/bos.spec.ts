/** The BOS page (/BOS): one button per document, the embedded viewer, loading, empty and error states. */
import { test, expect } from "../fixtures/test";

interface BosDocument {
  title: string;
  file: string;
}

test("one button per document; a click shows it in a 600 px viewer, a second click hides it, another switches", async ({
  page,
  request,
}) => {
  const documents = (await (await request.get("/generals/BOS/")).json()) as BosDocument[];
  expect(documents.length).toBeGreaterThan(1);
  await page.goto("/#/BOS");
  await expect(page.getByRole("heading", { level: 1, name: "Board of Studies (BOS) Documents" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("button")).toHaveText(documents.map((document) => document.title));

  const first = main.getByRole("button", { name: documents[0]!.title, exact: true });
  const second = main.getByRole("button", { name: documents[1]!.title, exact: true });
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  const viewerRegion = page.getByRole("region", { name: documents[0]!.title });
  const viewer = viewerRegion.locator(".pdfv-root");
  await expect(viewer.locator(".pdfViewer .page canvas").first()).toBeVisible();
  expect((await viewer.boundingBox())?.height).toBe(600);
  await expect(viewer.getByRole("textbox", { name: "Page number" })).toHaveValue("1");

  await second.click();
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(second).toHaveAttribute("aria-expanded", "true");
  await expect(
    page.getByRole("region", { name: documents[1]!.title }).locator(".pdfViewer .page canvas").first(),
  ).toBeVisible();

  await second.click();
  await expect(second).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator(".pdfv-root")).toHaveCount(0);
});

test("the first demo document shows its bookmarks and attachment from the server", async ({ page }) => {
  await page.goto("/#/BOS");
  await page.getByRole("main").getByRole("button").first().click();
  const viewer = page.locator(".pdfv-root");
  await expect(viewer.locator(".pdfViewer .page canvas").first()).toBeVisible();
  await viewer.getByRole("button", { name: "Toggle sidebar" }).click();
  await viewer.getByRole("tab", { name: "Bookmark" }).click();
  await expect(viewer.locator(".pdfv-outline-item").first()).toBeVisible();
  await expect(viewer.getByText("This document has no bookmark.")).toHaveCount(0);
  await viewer.getByRole("tab", { name: "Attachment" }).click();
  await expect(viewer.locator(".pdfv-attachments button").first()).toBeVisible();
});

test("'Loading BOS documents...' shows while the list loads", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/generals/BOS/", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/#/BOS");
  await expect(page.getByRole("status").filter({ hasText: "Loading BOS documents..." })).toBeVisible();
  release();
  await expect(page.getByRole("main").getByRole("button").first()).toBeVisible();
  await expect(page.getByText("Loading BOS documents...")).toHaveCount(0);
});

test("an empty list says so", async ({ page }) => {
  await page.route("**/generals/BOS/", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
  );
  await page.goto("/#/BOS");
  await expect(page.getByText("No BOS documents have been published yet.")).toBeVisible();
  await expect(page.getByText("Loading BOS documents...")).toHaveCount(0);
});

test("a failed load shows an inline error with Retry, logs to the console, and Retry recovers", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.route("**/generals/BOS/", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "unavailable", message: "down" } }),
    }),
  );
  await page.goto("/#/BOS");
  const alert = page.getByRole("alert");
  await expect(alert).toBeVisible();
  expect(errors.length).toBeGreaterThan(0);
  await page.unroute("**/generals/BOS/");
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("main").getByRole("button").first()).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("the viewer says it is loading until the document arrives", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/files/**", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/#/BOS");
  await page.getByRole("main").getByRole("button").first().click();
  const viewer = page.locator(".pdfv-root");
  await expect(viewer.getByRole("status")).toHaveText(/^Loading document\.\.\.( \d+%)?$/);
  release();
  await expect(viewer.locator(".pdfViewer .page canvas").first()).toBeVisible();
  await expect(viewer.getByText(/Loading document/)).toHaveCount(0);
});
