/** Academics (issue 5 item 1): every option against the demo pack, the URL query, the menu. */
import { test, expect } from "../fixtures/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { englishYaml } from "../support/demo-pack";

const BANNER = "Academics Section of Computer Science and Engineering (CSE)";

const OPTIONS = [
  ["vision-mission", "Vision & Mission"],
  ["time-table", "Time Table"],
  ["syllabus", "Syllabus"],
  ["results", "Results"],
  ["stud_achi", "Student Achievements"],
  ["internships", "Internships"],
  ["placements", "Placements"],
  ["higherStudies", "Higher Studies"],
  ["others", "Others"],
] as const;

interface Program {
  name: string;
  vision: string;
  mission: string[];
  peo: string[];
  po: string[];
  pso: string[];
}

const site = englishYaml("site.yaml") as { visionMission: Program[] };

/** The spec's link rule: the stored path without /resources/resources/ under /api/files/. */
const fileHref = (stored: string) => `/api/files/${stored.replace(/^\/resources\/resources\//, "")}`;

async function getList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T[];
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Academics" });
const content = (page: Page) => page.locator(".academics__content");

/** Every link of the content area, in order: its name (without the new-tab note) and href. */
async function contentLinks(
  page: Page,
): Promise<{ text: string; href: string | null; target: string | null; rel: string | null }[]> {
  return content(page)
    .locator("a")
    .evaluateAll((links) =>
      links.map((link) => ({
        text: (link.querySelector("[class$='__label']")?.textContent ?? link.textContent ?? "").trim(),
        href: link.getAttribute("href"),
        target: link.getAttribute("target"),
        rel: link.getAttribute("rel"),
      })),
    );
}

test("starts on vision-mission with the banner, the menu and both programs", async ({ page }) => {
  await page.goto("/#/academics/");
  await expect(page.getByRole("heading", { level: 1, name: BANNER })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${BANNER.replace(/[()]/g, "\\$&")} \\|`));
  const links = menu(page).getByRole("link");
  await expect(links).toHaveText(OPTIONS.map(([, label]) => label));
  await expect(menu(page).getByRole("link", { name: "Vision & Mission" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 2, name: "Vision & Mission" })).toBeVisible();

  expect(site.visionMission.map((program) => program.name)).toEqual([
    "Computer Science And Engineering",
    "Masters in Computer Applications",
  ]);
  const programs = page.locator(".vision-mission__program");
  await expect(programs).toHaveCount(2);
  for (const [index, program] of site.visionMission.entries()) {
    const card = programs.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(program.name);
    await expect(card.locator(".vision-mission__vision")).toHaveText(program.vision);
    const lists = card.locator("ol");
    await expect(lists).toHaveCount(4);
    const expected = [
      program.mission.map((text, i) => `M${i + 1}${text}`),
      program.peo.map((text, i) => `PEO ${i + 1}${text}`),
      program.po.map((text, i) => `PO ${i + 1}${text}`),
      program.pso.map((text, i) => `PSO ${i + 1}${text}`),
    ];
    for (const [listIndex, items] of expected.entries())
      await expect(lists.nth(listIndex).locator("li")).toHaveText(items);
  }
});

test("the selected option is kept in the URL query and marked in the menu", async ({ page }) => {
  await page.goto("/#/academics/");
  for (const [key, label] of OPTIONS) {
    await menu(page).getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/academics/${key === "vision-mission" ? "" : key}$`));
    await expect(page.getByRole("heading", { level: 2, name: label, exact: true })).toBeVisible();
    await expect(menu(page).locator('[aria-current="page"]')).toHaveText(label);
  }
});

