/** Student achievements (issue 5 item 2): carousel, search, paging, cards, gallery, grid, states. */
import { test, expect, expectNoAxeViolations, pauseClockNow } from "../fixtures/test";
import type { APIRequestContext, Page } from "@playwright/test";

interface Achievement {
  name: string;
  date: string;
  achievement: string;
  details: string;
  photo: string[];
  linkedin_url?: string | null;
}

const PAGE = "/#/academics/?option=stud_achi";

async function getAchievements(request: APIRequestContext): Promise<Achievement[]> {
  const response = await request.get("/generals/students_achievement");
  expect(response.ok()).toBe(true);
  return (await response.json()) as Achievement[];
}

const cards = (page: Page) => page.locator(".achievements__grid > li");
const viewMore = (page: Page) => page.getByRole("button", { name: "View More" });
const search = (page: Page) => page.getByRole("searchbox", { name: "Search by student name" });

async function open(page: Page): Promise<void> {
  await page.goto(PAGE);
  await expect(page.getByRole("heading", { level: 2, name: "Student Achievements" })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
}

test("title, search box and the first 6 cards with their details", async ({ page, request }) => {
  const achievements = await getAchievements(request);
  expect(achievements.length).toBeGreaterThan(12);
  await open(page);
  await expect(search(page)).toHaveAttribute("placeholder", "Search by student name...");
  await expect(cards(page)).toHaveCount(6);
  for (const [index, achievement] of achievements.slice(0, 6).entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(achievement.name);
    await expect(card.locator(".achievement-card__date")).toHaveText(achievement.date);
    await expect(card.locator(".achievement-card__achievement")).toHaveText(achievement.achievement);
    await expect(card.locator(".achievement-card__details")).toHaveText(achievement.details);
    await expect(card.getByRole("button", { name: /^View Gallery/ })).toHaveCount(achievement.photo.length > 0 ? 1 : 0);
    const linkedIn = card.getByRole("link", { name: /^LinkedIn Profile/ });
    if (achievement.linkedin_url) {
      await expect(linkedIn).toHaveAttribute("href", new URL(achievement.linkedin_url).href);
      await expect(linkedIn).toHaveAttribute("target", "_blank");
      await expect(linkedIn).toHaveAttribute("rel", "noopener noreferrer");
    } else {
      await expect(linkedIn).toHaveCount(0);
    }
    // Each card with photos has its own slideshow of exactly those photos.
    const slideshow = card.getByRole("region", { name: `Photos of ${achievement.name}` });
    if (achievement.photo.length > 0) {
      await expect(slideshow.locator('[aria-roledescription="slide"]')).toHaveCount(achievement.photo.length);
    } else {
      await expect(slideshow).toHaveCount(0);
    }
  }
});

test("View More shows 6 more at a time and hides when all are shown", async ({ page, request }) => {
  const total = (await getAchievements(request)).length;
  await open(page);
  let shown = 6;
  while (shown < total) {
    await expect(viewMore(page)).toBeVisible();
    await viewMore(page).click();
    shown = Math.min(shown + 6, total);
    await expect(cards(page)).toHaveCount(shown);
  }
  await expect(viewMore(page)).toHaveCount(0);
});

test("the search is a case-insensitive substring match on the name and restarts paging", async ({ page, request }) => {
  const achievements = await getAchievements(request);
  await open(page);
  await viewMore(page).click();
  await expect(cards(page)).toHaveCount(12);

  // A name from beyond the first page, typed in another case.
  const target = achievements[achievements.length - 1]!;
  const fragment = target.name.split(" ")[0]!.slice(1, 4);
  const query = fragment.toUpperCase();
  const expected = achievements.filter((a) => a.name.toLowerCase().includes(fragment.toLowerCase())).map((a) => a.name);
  expect(expected).toContain(target.name);
  await search(page).fill(query);
  await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(expected.slice(0, 6));
  await expect(viewMore(page)).toHaveCount(expected.length > 6 ? 1 : 0);

  // A common letter matches more than a page: paging restarts at 6.
  const common = achievements.filter((a) => a.name.toLowerCase().includes("a"));
  expect(common.length).toBeGreaterThan(6);
  await search(page).fill("A");
  await expect(cards(page)).toHaveCount(6);
  await expect(viewMore(page)).toBeVisible();

  await search(page).fill("zzzz-no-such-student");
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText("No student matches this name.")).toBeVisible();
  await expect(viewMore(page)).toHaveCount(0);

  await search(page).fill("");
  await expect(cards(page)).toHaveCount(6);
});

