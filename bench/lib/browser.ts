/** The system Chromium, launched the same way for every browser section. */
import { chromium, type Browser, type BrowserContextOptions } from "@playwright/test";
import { onCleanup } from "./processes";

export const chromiumPath = "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The phone Lighthouse emulates (moto g power): the web and image figures use the same screen. */
export const phone: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export async function launchChromium(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
  const close = onCleanup("chromium", () => browser.close());
  return { browser, close };
}
