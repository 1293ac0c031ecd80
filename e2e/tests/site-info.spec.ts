/** Public-sector basics (GIGW): 'Last updated' on every page, the accessibility statement and the sitemap from the footer, a title and description per route. */
import { test, expect } from "../fixtures/test";
import { appRunning } from "../support/app-running";

test("the footer links the accessibility statement and the sitemap, and says when the content was last updated", async ({
  page,
}) => {
  await page.goto("/#/faculty");
  // An old hash address is the root's document until the app renders its page, which moves the
  // footer down: a click in between lands where the link was (seen once under load in CI).
  await appRunning(page);
  await expect(page.locator("html")).not.toHaveClass(/route-pending/);
  const info = page.getByRole("navigation", { name: "Site information" });
  await expect(info.getByText(/^Last updated: \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible();

  await info.getByRole("link", { name: "Accessibility statement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accessibility Statement" })).toBeVisible();
  await expect(page).toHaveTitle(/^Accessibility Statement \| /);
  await expect(page.getByRole("main").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  // Axe on both pages: languages.spec (every route × language).

  await info.getByRole("link", { name: "Sitemap" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sitemap" })).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "Every page of this site.");
  const links = page.getByRole("main").getByRole("link");
  expect(await links.count()).toBeGreaterThanOrEqual(16);
  await links.filter({ hasText: /^Notices$/ }).click();
  await expect(page).toHaveURL(/\/notices$/);
  await expect(page).toHaveTitle(/^Notices \| /);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /notices/);
});
