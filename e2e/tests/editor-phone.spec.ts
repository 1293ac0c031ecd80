/**
 * The editor on a 375 × 812 phone (issue 24): a publisher, once signed in, posts a notice with its
 * PDF and publishes it in at most 8 taps and 3 filled fields, and every next control is on the
 * screen without scrolling. A screenshot of each step is kept with the test's results.
 */
import path from "node:path";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { signIn, STAFF_PASSWORD } from "../support/staff";

const PHONE = { width: 375, height: 812 };
const TITLE = "Holiday on account of the state election";
const PDF = "files/notices/2025-01-06-commencement-of-even-semester-classes-for-b-tech-and-mca.pdf";

let server: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
  await server.cli(
    ["user", "add", "publisher@dept.example", "--role", "publisher", "--password-stdin"],
    `${STAFF_PASSWORD}\n`,
  );
});

test.afterAll(async () => {
  await server?.stop();
});

/** Fails unless the whole of `target` is inside the screen as it is (nothing scrolled to reach it). */
async function expectOnScreen(page: Page, target: Locator, what: string): Promise<void> {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(box!.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on the screen`).toBeLessThanOrEqual(PHONE.width);
  expect(box!.y + box!.height, `${what} ends on the screen`).toBeLessThanOrEqual(PHONE.height);
}

/** Counts taps and filled fields; each one first proves its control is on the screen, and the screen is kept. */
function steps(page: Page, testInfo: TestInfo) {
  let count = 0;
  const shoot = async (name: string) => {
    count += 1;
    const file = testInfo.outputPath(`step-${String(count).padStart(2, "0")}-${name}.png`);
    await page.screenshot({ path: file });
    await testInfo.attach(`step ${count}: ${name}`, { path: file, contentType: "image/png" });
  };
  const counts = { taps: 0, fields: 0 };
  return {
    counts,
    async tap(target: Locator, name: string) {
      await expectOnScreen(page, target, name);
      await shoot(`tap-${name}`);
      counts.taps += 1;
      await target.click();
    },
    async fill(target: Locator, name: string, value: string) {
      await expectOnScreen(page, target, name);
      await shoot(`fill-${name}`);
      counts.fields += 1;
      await target.fill(value);
    },
    async upload(target: Locator, name: string, file: string) {
      await expectOnScreen(page, target, name);
      await shoot(`fill-${name}`);
      counts.fields += 1;
      await target.setInputFiles(file);
    },
    shoot,
  };
}

test("a publisher posts and publishes a notice with its PDF in at most 8 taps and 3 fields, each next control on screen", async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await signIn(page, server.url, "publisher@dept.example");
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();

  // The header yields the screen: at most 64 px, its menu closed.
  const header = page.getByRole("banner");
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("navigation", { name: "Editor" })).toBeHidden();

  const step = steps(page, testInfo);
  await step.tap(menu, "menu");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await step.tap(
    page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Notices", exact: true }),
    "notices",
  );
  await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();
  // Following a link closed the menu.
  await expect(page.getByRole("navigation", { name: "Editor" })).toBeHidden();
  await step.tap(page.getByRole("link", { name: "New notice" }), "new-notice");
  await expect(page.getByRole("heading", { level: 1, name: "New notice" })).toBeVisible();

  await step.fill(page.getByLabel("Title (English)"), "title", TITLE);
  const date = new Date().toISOString().slice(0, 10);
  await step.fill(page.getByLabel("Date", { exact: true }), "date", date);
  await step.upload(page.getByLabel("File (PDF) (English)"), "pdf", path.join(server.packDir, PDF));
  await expect(page.getByText(`Now: ${path.basename(PDF)}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await step.tap(page.getByRole("button", { name: "Save draft" }), "save-draft");
  const bar = page.locator(".action-bar");
  await expect(bar.getByRole("status")).toHaveText("Draft saved.");
  await expectOnScreen(page, bar.getByRole("status"), "the status");
  await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();

  await step.tap(page.getByRole("button", { name: "Publish" }), "publish");
  // The site is bilingual and the notice has no Hindi title: Publish names the field and asks.
  const confirm = page.getByRole("dialog", { name: `Publish "${TITLE}" without all of its Hindi?` });
  await expect(confirm).toBeVisible();
  await step.tap(confirm.getByRole("button", { name: "Publish anyway" }), "confirm");
  await expect(bar.getByRole("status")).toHaveText("Published: visitors see it now.");
  await expectOnScreen(page, bar.getByRole("status"), "the status");
  await step.shoot("published");

  expect(step.counts.taps).toBeLessThanOrEqual(8);
  expect(step.counts.fields).toBeLessThanOrEqual(3);
  await expect
    .poll(async () =>
      ((await (await fetch(`${server.url}/generals/notice`)).json()) as { title: string }[]).map(
        (notice) => notice.title,
      ),
    )
    .toContain(TITLE);

  // The list shows the notice first, as the site does (newest first), published, with its date, as a card.
  await page.goto(`${server.url}/admin/#/c/notices`);
  const first = page.getByRole("table").getByRole("row").nth(1);
  await expect(first.getByRole("link")).toHaveText(TITLE);
  await expect(first.getByRole("cell").nth(1)).toHaveText("Published");
  await expect(first.getByRole("cell").nth(2)).toHaveText(
    new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`)),
  );
  await step.shoot("list");
  // Nothing of any card is cut off or reaches past the screen's edge (the column heads are there for screen readers only).
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll("main table *")]
      .filter((element) => !element.closest("thead"))
      .filter((element) => element.getBoundingClientRect().right > 375 || element.scrollWidth > element.clientWidth + 1)
      .map((element) => `${element.tagName.toLowerCase()}: ${element.textContent?.slice(0, 40)}`),
  );
  expect(cut).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});
