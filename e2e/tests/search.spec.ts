/** Site search: the header's box, the results route as a shareable link, and a PDF match opening at its page. */
import { test, expect, expectNoAxeViolations } from "../fixtures/test";

const PHRASE = '"Artificial Intelligence include at least 6"';
const BOS_TITLE = "BOS Recommendations for the Second Year Curriculum 2024";

test("a phrase found only inside one BOS PDF opens that document in the viewer at its page", async ({ page }) => {
  await page.goto("/#/about-us");
  const box = page.getByRole("search").getByRole("searchbox", { name: "Search the site" });
  await box.fill(PHRASE);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^1 result for/ })).toBeVisible();

  const result = page.getByRole("main").getByRole("listitem");
  await expect(result).toHaveCount(1);
  await expect(result).toContainText("Document, page 7");
  await expect(result.locator("mark")).toHaveText(["Artificial", "Intelligence", "include", "at", "least", "6"]);
  await result.getByRole("link", { name: BOS_TITLE }).click();

  await expect(page).toHaveURL(/\/BOS\?doc=[0-9a-f]{16}&page=7$/);
  const button = page.getByRole("main").getByRole("button", { name: BOS_TITLE, exact: true });
  await expect(button).toHaveAttribute("aria-expanded", "true");
  const viewer = page.getByRole("region", { name: BOS_TITLE }).locator(".pdfv-root");
  await expect(viewer.locator(".pdfViewer .page canvas").first()).toBeVisible();
  await expect(viewer.getByRole("textbox", { name: "Page number" })).toHaveValue("7");

  // Choosing a document with its button leaves the plain address, as before.
  await button.click();
  await expect(page).toHaveURL(/\/BOS$/);
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the results route is a shareable link, pages through results, and passes axe", async ({ page }) => {
  await page.goto("/#/search?q=notice");
  const status = page.getByRole("status").filter({ hasText: /results for “notice” \(showing 1 to 10\)/ });
  await expect(status).toBeVisible();
  await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(10);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "More results" }).click();
  await expect(page).toHaveURL(/offset=10/);
  await expect(page.getByRole("status").filter({ hasText: /showing 11 to/ })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search the site" }).last()).toHaveValue("notice");

  await page.goto("/#/search?q=qwertyuiop");
  await expect(page.getByRole("status").filter({ hasText: "No results for “qwertyuiop”" })).toBeVisible();
});

test("on a phone the search box is inside the menu", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/#/faculty");
  const box = page.getByRole("searchbox", { name: "Search the site" });
  await expect(box).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(box).toBeVisible();
  await box.fill("ilona");
  await box.press("Enter");
  await expect(page.getByRole("main").getByRole("link", { name: "Dr. Ilona Varekar" })).toBeVisible();
});