test("a linked option opens directly and the back button restores the previous option", async ({ page }) => {
  await page.goto("/#/academics/?option=placements");
  await expect(page.getByRole("heading", { level: 2, name: "Placements" })).toBeVisible();
  await menu(page).getByRole("link", { name: "Others" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Others" })).toBeVisible();
  await menu(page).getByRole("link", { name: "Syllabus" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Syllabus" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/academics\/others$/);
  await expect(page.getByRole("heading", { level: 2, name: "Others" })).toBeVisible();
  await expect(menu(page).getByRole("link", { name: "Others" })).toHaveAttribute("aria-current", "page");
  await page.goBack();
  await expect(page).toHaveURL(/\/academics\/placements$/);
  await expect(page.getByRole("heading", { level: 2, name: "Placements" })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { level: 2, name: "Others" })).toBeVisible();
});

test("on a narrow screen choosing an option brings its content into view", async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 700 });
  await page.goto("/#/academics/");
  await menu(page).getByRole("link", { name: "Others" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Others" })).toBeInViewport();
});

test("an unknown option says so and links back to vision-mission", async ({ page }) => {
  await page.goto("/#/academics/?option=no-such-option");
  await expect(page.getByText("Wrong Route/Option selected", { exact: true })).toBeVisible();
  await expect(menu(page).locator('[aria-current="page"]')).toHaveCount(0);
  await page.getByRole("link", { name: "Click Here...", exact: true }).click();
  await expect(page).toHaveURL(/\/academics\/$/);
  await expect(page.getByRole("heading", { level: 2, name: "Vision & Mission" })).toBeVisible();
  await expect(page.getByText("Wrong Route/Option selected")).toHaveCount(0);
});

test("the table of contents starts expanded and collapses and expands on click", async ({ page }) => {
  await page.goto("/#/academics/?option=results");
  const toggle = menu(page).getByRole("button", { name: "Table of Contents" });
  const firstOption = menu(page).getByRole("link", { name: "Vision & Mission" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(firstOption).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(menu(page).getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Results" })).toBeVisible();
  await toggle.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(menu(page).getByRole("link")).toHaveCount(OPTIONS.length);
});

for (const [key, label, path] of [
  ["time-table", "Time Table", "/generals/timetable"],
  ["syllabus", "Syllabus", "/generals/syllabus/"],
  ["results", "Results", "/generals/result/"],
] as const) {
  test(`${label} lists its files, each opening in a new tab`, async ({ page, request }) => {
    const items = await getList<{ title: string; file: string }>(request, path);
    expect(items.length).toBeGreaterThan(0);
    await page.goto(`/#/academics/?option=${key}`);
    await expect(page.getByRole("heading", { level: 2, name: label })).toBeVisible();
    await expect(content(page).locator("a")).toHaveCount(items.length);
    expect(await contentLinks(page)).toEqual(
      items.map((item) => ({
        text: item.title,
        href: fileHref(item.file),
        target: "_blank",
        rel: "noopener noreferrer",
      })),
    );
    const first = await request.get(fileHref(items[0]!.file));
    expect(first.status()).toBe(200);
    expect(first.headers()["content-type"]).toContain("application/pdf");
  });
}

for (const [key, label, path] of [
  ["placements", "Placements", "/generals/placements"],
  ["higherStudies", "Higher Studies", "/generals/higher_studies"],
] as const) {
  test(`${label} lists one file per year, each opening in a new tab`, async ({ page, request }) => {
    const items = await getList<{ year: number | string; pdf: string }>(request, path);
    expect(items.length).toBeGreaterThan(0);
    await page.goto(`/#/academics/?option=${key}`);
    await expect(page.getByRole("heading", { level: 2, name: label })).toBeVisible();
    await expect(content(page).locator("a")).toHaveCount(items.length);
    expect(await contentLinks(page)).toEqual(
      items.map((item) => ({
        text: `${label} ${item.year}`,
        href: fileHref(item.pdf),
        target: "_blank",
        rel: "noopener noreferrer",
      })),
    );
  });
}

test("internships are grouped by category, then year newest first, with 'Nothing to show' for an empty year", async ({
  page,
  request,
}) => {
  const internships = await getList<{ category: "industry" | "research"; year: number | string; pdf: string }>(
    request,
    "/generals/internships",
  );
  const years = [...new Set(internships.map((item) => String(item.year)))].sort((a, b) => Number(b) - Number(a));
  const emptySections = (["industry", "research"] as const).flatMap((category) =>
    years.filter((year) => !internships.some((item) => item.category === category && String(item.year) === year)),
  );
  // The demo pack has a year with industry but no research entries.
  expect(emptySections.length).toBeGreaterThan(0);

  await page.goto("/#/academics/?option=internships");
  const categories = page.locator(".internships__category");
  await expect(categories.getByRole("heading", { level: 3 })).toHaveText([
    "Industry Internships",
    "Research Internships",
  ]);
  for (const [index, category] of (["industry", "research"] as const).entries()) {
    const section = categories.nth(index);
    await expect(section.getByRole("heading", { level: 4 })).toHaveText(years);
    const label = category === "industry" ? "Industry" : "Research";
    for (const year of years) {
      const yearSection = section.getByRole("region", { name: `${label} internships ${year}` });
      const files = internships.filter((item) => item.category === category && String(item.year) === year);
      if (files.length === 0) {
        await expect(yearSection.getByText("Nothing to show", { exact: true })).toBeVisible();
        await expect(yearSection.getByRole("link")).toHaveCount(0);
      } else {
        const links = yearSection.getByRole("link");
        await expect(links).toHaveCount(files.length);
        for (const [fileIndex, file] of files.entries()) {
          await expect(links.nth(fileIndex)).toHaveAttribute("href", fileHref(file.pdf));
          await expect(links.nth(fileIndex)).toHaveAttribute("target", "_blank");
        }
      }
    }
  }
  await expect(page.getByText("Nothing to show", { exact: true })).toHaveCount(emptySections.length);
});

test("others shows a card with photo, name, achievement and details for each entry", async ({ page, request }) => {
  const others = await getList<{ name: string; photo: string; achievement: string; details: string }>(
    request,
    "/generals/others",
  );
  expect(others.length).toBeGreaterThan(0);
  await page.goto("/#/academics/?option=others");
  const cards = page.locator(".others__card");
  await expect(cards).toHaveCount(others.length);
  for (const [index, other] of others.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(other.name);
    await expect(card.locator(".others__achievement")).toHaveText(other.achievement);
    await expect(card.locator(".others__details")).toHaveText(other.details);
    const photo = card.getByRole("img", { name: `Photo of ${other.name}` });
    await expect(photo).toHaveAttribute("src", other.photo);
    await expect(photo).toHaveAttribute("loading", "lazy");
    await expect(photo).toHaveAttribute("width", /\d+/);
    await expect(photo).toHaveAttribute("height", /\d+/);
  }
});

test("a failed load shows an inline error, and Retry loads the list", async ({ page, request }) => {
  const items = await getList<{ title: string; file: string }>(request, "/generals/syllabus/");
  let fail = true;
  await page.route("**/generals/syllabus/", (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":{"code":"internal","message":"down"}}',
        })
      : route.fallback(),
  );
  await page.goto("/#/academics/?option=syllabus");
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Could not load the syllabus");
  fail = false;
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(content(page).locator("a")).toHaveCount(items.length);
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("the page reflows at 320 px without horizontal scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const key of ["vision-mission", "internships", "others", "stud_achi"]) {
    await page.goto(`/#/academics/?option=${key}`);
    await expect(page.locator(".academics__heading").first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, key).toBeLessThanOrEqual(0);
  }
});

// Axe on every option (and on an unknown one) runs in languages.spec.ts's "every route × language".
test.describe("accessibility", () => {
  test("menu options and the toggle have a visible focus and a target of at least 24 px", async ({ page }) => {
    await page.goto("/#/academics/");
    const toggle = menu(page).getByRole("button", { name: "Table of Contents" });
    await toggle.focus();
    await page.keyboard.press("Tab");
    const focused = menu(page).getByRole("link", { name: "Vision & Mission" });
    await expect(focused).toBeFocused();
    const outline = await focused.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
    for (const target of [toggle, ...(await menu(page).getByRole("link").all())]) {
      const box = await target.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(24);
      expect(box!.width).toBeGreaterThanOrEqual(24);
    }
  });
});
