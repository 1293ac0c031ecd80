/** Home (issue 4 item 2): API text, the carousel's controls, the video dialog, programs, quality. */
import type { Locator, Page } from "@playwright/test";
import { appRunning } from "../support/app-running";
import { test, expect, expectNoAxeViolations, pauseClockNow, restartSlideshow } from "../fixtures/test";
import { englishYaml } from "../support/demo-pack";

interface Homepage {
  department: string;
  about_dept: string;
  HOD_name: string;
  HOD_profile_image: string;
  HODs_message: string;
}

const site = englishYaml("site.yaml") as {
  quickLinks: { label: string; url: string }[];
  homeCarousel: { path: string; alt: string }[];
  hod: { title: string };
  video: { title: string };
  programs: { cse: { title: string }; mca: { title: string; url: string } };
};

const paragraphs = (text: string) =>
  text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * Opens the home page on fake timers, then stops them once the page is shown (the data layer needs
 * timers to load): from then on the carousel's autoplay moves only when the test runs the clock.
 */
async function openHomeOnPausedClock(page: Page) {
  await page.clock.install();
  await openHome(page);
  await expect(carousel(page)).toBeVisible();
  await pauseClockNow(page);
}

const carousel = (page: Page) => page.getByRole("region", { name: "Photos of the department" });
/** The slide in view: the one slide group not hidden from assistive technology. */
const currentSlide = (region: Locator) => region.getByRole("group");