test("'Loading ...' shows with a spinner while loading, without View More", async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/generals/students_achievement", async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto(PAGE);
  const loading = page.getByRole("status").filter({ hasText: "Loading ..." });
  await expect(loading).toBeVisible();
  await expect(loading.locator(".achievements__spinner")).toBeAttached();
  await expect(viewMore(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  release();
  await expect(cards(page)).toHaveCount(6);
  await expect(loading).toHaveCount(0);
  await expect(viewMore(page)).toBeVisible();
});

test("a failed load shows an inline error, and Retry loads the achievements", async ({ page }) => {
  let fail = true;
  await page.route("**/generals/students_achievement", (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"error":{"code":"internal","message":"down"}}',
        })
      : route.fallback(),
  );
  await page.goto(PAGE);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Could not load the student achievements");
  await expect(viewMore(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  fail = false;
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(cards(page)).toHaveCount(6);
});

test("View Gallery opens a new tab with every photo of the achievement in a grid", async ({
  page,
  context,
  request,
}) => {
  const achievements = await getAchievements(request);
  const index = achievements.slice(0, 6).findIndex((a) => a.photo.length > 1);
  expect(index).toBeGreaterThanOrEqual(0);
  const achievement = achievements[index]!;
  await open(page);

  const popup = context.waitForEvent("page");
  await cards(page)
    .nth(index)
    .getByRole("button", { name: /^View Gallery/ })
    .click();
  const gallery = await popup;
  await expect(gallery.getByRole("heading", { level: 1 })).toHaveText(achievement.name);
  await expect(gallery.getByText(achievement.achievement)).toBeVisible();
  const images = gallery.getByRole("img");
  await expect(images).toHaveCount(achievement.photo.length);
  for (const [photoIndex, photo] of achievement.photo.entries()) {
    const image = images.nth(photoIndex);
    await expect(image).toHaveAttribute("src", new URL(photo, page.url()).href);
    await expect(image).toHaveAttribute(
      "alt",
      `Photo ${photoIndex + 1} of ${achievement.photo.length}: ${achievement.name}`,
    );
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
  const display = await gallery.locator("ul").evaluate((element) => getComputedStyle(element).display);
  expect(display).toBe("grid");
  // The gallery cannot reach back into the site.
  expect(await gallery.evaluate(() => window.opener)).toBeNull();
  await gallery.close();
});

test("a blocked pop-up shows the spec's alert", async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await open(page);
  // The alert blocks the page until it is handled, so the handler answers it as it opens.
  const dialogs: { type: string; message: string }[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push({ type: dialog.type(), message: dialog.message() });
    void dialog.dismiss();
  });
  await cards(page)
    .getByRole("button", { name: /^View Gallery/ })
    .first()
    .click();
  await expect
    .poll(() => dialogs)
    .toEqual([{ type: "alert", message: "Popup blocked. Please allow popups for this website." }]);
  expect(page.context().pages()).toHaveLength(1);
});

