/**
 * What a link that opens a new tab opens: the address the new tab navigates to. Read from the
 * request, not from the tab's address bar, so a PDF counts the same whether the browser shows it
 * (Chromium with its PDF viewer) or downloads it (the headless shell, which has no viewer).
 */
import type { Locator, Request } from "@playwright/test";
import { expect } from "../fixtures/test";

export async function newTabAddress(link: Locator): Promise<URL> {
  const context = link.page().context();
  const asked: string[] = [];
  const onRequest = (request: Request) => {
    // The link's own page stays where it is: a navigation now is the new tab's (whose frame the
    // request may come before, so it cannot be asked for its page).
    if (request.isNavigationRequest()) asked.push(request.url());
  };
  context.on("request", onRequest);
  try {
    const tab = context.waitForEvent("page");
    await link.click();
    await expect.poll(() => asked.length, { message: "the new tab's request" }).toBeGreaterThan(0);
    await (await tab).close();
    return new URL(asked[0]!);
  } finally {
    context.off("request", onRequest);
  }
}
