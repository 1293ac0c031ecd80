/**
 * Every view of the editor (issue 24) at 375 and 1280 px: axe finds nothing and no view breaks the
 * Content Security Policy; the phone's menu (at most 64 px of header, Escape and links close it);
 * a collection's list on a phone (cards that keep the table's roles);
 * the long site content form (a jump list, fields never under the action bar, the result of Save
 * on screen and in a live region, the history in the form's words); and routes a role cannot use
 * are not there.
 */
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { signIn, STAFF_PASSWORD } from "../support/staff";

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
const MESSAGE = "A message from the head of department, changed on a phone.";

let server: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
  for (const role of ["admin", "publisher", "faculty:ilona-varekar"]) {
    await server.cli(
      ["user", "add", `${role.split(":")[0]}@dept.example`, "--role", role, "--password-stdin"],
      `${STAFF_PASSWORD}\n`,
    );
  }
});

test.afterAll(async () => {
  await server?.stop();
});

/** Records every Content Security Policy violation the page's documents report, as events or console lines. */
async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction("reportCspViolation", (line: string) => seen.push(line));
  await page.addInitScript(() => {
    window.addEventListener(
      "securitypolicyviolation",
      (event) =>
        void (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation(
          `${location.hash || "/"}: ${event.effectiveDirective} ${event.blockedURI}`,
        ),
      { capture: true },
    );
  });
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) seen.push(`console: ${message.text()}`);
  });
  return seen;
}

/** Opens a view by its address and waits until it has its heading and nothing is loading. */
async function open(page: Page, hash: string): Promise<void> {
  await page.goto(`${server.url}/admin/${hash}`);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByText("loading", { exact: true })).toHaveCount(0);
}

