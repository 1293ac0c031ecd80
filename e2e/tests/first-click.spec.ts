/**
 * No click is lost before the app runs (issue 28 item 7): each control of the home page's first
 * screen, clicked while the app's script is still on its way, does what it does once the app runs.
 * The statistical runs (20 fresh loads clicked right after the load event, 10 on a CPU slowed 6×)
 * depend on the machine's speed, so they are budget lines of `npm run bench` (bench/sections/first-click.ts).
 */
import { test, expect } from "../fixtures/test";
import { englishYaml } from "../support/demo-pack";
import { countActed, firstScreenControls } from "../support/first-screen";

const site = englishYaml("site.yaml") as { homeCarousel: unknown[]; video: { title: string } };

for (const control of firstScreenControls({ slides: site.homeCarousel.length, videoTitle: site.video.title })) {
  test(`${control.name}, clicked while the app's script is still on its way, acts`, async ({ browser, baseURL }) => {
    const misses: string[] = [];
    const acted = await countActed(browser, baseURL!, control, 1, "script held", 1, misses);
    expect(acted, `${control.name} acted; ${misses.join("; ")}`).toBe(1);
  });
}
