/**
 * No click is lost before the app runs (issue 28 item 7): each control of the home page's first
 * screen, clicked right after the load event (20 fresh loads) or as soon as it is painted on a
 * CPU slowed 6× as on a low-end phone (10 fresh loads), does what it does once the app runs.
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { test, expect } from "../fixtures/test";
import { englishYaml } from "../support/demo-pack";

const site = englishYaml("site.yaml") as {
  homeCarousel: unknown[];
  video: { title: string };
};
const slides = site.homeCarousel.length;

const DESKTOP = { width: 1280, height: 800 };
/** A first screen tall enough for the carousel's buttons and the video button (below the photo at 800 px). */
const TALL = { width: 1280, height: 1600 };
const PHONE = { width: 375, height: 740 };

interface Control {
  name: string;
  viewport: { width: number; height: number };
  /** For the slide buttons: no autoplay to race with the click, and a slide change with no transition to wait out. */
  reducedMotion?: "reduce";
  /** The control as the server's document paints it. */
  target: (page: Page) => Locator;
  /** Passes once the page shows what the control does. */
  acted: (page: Page) => Promise<void>;
}

/** How long the page gets to show the click's effect once the app runs (a slowed page needs its time). */
const EFFECT_MS = 5_000;
/**
 * Pages loading at once, as tabs of one context. A page on a CPU slowed 6× spends most of its
 * time waiting for its slowed CPU, not using the machine's, so all ten load at once.
 */
const SIDE_BY_SIDE: Record<Mode, number> = { "script held": 1, "after load": 5, slowed: 10 };

const carousel = (page: Page) => page.getByRole("region", { name: "Photos of the department" });
const slideInView = (page: Page) => carousel(page).getByRole("group");

const menu = (label: string, item: string): Control => ({
  name: `the ${label} menu`,
  viewport: DESKTOP,
  target: (page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: label }),
  acted: async (page) => {
    await expect(page.getByRole("button", { name: label })).toHaveAttribute("aria-expanded", "true", {
      timeout: EFFECT_MS,
    });
    await expect(page.getByRole("link", { name: item })).toBeVisible({ timeout: EFFECT_MS });
  },
});

const controls: Control[] = [
  menu("Academics", "B.Tech CSE"),
  menu("Events", "Competitions"),
  {
    name: "the menu button (375 px wide)",
    viewport: PHONE,
    target: (page) => page.getByRole("button", { name: "Open menu" }),
    acted: (page) =>
      expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true", {
        timeout: EFFECT_MS,
      }),
  },
  {
    name: "the carousel's pause button",
    viewport: TALL,
    target: (page) => carousel(page).getByRole("button", { name: "Pause slideshow" }),
    acted: (page) =>
      expect(carousel(page).getByRole("button", { name: "Play slideshow" })).toBeVisible({ timeout: EFFECT_MS }),
  },
  {
    name: "the carousel's previous button",
    viewport: TALL,
    reducedMotion: "reduce",
    target: (page) => carousel(page).getByRole("button", { name: "Previous slide" }),
    acted: (page) =>
      expect(slideInView(page)).toHaveAttribute("aria-label", `Slide ${slides} of ${slides}`, { timeout: EFFECT_MS }),
  },
  {
    name: "the carousel's next button",
    viewport: TALL,
    reducedMotion: "reduce",
    target: (page) => carousel(page).getByRole("button", { name: "Next slide" }),
    acted: (page) =>
      expect(slideInView(page)).toHaveAttribute("aria-label", `Slide 2 of ${slides}`, { timeout: EFFECT_MS }),
  },
  {
    name: "the video button",
    viewport: TALL,
    target: (page) => page.getByRole("button", { name: "Watch the department video" }),
    acted: (page) => expect(page.getByRole("dialog", { name: site.video.title })).toBeVisible({ timeout: EFFECT_MS }),
  },
];

/** The app runs: the home page's API text replaced 'loading' (on the home route it shows only once React took the page over). */
async function appRuns(page: Page) {
  await expect(page.getByText("loading", { exact: true })).toHaveCount(0, { timeout: 30_000 });
}

/**
 * When the control is clicked: right after the load event; as soon as the document paints it on a
 * CPU slowed 6×; or while the app's script is still on its way (held until the click is done), the
 * one moment that does not depend on how fast this machine is.
 */
type Mode = "after load" | "slowed" | "script held";

/** Loads home in a fresh page, clicks the control as the server's document painted it, and tells whether it acted. */
async function loadAndClick(context: BrowserContext, control: Control, mode: Mode): Promise<boolean> {
  const page = await context.newPage();
  let release = () => {};
  try {
    if (mode === "slowed") {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    }
    if (mode === "script held") {
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/assets/*.js", async (route) => {
        await held;
        await route.continue();
      });
    }
    // Where the control is is read before the click, so the mouse goes down at once, with no wait
    // for the page's scripts to let Playwright look (the page does not move: its images have their
    // sizes and its fonts are the system's). Button down and up come together, as a quick tap.
    await page.goto("/#/", { waitUntil: mode === "slowed" ? "commit" : "domcontentloaded" });
    await control.target(page).waitFor();
    const box = await control.target(page).boundingBox();
    if (!box || box.y + box.height > control.viewport.height)
      throw new Error(`${control.name} is not on the first screen`);
    if (mode === "after load") await page.waitForLoadState("load");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    release();
    await appRuns(page);
    return await control.acted(page).then(
      () => true,
      () => false,
    );
  } finally {
    release();
    await page.close();
  }
}

/**
 * How many of `loads` fresh loads of home the control acted on. A few load side by side (each in
 * its own page of one context, as tabs), which keeps the run short and the machine no less busy.
 */
async function countActed(browser: Browser, control: Control, loads: number, mode: Mode): Promise<number> {
  const context = await browser.newContext({
    viewport: control.viewport,
    reducedMotion: control.reducedMotion ?? "no-preference",
  });
  let acted = 0;
  try {
    for (let done = 0; done < loads; done += SIDE_BY_SIDE[mode]) {
      const batch = Array.from({ length: Math.min(SIDE_BY_SIDE[mode], loads - done) }, () =>
        loadAndClick(context, control, mode),
      );
      acted += (await Promise.all(batch)).filter(Boolean).length;
    }
  } finally {
    await context.close();
  }
  return acted;
}

const runs: { mode: Mode; loads: number; when: string }[] = [
  { mode: "script held", loads: 1, when: "clicked while the app's script is still on its way" },
  { mode: "after load", loads: 20, when: "clicked right after the load event" },
  { mode: "slowed", loads: 10, when: "clicked as soon as painted on a CPU slowed 6×" },
];

for (const { mode, loads, when } of runs) {
  for (const control of controls) {
    test(`${control.name}, ${when}, acts in ${loads} of ${loads} fresh loads`, async ({ browser }) => {
      test.setTimeout(180_000);
      const acted = await countActed(browser, control, loads, mode);
      console.log(`${control.name}, ${when}: acted in ${acted}/${loads} loads`);
      expect(acted, `${control.name} acted in ${acted} of ${loads} loads`).toBe(loads);
    });
  }
}
