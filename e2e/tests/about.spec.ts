/** About The Department (issue 4 item 3): title, carousel at 3000 ms, the pack's paragraphs. */
import type { Locator, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations, pauseClockNow, restartSlideshow } from "../fixtures/test";
import { englishYaml } from "../support/demo-pack";

const site = englishYaml("site.yaml") as {
  department: { about: string[] };
  aboutCarousel: { path: string; alt: string }[];
};

const carousel = (page: Page) => page.getByRole("region", { name: "Photos of the department" });
const currentSlide = (region: Locator) => region.getByRole("group");

test("shows the title, the photos and every paragraph", async ({ page }) => {
  await page.goto("/#/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "About The Department" })).toBeVisible();
  await expect(page).toHaveTitle(/^About The Department \| /);
  for (const paragraph of site.department.about) {
    await expect(
      page.getByRole("main").getByText(paragraph.replace(/\s+/g, " ").trim(), { exact: true }),
    ).toBeVisible();
  }
  const region = carousel(page);
  await expect(region).toHaveAttribute("aria-roledescription", "carousel");
  const count = site.aboutCarousel.length;
  await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(count);
  await expect(currentSlide(region)).toHaveAttribute("aria-label", `Slide 1 of ${count}`);
  const first = currentSlide(region).getByRole("img", { name: site.aboutCarousel[0]!.alt });
  await expect(first).toHaveAttribute("width", /^\d+$/);
  await expect(first).toHaveAttribute("height", /^\d+$/);
  await expect(first).toHaveAttribute("srcset", /\d+w/);
});

test("the carousel plays every 3000 ms, pauses, and moves with its buttons", async ({ page }) => {
  await page.clock.install();
  await page.goto("/#/about-us");
  const region = carousel(page);
  await expect(region).toBeVisible();
  await pauseClockNow(page);
  await restartSlideshow(page, region);
  const count = site.aboutCarousel.length;
  // The slide shown when the interval restarted (the first, unless the page took 3 s to start).
  const start = Number(/^Slide (\d+)/.exec((await currentSlide(region).getAttribute("aria-label"))!)![1]);
  const slide = (steps: number) => `Slide ${((start - 1 + steps) % count) + 1} of ${count}`;

  await page.clock.runFor(2000);
  await expect(currentSlide(region)).toHaveAttribute("aria-label", slide(0));
  await page.clock.runFor(1000);
  await expect(currentSlide(region)).toHaveAttribute("aria-label", slide(1));
  await page.clock.runFor(3000);
  await expect(currentSlide(region)).toHaveAttribute("aria-label", slide(2));

  await region.getByRole("button", { name: "Pause slideshow" }).click();
  await expect(region.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.clock.runFor(10_000);
  await expect(currentSlide(region)).toHaveAttribute("aria-label", slide(2));

  await region.getByRole("button", { name: "Previous slide" }).click();
  await expect(currentSlide(region)).toHaveAttribute("aria-label", slide(1));
  await region.getByRole("button", { name: "Next slide" }).click();
  await expect(currentSlide(region)).toHaveAttribute("aria-label", slide(2));
});

test("no autoplay under reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/#/about-us");
  const region = carousel(page);
  await expect(region.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  await page.waitForTimeout(3500);
  await expect(currentSlide(region)).toHaveAttribute("aria-label", `Slide 1 of ${site.aboutCarousel.length}`);
});

test("reflows at 320 px", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/#/about-us");
  await expect(carousel(page)).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
});

test("axe finds no violations on the about page", async ({ page }) => {
  await page.goto("/#/about-us");
  await expect(carousel(page)).toBeVisible();
  await expectNoAxeViolations(page);
});