test.describe("grid columns", () => {
  for (const [width, columns] of [
    [1280, 3],
    [1024, 3],
    [800, 2],
    [640, 2],
    [639, 1],
    [400, 1],
  ] as const) {
    test(`${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      const template = await page
        .locator(".achievements__grid")
        .evaluate((element) => getComputedStyle(element).gridTemplateColumns);
      expect(template.split(" ")).toHaveLength(columns);
      // The cards of the first row share one top edge.
      const tops = await cards(page).evaluateAll((items) =>
        items.map((item) => Math.round(item.getBoundingClientRect().top)),
      );
      expect(tops.filter((top) => top === tops[0])).toHaveLength(columns);
    });
  }
});

test.describe("the photo carousel at the top", () => {
  const carousel = (page: Page) => page.getByRole("region", { name: "Student achievement photos" });
  const currentDot = (page: Page) => carousel(page).locator('.carousel__dot[aria-current="true"]');

  test("holds every photo, with dots, and shows 1, 2 or 3 photos by width", async ({ page, request }) => {
    const photos = (await getAchievements(request)).flatMap((a) => a.photo);
    expect(photos.length).toBeGreaterThan(0);
    for (const [width, items] of [
      [400, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      await expect(carousel(page)).toHaveAttribute("aria-roledescription", "carousel");
      await expect(carousel(page).locator('[aria-roledescription="slide"]')).toHaveCount(photos.length);
      await expect(carousel(page).getByRole("button", { name: /^Go to slide/ })).toHaveCount(photos.length);
      await expect(carousel(page).locator(".carousel__slide:not([aria-hidden])")).toHaveCount(items);
    }
  });

  test("plays every 3 seconds, pauses with its button and moves with the arrow keys", async ({ page }) => {
    // The page's own clock, run in 100 ms steps until the first move: that move is then known to
    // within 100 ms, and the next one must come 3000 ms after it.
    await page.clock.install();
    await open(page);
    await pauseClockNow(page);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 1");
    let waited = 0;
    while ((await currentDot(page).getAttribute("aria-label")) === "Go to slide 1") {
      expect(waited, "the first move comes within 3 s").toBeLessThan(3_000);
      await page.clock.runFor(100);
      waited += 100;
    }
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 2");
    await page.clock.runFor(2_800);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 2");
    await page.clock.runFor(300);
    await expect(currentDot(page)).toHaveAccessibleName("Go to slide 3");

    const pause = carousel(page).getByRole("button", { name: "Pause slideshow" });
    await pause.click();
    await expect(carousel(page).getByRole("button", { name: "Play slideshow" })).toBeVisible();
    const dot = await currentDot(page).getAttribute("aria-label");
    await page.locator("body").focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(3_500);
    await expect(currentDot(page)).toHaveAttribute("aria-label", dot!);

    await carousel(page).getByRole("button", { name: "Play slideshow" }).focus();
    await page.keyboard.press("ArrowRight");
    const next = Number(/\d+/.exec(dot!)![0]) + 1;
    await expect(currentDot(page)).toHaveAccessibleName(`Go to slide ${next}`);
    await page.keyboard.press("ArrowLeft");
    await expect(currentDot(page)).toHaveAttribute("aria-label", dot!);
  });
});

test("a card's slideshow moves on by itself every 2 seconds", async ({ page, request }) => {
  const achievements = await getAchievements(request);
  const index = achievements.slice(0, 6).findIndex((a) => a.photo.length > 1);
  const achievement = achievements[index]!;
  // The page's own clock: wall-clock timing measured from the test flaked when an expect noticed a
  // move late. The clock runs in 100 ms steps until the first move, so that move is known to
  // within 100 ms; the next one must come 2000 ms after it.
  await page.clock.install();
  await open(page);
  await pauseClockNow(page);
  const slideshow = cards(page)
    .nth(index)
    .getByRole("region", { name: `Photos of ${achievement.name}` });
  const second = slideshow.getByRole("group", { name: `Slide 2 of ${achievement.photo.length}`, includeHidden: true });
  await expect(second).toHaveAttribute("aria-hidden", "true");
  let waited = 0;
  while ((await second.getAttribute("aria-hidden")) === "true") {
    expect(waited, "the first move comes within 2 s").toBeLessThan(2_000);
    await page.clock.runFor(100);
    waited += 100;
  }
  await page.clock.runFor(1_800);
  await expect(second).not.toHaveAttribute("aria-hidden", "true");
  await page.clock.runFor(300);
  await expect(second).toHaveAttribute("aria-hidden", "true");
});

test.describe("accessibility", () => {
  for (const width of [1280, 320]) {
    test(`axe finds no violations at ${width} px, also after View More`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      await expectNoAxeViolations(page);
      await viewMore(page).click();
      await expect(cards(page)).toHaveCount(12);
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
