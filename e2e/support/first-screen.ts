/**
 * The home page's first-screen controls and a fresh load that clicks one of them (issue 28 item 7),
 * shared by first-click.spec.ts (the click while the app's script is held: deterministic) and
 * `npm run bench` (the statistical runs: right after the load event, and on a CPU slowed 6×).
 * Plain Playwright waits, no test runner: the bench runs them too.
 */
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

/** What the demo site's first screen holds, read from its site.yaml by the caller. */
export interface FirstScreen {
  slides: number;
  videoTitle: string;
}

export interface Control {
  name: string;
  viewport: { width: number; height: number };
  /** For the slide buttons: no autoplay to race with the click, and a slide change with no transition to wait out. */
  reducedMotion?: "reduce";
  /** The control as the server's document paints it. */
  target: (page: Page) => Locator;
  /** Resolves once the page shows what the control does; rejects after `timeout` ms. */
  acted: (page: Page, timeout: number) => Promise<void>;
}

/**
 * When the control is clicked: while the app's script is still on its way (held until the click is
 * done), the one moment that does not depend on how fast this machine is; right after the load event;
 * or as soon as the document paints it on a CPU slowed 6×.
 */
export type Mode = "script held" | "after load" | "slowed";

const DESKTOP = { width: 1280, height: 800 };
/** A first screen tall enough for the carousel's buttons and the video button (below the photo at 800 px). */
const TALL = { width: 1280, height: 1600 };
const PHONE = { width: 375, height: 740 };

const visible = (locator: Locator, timeout: number) => locator.waitFor({ state: "visible", timeout });
const carousel = (page: Page) => page.getByRole("region", { name: "Photos of the department" });
const slide = (page: Page, name: string) => carousel(page).getByRole("group", { name, exact: true });

const menu = (label: string, item: string): Control => ({
  name: `the ${label} menu`,
  viewport: DESKTOP,
  target: (page) => page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: label }),
  acted: async (page, timeout) => {
    await visible(page.getByRole("button", { name: label, expanded: true }), timeout);
    await visible(page.getByRole("link", { name: item }), timeout);
  },
});

export function firstScreenControls({ slides, videoTitle }: FirstScreen): Control[] {
  return [
    menu("Academics", "B.Tech CSE"),
    menu("Events", "Competitions"),
    {
      name: "the menu button (375 px wide)",
      viewport: PHONE,
      target: (page) => page.getByRole("button", { name: "Open menu" }),
      acted: (page, timeout) => visible(page.getByRole("button", { name: "Close menu", expanded: true }), timeout),
    },
    {
      name: "the carousel's pause button",
      viewport: TALL,
      target: (page) => carousel(page).getByRole("button", { name: "Pause slideshow" }),
      acted: (page, timeout) => visible(carousel(page).getByRole("button", { name: "Play slideshow" }), timeout),
    },
    {
      name: "the carousel's previous button",
      viewport: TALL,
      reducedMotion: "reduce",
      target: (page) => carousel(page).getByRole("button", { name: "Previous slide" }),
      acted: (page, timeout) => visible(slide(page, `Slide ${slides} of ${slides}`), timeout),
    },
    {
      name: "the carousel's next button",
      viewport: TALL,
      reducedMotion: "reduce",
      target: (page) => carousel(page).getByRole("button", { name: "Next slide" }),
      acted: (page, timeout) => visible(slide(page, `Slide 2 of ${slides}`), timeout),
    },
    {
      name: "the video button",
      viewport: TALL,
      target: (page) => page.getByRole("button", { name: "Watch the department video" }),
      acted: (page, timeout) => visible(page.getByRole("dialog", { name: videoTitle }), timeout),
    },
  ];
}

/**
 * How long the page gets to show the click's effect once the app runs. A lost click never shows, so
 * a generous wait makes no lost click pass; it only keeps a loaded machine from failing a kept one.
 */
const EFFECT_MS = 15_000;

/** The app runs: the home page's API text replaced 'loading' (on the home route it shows only once React took the page over). */
async function appRuns(page: Page): Promise<void> {
  await page.getByText("loading", { exact: true }).first().waitFor({ state: "detached", timeout: 60_000 });
}

/**
 * The middle of the control, checked to be the control's own point: what the page would hit there
 * is the control or inside it. The document is read before the click, so until then the page may
 * still move (a late style or image): the point is read again until the control is there.
 */
async function pointOn(page: Page, control: Control): Promise<{ x: number; y: number }> {
  for (let attempt = 1; ; attempt += 1) {
    const box = await control.target(page).boundingBox();
    if (!box || box.y + box.height > control.viewport.height)
      throw new Error(`${control.name} is not on the first screen`);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const hit = await control
      .target(page)
      .evaluate((element, { x, y }) => element.contains(document.elementFromPoint(x, y)), point);
    if (hit) return point;
    if (attempt === 20) throw new Error(`${control.name}: another element is over its middle`);
    await page.waitForTimeout(50);
  }
}

/** What the page shows of the home page's first screen, for a click that did not act. */
function whatShows(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const named = (selector: string) =>
        [...document.querySelectorAll(selector)]
          .filter((element) => element.getAttribute("aria-hidden") !== "true")
          .map((element) => element.getAttribute("aria-label") ?? element.textContent?.trim())
          .join(", ");
      return `shown slides: ${named(".carousel__slide")}; expanded: ${named('[aria-expanded="true"]')}; dialogs: ${named('dialog[open], [role="dialog"]')}`;
    })
    .catch((error: unknown) => `the page could not be read: ${String(error)}`);
}

/** Loads home in a fresh page, clicks the control as the server's document painted it, and tells whether it acted. */
export async function loadAndClick(
  context: BrowserContext,
  control: Control,
  mode: Mode,
  misses?: string[],
): Promise<boolean> {
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
    // for the page's scripts to let Playwright look; pointOn checks that nothing moved over it.
    // Button down and up come together, as a quick tap.
    await page.goto("/", { waitUntil: mode === "slowed" ? "commit" : "domcontentloaded" });
    await control.target(page).waitFor();
    if (mode === "after load") await page.waitForLoadState("load");
    const point = await pointOn(page, control);
    await page.mouse.click(point.x, point.y);
    release();
    await appRuns(page);
    return await control.acted(page, EFFECT_MS).then(
      () => true,
      async () => {
        misses?.push(`${control.name} (${mode}): ${await whatShows(page)}`);
        return false;
      },
    );
  } finally {
    release();
    await page.close();
  }
}

/**
 * How many of `loads` fresh loads of home the control acted on, `sideBySide` at a time (each in its
 * own page of one context, as tabs). `baseURL`: the site's address; `misses`: gets what the page
 * showed for each load the control did not act on.
 */
export async function countActed(
  browser: Browser,
  baseURL: string,
  control: Control,
  loads: number,
  mode: Mode,
  sideBySide: number,
  misses?: string[],
): Promise<number> {
  const context = await browser.newContext({
    baseURL,
    viewport: control.viewport,
    reducedMotion: control.reducedMotion ?? "no-preference",
  });
  let acted = 0;
  try {
    for (let done = 0; done < loads; done += sideBySide) {
      const batch = Array.from({ length: Math.min(sideBySide, loads - done) }, () =>
        loadAndClick(context, control, mode, misses),
      );
      acted += (await Promise.all(batch)).filter(Boolean).length;
    }
  } finally {
    await context.close();
  }
  return acted;
}
