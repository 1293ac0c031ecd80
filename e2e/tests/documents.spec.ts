/** MOM and schemes (issue 5 item 3): banners, file links opening in a new tab, states, axe. */
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { newTabAddress } from "../support/new-tab";

const PAGES = [
  {
    route: "/MOM",
    api: "/generals/MOM/",
    banner: "Minutes of the Meeting on Curriculum Revision",
    empty: "No minutes of meetings have been published yet.",
  },
  { route: "/schemes", api: "/generals/schemes/", banner: "Schemes", empty: "No schemes have been published yet." },
] as const;

const fileHref = (stored: string) => `/api/files/${stored.replace(/^\/resources\/resources\//, "")}`;

for (const { route, api, banner, empty } of PAGES) {
  test.describe(route, () => {
    test("shows the banner and one link per document, each opening its file in a new tab", async ({
      page,
      request,
    }) => {
      const documents = (await (await request.get(api)).json()) as { title: string; file: string }[];
      expect(documents.length).toBeGreaterThan(0);
      await page.goto(`/#${route}`);
      await expect(page.getByRole("heading", { level: 1, name: banner, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${banner} \\|`));
      const links = page.getByRole("main").getByRole("link");
      await expect(links).toHaveCount(documents.length);
      for (const [index, document] of documents.entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute("href", fileHref(document.file));
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toHaveAccessibleName(`${document.title} (opens in a new tab)`);
      }
      const file = await request.get(fileHref(documents[0]!.file));
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toContain("application/pdf");

      expect((await newTabAddress(links.first())).pathname).toBe(fileHref(documents[0]!.file));
    });

    test("an empty list says so", async ({ page }) => {
      await page.route(`**${api}`, (handler) =>
        handler.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
      );
      await page.goto(`/#${route}`);
      await expect(page.getByText(empty)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link")).toHaveCount(0);
    });

    test("a failed load shows an inline error, and Retry loads the list", async ({ page, request }) => {
      const documents = (await (await request.get(api)).json()) as unknown[];
      let fail = true;
      await page.route(`**${api}`, (handler) =>
        fail
          ? handler.fulfill({
              status: 500,
              contentType: "application/json",
              body: '{"error":{"code":"internal","message":"down"}}',
            })
          : handler.fallback(),
      );
      await page.goto(`/#${route}`);
      const alert = page.getByRole("alert");
      await expect(alert).toContainText("Could not load the");
      fail = false;
      await alert.getByRole("button", { name: "Retry" }).click();
      await expect(page.getByRole("main").getByRole("link")).toHaveCount(documents.length);
    });

    test("axe finds no violations, and the page reflows at 320 px", async ({ page }) => {
      await page.goto(`/#${route}`);
      await expect(page.getByRole("main").getByRole("link").first()).toBeVisible();
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 320, height: 700 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
}
