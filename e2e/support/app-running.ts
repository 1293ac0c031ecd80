/**
 * Waits until the app has taken the server's page over: its scripts started (the document's
 * `#app-scripts` template is gone) and React has a root on `#root`. Before that a link is followed
 * by the browser to a document of its own, so a test of the app's own navigation waits for this.
 */
import type { Page } from "@playwright/test";

export async function appRunning(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById("app-scripts") === null &&
      Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer")),
  );
}
