/**
 * The GIGW pages (issue 27 item 9): hyperlinking policy, copyright policy, privacy policy, terms
 * of use, help and content archival policy, editable as site content (site.yaml `pages`), linked
 * from every page's footer and from the sitemap, in English and in Hindi: each shows its title as
 * heading and document title and every paragraph the site content gives it.
 */
import { SITE_PAGES, type Language, type SitePageName } from "@dept/contract";
import { test, expect } from "../fixtures/test";
import { address } from "../support/languages";

type SitePages = Record<SitePageName, { title: string; body: string[] }>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const DEVANAGARI = /\p{Script=Devanagari}/u;

for (const lang of ["en", "hi"] as const satisfies Language[]) {
  test(`${lang === "en" ? "English" : "Hindi"}: the footer links the six pages, each with its title and text`, async ({
    page,
    request,
  }) => {
    const response = await request.get(lang === "en" ? "/api/site" : `/api/site?lang=${lang}`);
    expect(response.ok()).toBe(true);
    const pages = ((await response.json()) as { pages?: SitePages }).pages;
    expect(Object.keys(pages ?? {}).sort()).toEqual(Object.keys(SITE_PAGES).sort());

    await page.goto(address(lang, "/sitemap"));
    const main = page.getByRole("main");
    for (const route of Object.values(SITE_PAGES))
      await expect(main.locator(`a[href="${address(lang, route)}"]`)).toHaveCount(1);

    for (const [name, route] of Object.entries(SITE_PAGES) as [SitePageName, string][]) {
      const { title, body } = pages![name];
      await test.step(route, async () => {
        // Hindi pages in Hindi (the demo pack translates all six), English ones in English.
        expect(DEVANAGARI.test(title), `${name}'s title "${title}" in ${lang}`).toBe(lang === "hi");
        const link = page.getByRole("contentinfo").locator(`a[href="${address(lang, route)}"]`);
        await expect(link).toHaveCount(1);
        await expect(link).not.toHaveText("");
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${escape(address(lang, route))}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page).toHaveTitle(new RegExp(`^${escape(title)} \\| `));
        expect(body.length).toBeGreaterThan(0);
        for (const paragraph of body) await expect(main).toContainText(paragraph);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        // Axe on each page in each language: languages.spec (every route × language).
      });
    }
  });
}

test("the privacy policy tells what the visitor counter keeps and that the site sets no cookie; help names PDFs and the language switch", async ({
  request,
}) => {
  const { pages } = (await (await request.get("/api/site")).json()) as { pages: SitePages };
  const text = (name: SitePageName) => pages[name].body.join(" ");
  expect(text("privacy")).toMatch(/cookie/i);
  expect(text("privacy")).toMatch(/visitor/i);
  expect(text("help")).toMatch(/PDF/);
  expect(text("help")).toMatch(/Hindi|language/i);
  expect(text("archival")).toMatch(/notice/i);
});