/** Resolves once the carousel's track stands still: the same transform over 3 animation frames. */
async function trackAtRest(region: Locator): Promise<void> {
  await region.locator(".carousel__track").evaluate(
    (track) =>
      new Promise<void>((resolve) => {
        let last = "";
        let same = 0;
        const frame = () => {
          const now = getComputedStyle(track).transform;
          same = now === last ? same + 1 : 0;
          last = now;
          if (same >= 3) resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
}

/** Opens home and waits until the app runs: the API's text replaced 'loading'. */
async function openHome(page: Page) {
  await page.goto("/#/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("loading", { exact: true })).toHaveCount(0);
}

test("shows the banner and the homepage data from the server's document, the API not asked", async ({
  page,
  request,
}) => {
  const homepage = (await (await request.get("/endpoints/homepage")).json()) as Homepage;
  // The document carries the answer the page shows: the app hydrates it and asks the API nothing
  // ('loading' shows only when the app itself fetches: home-page tests).
  let asked = false;
  await page.route("**/endpoints/homepage", (route) => {
    asked = true;
    return route.abort();
  });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Welcome to the ${homepage.department}`);
  await page.waitForLoadState("load");
  await expect(page.getByText("loading", { exact: true })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Home \| /);
  const main = page.getByRole("main");
  for (const paragraph of [...paragraphs(homepage.about_dept), ...paragraphs(homepage.HODs_message)]) {
    await expect(main.getByText(paragraph, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole("heading", { level: 2, name: site.hod.title })).toBeVisible();
  await expect(main.getByText(homepage.HOD_name, { exact: true })).toBeVisible();
  const photo = main.getByRole("img", { name: `Photo of ${homepage.HOD_name}` });
  await expect(photo).toHaveAttribute("src", homepage.HOD_profile_image);
  await expect(photo).toHaveAttribute("srcset", /320\.webp 320w/);
  expect(asked).toBe(false);
});

test("a failed load shows an inline error and Retry recovers", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  let fail = true;
  await page.route("**/endpoints/homepage", async (route) => {
    if (fail)
      await route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"error":{"code":"internal","message":"boom"}}',
      });
    else await route.continue();
  });
  // A first load of home carries its answer in the document; the app fetches it when it navigates
  // there itself, so start on another page and follow the header's Home link once React runs.
  await page.goto("/notices");
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await appRunning(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Could not load");
  expect(errors.some((text) => text.includes("homepage"))).toBe(true);
  fail = false;
  await alert.getByRole("button", { name: "Retry" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome to the");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("quick links and program cards", async ({ page }) => {
  await openHome(page);
  const quickLinks = page.getByRole("region", { name: "Quick Links" }).getByRole("link");
  await expect(quickLinks).toHaveCount(site.quickLinks.length);
  for (const [index, link] of site.quickLinks.entries()) {
    await expect(quickLinks.nth(index)).toHaveAttribute("href", new URL(link.url).href);
    await expect(quickLinks.nth(index)).toHaveAttribute("target", "_blank");
    await expect(quickLinks.nth(index)).toHaveAttribute("rel", "noopener noreferrer");
  }

  const mca = page.getByRole("link", { name: site.programs.mca.title });
  await expect(mca).toHaveAttribute("href", new URL(site.programs.mca.url).href);
  await expect(mca).toHaveAttribute("target", "_blank");
  await expect(mca).toHaveAttribute("rel", "noopener noreferrer");
  await page.getByRole("link", { name: site.programs.cse.title }).click();
  await expect(page).toHaveURL(/\/academics\/?$/);
});

test.describe("carousel", () => {
  test("holds the 10 photos as slides of a labelled carousel", async ({ page }) => {
    await openHome(page);
    const region = carousel(page);
    await expect(region).toHaveAttribute("aria-roledescription", "carousel");
    await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(10);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 1 of 10");
    const first = currentSlide(region).getByRole("img");
    await expect(first).toHaveAttribute("alt", site.homeCarousel[0]!.alt);
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("srcset", / 1280w/);
    await expect(first).toHaveAttribute("width", "1280");
    await expect(first).toHaveAttribute("height", "720");
    // A far slide waits until it comes near.
    await expect(region.locator('[aria-label="Slide 6 of 10"] img')).toHaveAttribute("loading", "lazy");
  });

  test("plays every 6000 ms, loops, and the pause button stops it", async ({ page }) => {
    await openHomeOnPausedClock(page);
    const region = carousel(page);
    await restartSlideshow(page, region);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 1 of 10");
    await page.clock.runFor(5000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 1 of 10");
    await page.clock.runFor(1000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 2 of 10");
    // Nine more steps bring it round to the first photo again, moving forward all the way.
    for (let step = 3; step <= 10; step += 1) {
      await page.clock.runFor(6000);
      await expect(currentSlide(region)).toHaveAttribute("aria-label", `Slide ${step} of 10`);
    }
    // The last step slides on to a copy of the first photo, then swaps in the real one.
    await page.clock.runFor(6000);
    await page.clock.runFor(1000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 1 of 10");

    const pause = region.getByRole("button", { name: "Pause slideshow" });
    await expect(pause).toBeVisible();
    await pause.click();
    await expect(region.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await expect(region.locator(".carousel__track")).toHaveAttribute("aria-live", "polite");
    // Leave the carousel so only the pause button holds it still.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(20_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 1 of 10");

    await region.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 2 of 10");
  });

  test("pauses while hovered and while focus is inside", async ({ page }) => {
    await openHomeOnPausedClock(page);
    const region = carousel(page);
    await region.hover();
    await page.clock.runFor(13_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 1 of 10");
    await page.mouse.move(0, 0);
    await page.clock.runFor(6000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 2 of 10");

    await region.getByRole("button", { name: "Next slide" }).focus();
    await page.clock.runFor(13_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 2 of 10");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 3 of 10");
  });

  test("previous and next buttons, arrow keys and swipes move it, wrapping around", async ({ page }) => {
    await openHome(page);
    const region = carousel(page);
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 2 of 10");
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 1 of 10");
    await region.getByRole("button", { name: "Previous slide" }).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 10 of 10");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 1 of 10");

    await region.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 2 of 10");
    await page.keyboard.press("ArrowLeft");
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 1 of 10");

    // Each swipe starts from rest and goes past the middle, so it moves one slide however slowly a
    // loaded machine delivers the pointer moves (a slow short drag snaps back: a flick needs speed).
    const box = (await region.locator(".carousel__viewport").boundingBox())!;
    const y = box.y + box.height / 2;
    await trackAtRest(region);
    await page.mouse.move(box.x + box.width * 0.9, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.1, y, { steps: 8 });
    await page.mouse.up();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 2 of 10");
    await trackAtRest(region);
    await page.mouse.move(box.x + box.width * 0.1, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.9, y, { steps: 8 });
    await page.mouse.up();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 1 of 10");
  });

  test("does not autoplay when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHomeOnPausedClock(page);
    await page.mouse.move(0, 0);
    const region = carousel(page);
    await expect(region.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await expect(region.locator(".carousel__track")).toHaveAttribute("aria-live", "polite");
    await page.clock.runFor(20_000);
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 1 of 10");
    await region.getByRole("button", { name: "Next slide" }).click();
    await expect(currentSlide(region)).toHaveAttribute("aria-label", "Slide 2 of 10");
  });
});

test.describe("video dialog", () => {
  const isPaused = (page: Page) => page.locator("dialog video").evaluate((video: HTMLVideoElement) => video.paused);
  const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest("dialog[open]"));

  test("opens from the button, keeps focus inside, and Escape closes it and stops the video", async ({ page }) => {
    await openHome(page);
    const opener = page.getByRole("button", { name: "Watch the department video" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: site.video.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
    expect(await focusInDialog(page)).toBe(true);
    // The page behind is inert: tabbing never reaches it.
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () => !!document.activeElement?.closest("main, header, footer") && !document.activeElement?.closest("dialog"),
        ),
      ).toBe(false);
    }
    await expect.poll(() => isPaused(page)).toBe(false);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await isPaused(page)).toBe(true);
  });

  test("closes with the Close button and on a click outside, by keyboard and mouse", async ({ page }) => {
    await openHome(page);
    const opener = page.getByRole("button", { name: "Watch the department video" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: site.video.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await isPaused(page)).toBe(true);

    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await isPaused(page)).toBe(true);

    // A click inside the dialog keeps it open.
    await opener.click();
    await dialog.getByRole("heading", { name: site.video.title }).click();
    await expect(dialog).toBeVisible();
  });
});

test("every image is sized, and below-the-fold images load lazily", async ({ page }) => {
  await openHome(page);
  const images = page.getByRole("main").locator("img");
  expect(await images.count()).toBeGreaterThan(12);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute("width", /^\d+$/);
    await expect(image).toHaveAttribute("height", /^\d+$/);
  }
  for (const title of [site.programs.cse.title, site.programs.mca.title]) {
    await expect(page.getByRole("listitem").filter({ hasText: title }).getByRole("img")).toHaveAttribute(
      "loading",
      "lazy",
    );
  }
});

test("reflows at 320 px without horizontal scrolling, with large enough targets", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openHome(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  for (const name of ["Pause slideshow", "Previous slide", "Next slide"]) {
    const box = (await carousel(page).getByRole("button", { name }).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
});

test("the skip link moves focus to the main content, and focus stays visible and clear of the header", async ({
  page,
}) => {
  await openHome(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();

  // Keyboard focus on controls far down the page: outlined, and scrolled below the sticky header.
  for (const control of [
    page.getByRole("button", { name: "Watch the department video" }),
    page.getByRole("region", { name: "Quick Links" }).getByRole("link").last(),
    carousel(page).getByRole("button", { name: "Next slide" }),
  ]) {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await control.focus();
    const outline = await control.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
    const header = (await page.locator(".site-header").boundingBox())!;
    const box = (await control.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  }
});

// Axe on the home page: languages.spec (every route × language); with the video dialog open: below.

test("the open video dialog has an English captions track and is axe-clean", async ({ page }) => {
  await openHome(page);
  // The captions are fetched when the video is opened, not with the page (they held its largest paint).
  await expect(page.locator("video track")).toHaveCount(0);
  await page.getByRole("button", { name: "Watch the department video" }).click();
  const dialog = page.getByRole("dialog", { name: site.video.title });
  await expect(dialog).toBeVisible();
  const track = dialog.locator('video track[kind="captions"]');
  await expect(track).toHaveAttribute("srclang", "en");
  // Added to the open video, the default track is still the one shown.
  await expect
    .poll(() => dialog.locator("video").evaluate((video: HTMLVideoElement) => video.textTracks[0]?.mode))
    .toBe("showing");
  const captions = await page.request.get((await track.getAttribute("src"))!);
  expect(captions.status()).toBe(200);
  expect(await captions.text()).toMatch(/^WEBVTT/);
  await expectNoAxeViolations(page);
});