for (const size of WIDTHS) {
  test(`every editor view is axe clean at ${size.width} px and breaks no Content Security Policy`, async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize(size);
    const violations = await watchCsp(page);

    await page.goto(`${server.url}/admin/`);
    await expect(page.getByRole("heading", { level: 1, name: "Web editor" })).toBeVisible();
    await expectNoAxeViolations(page);
    // The watch sees a violation when there is one: an inline script the policy refuses.
    await page.evaluate(() =>
      document.body.append(Object.assign(document.createElement("script"), { textContent: "void 0" })),
    );
    await expect
      .poll(() => [
        violations.some((line) => line.startsWith("/: script-src")),
        violations.some((line) => line.startsWith("console: ")),
      ])
      .toEqual([true, true]);
    violations.length = 0;

    await signIn(page, server.url, "admin@dept.example");
    const links = await page
      .locator('nav[aria-label="Editor"] a')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")!));
    expect(links).toContain("#/history");
    // The demo site is bilingual: the Translations page is one of the views.
    expect(links).toContain("#/translations");
    const [notice] = (
      (await (await page.request.get(`${server.url}/admin/api/collections/notices`)).json()) as {
        entries: { id: string }[];
      }
    ).entries;
    for (const hash of [...links, "#/new/notices", `#/e/${notice!.id}`]) {
      await test.step(hash, async () => {
        await open(page, hash);
        await expectNoAxeViolations(page);
      });
    }
    if (size.width < 768) {
      // The open menu too.
      await page.getByRole("button", { name: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Editor" })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await context.clearCookies();

    // A faculty account's views, and the note where it cannot create.
    await signIn(page, server.url, "faculty@dept.example");
    const [profile] = (
      (await (await page.request.get(`${server.url}/admin/api/collections/faculty`)).json()) as {
        entries: { id: string }[];
      }
    ).entries;
    for (const hash of ["#/c/faculty", `#/e/${profile!.id}`, "#/new/notices", "#/password"]) {
      await test.step(`faculty ${hash}`, async () => {
        await open(page, hash);
        await expectNoAxeViolations(page);
      });
    }
    expect(violations).toEqual([]);
  });
}

test("on a phone the header is at most 64 px and the menu opens, closes by Escape or a link, and gives focus back", async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]!);
  await signIn(page, server.url, "publisher@dept.example");
  expect((await page.getByRole("banner").boundingBox())!.height).toBeLessThanOrEqual(64);
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Editor" });
  await expect(nav).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeInViewport();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await menu.getAttribute("aria-controls")}`);
  await expect(panel).toContainText("Signed in as publisher@dept.example (publisher)");
  await expect(panel.getByRole("button", { name: "Sign out" })).toBeVisible();
  await nav.getByRole("link", { name: "Faculty", exact: true }).focus();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await nav.getByRole("link", { name: "Publish history" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Publish history" })).toBeVisible();
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
});

test("on a wide screen the navigation is a side list beside the page, with no menu button", async ({ page }) => {
  await signIn(page, server.url, "publisher@dept.example");
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  const nav = (await page.getByRole("navigation", { name: "Editor" }).boundingBox())!;
  const main = (await page.getByRole("main").boundingBox())!;
  expect(nav.x + nav.width).toBeLessThanOrEqual(main.x);
  expect(nav.y).toBeLessThan(main.y + main.height);
  await expect(page.getByText("Signed in as publisher@dept.example (publisher)")).toBeVisible();
});

test("on a phone a collection's entries are cards that keep their table's rows, headers and cells", async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]!);
  await signIn(page, server.url, "publisher@dept.example");
  await open(page, "#/c/notices");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Title", "State", "Date"]);
  const firstEntry = table.getByRole("rowgroup").nth(1).getByRole("row").first();
  await expect(firstEntry).toHaveCSS("display", "block");
  await expect(firstEntry.getByRole("cell")).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test("the site content form on a phone: a jump list, no field under the action bar, and Save's result on screen and announced", async ({
  page,
}) => {
  await page.setViewportSize(WIDTHS[0]!);
  await signIn(page, server.url, "publisher@dept.example");
  await open(page, "#/site");
  const parts = page.getByRole("navigation", { name: "On this form" });
  await parts.getByRole("link", { name: "Head of department" }).click();
  const hod = page.getByRole("group", { name: "Head of department" });
  await expect(hod).toBeFocused();
  await expect(page).toHaveURL(/#\/site$/);
  await hod.getByRole("textbox", { name: "Message (English)", exact: true }).fill(MESSAGE);

  // Tabbing on through the form, each focused control is above the bar, never under it (WCAG 2.4.11).
  const bar = page.locator(".action-bar");
  for (let press = 0; press < 25; press += 1) {
    await page.keyboard.press("Tab");
    const covered = await page.evaluate(() => {
      const focused = document.activeElement;
      const bar = document.querySelector(".action-bar");
      if (!focused || !bar || bar.contains(focused)) return undefined;
      const box = focused.getBoundingClientRect();
      return box.bottom > bar.getBoundingClientRect().top + 1
        ? `${focused.tagName} ${focused.getAttribute("name") ?? focused.textContent}`
        : undefined;
    });
    expect(covered).toBeUndefined();
  }

  // Save at the bottom of the form: the result is on screen, beside the button, in a live region.
  await page.locator("form.entry-form > *").last().scrollIntoViewIfNeeded();
  await bar.getByRole("button", { name: "Save draft" }).click();
  const status = bar.getByRole("status");
  await expect(status).toHaveText("Draft saved.");
  await expect(status).toBeInViewport({ ratio: 1 });
  await expect(bar).toBeInViewport({ ratio: 1 });

  // The history names the change as the form does.
  await expect(
    page.getByRole("region", { name: "History" }).getByText(/^Head of department: Message \(English\): /),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test("routes a role cannot use are neither offered nor shown", async ({ page }) => {
  await signIn(page, server.url, "faculty@dept.example");
  await open(page, "#/new/notices");
  await expect(page.getByRole("heading", { level: 1, name: "You cannot create notices" })).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back to my profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();

  // A list, the publish history and the site content are not there: the profile is.
  for (const hash of ["#/c/notices", "#/history", "#/site"]) {
    await open(page, hash);
    await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
  }
  await expect(page.getByRole("navigation", { name: "Editor" }).getByRole("link")).toHaveText([
    "My profile",
    "Change password",
  ]);
});
