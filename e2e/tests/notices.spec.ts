/** Notices (issue 4 item 6): the table's headers, order, numbering, dates and file links. */
import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "../fixtures/test";
import { newTabAddress } from "../support/new-tab";

interface Notice {
  title: string;
  file: string;
  date: string;
}

async function notices(request: APIRequestContext): Promise<Notice[]> {
  const response = await request.get("/generals/notice");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Notice[];
}

/** Newest first, the order the page must show whatever order the API sends. */
const newestFirst = (list: Notice[]) => [...list].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const readable = (iso: string) => {
  const [year, month, day] = iso.split("-").map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
};

test("shows 'loading', then a table of SR No., Title and Upload Date, newest first", async ({ page, request }) => {
  const expected = newestFirst(await notices(request));
  expect(expected.length).toBeGreaterThan(1);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/generals/notice", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/#/notices");
  await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();
  await expect(page.getByText("loading", { exact: true })).toBeVisible();
  release();

  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["SR No.", "Title", "Upload Date"]);
  expect(await table.locator("thead th[scope=col]").count()).toBe(3);
  await expect(table.locator("caption")).toHaveCount(1);
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(expected.length);
  await expect(page).toHaveTitle(/^Notices \| /);

  for (const [index, notice] of expected.entries()) {
    const cells = rows.nth(index).getByRole("cell");
    await expect(cells.nth(0)).toHaveText(String(index + 1));
    const link = cells.nth(1).getByRole("link");
    await expect(link).toContainText(notice.title);
    await expect(link).toHaveAttribute("href", `/api/files/${notice.file.replace(/^\/resources\/resources\//, "")}`);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const time = cells.nth(2).locator("time");
    await expect(time).toHaveAttribute("datetime", notice.date);
    await expect(time).toHaveText(readable(notice.date));
  }
});

test("a title opens its PDF in a new tab", async ({ page, request }) => {
  const [newest] = newestFirst(await notices(request));
  await page.goto("/#/notices");
  const opened = await newTabAddress(page.getByRole("link", { name: newest!.title }));
  expect(opened.pathname).toBe(`/api/files/${newest!.file.replace(/^\/resources\/resources\//, "")}`);
  const file = await request.get(opened.href);
  expect(file.headers()["content-type"]).toContain("application/pdf");
});

test("the page sorts newest first even when the API does not", async ({ page, request }) => {
  const expected = newestFirst(await notices(request));
  await page.route("**/generals/notice", (route) => route.fulfill({ json: [...expected].reverse() }));
  await page.goto("/#/notices");
  await expect(page.getByRole("table").locator("tbody tr td:nth-child(2)")).toHaveText(
    expected.map((notice) => new RegExp(escape(notice.title))),
  );
});

test("a failed load shows an inline error and Retry recovers", async ({ page, request }) => {
  const expected = await notices(request);
  let fail = true;
  await page.route("**/generals/notice", async (route) => {
    if (fail)
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":{"code":"internal","message":"boom"}}',
      });
    else await route.continue();
  });
  await page.goto("/#/notices");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Could not load the notices");
  fail = false;
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("table").locator("tbody tr")).toHaveCount(expected.length);
});

test("reflows at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/#/notices");
  await expect(page.getByRole("table")).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

// Axe on the notices page: languages.spec (every route × language).
