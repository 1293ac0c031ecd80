/**
 * Faculty publications on the site (issue 25) against the demo pack's publications.yaml: a
 * profile's list by year, Cite and the .bib download parsed back with a real BibTeX parser, the
 * /publications filters, keyboard use of the Cite dialog, and axe on both pages.
 */
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { parse as parseBibtex, type Entry } from "@retorquere/bibtex-parser";
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";

interface DemoPublication {
  key: string;
  title: string;
  authors: { name: string; faculty?: string }[];
  faculty: string[];
  year: number;
  type: string;
  venue?: string;
  doi?: string;
  hidden?: boolean;
}

const demo = parseYaml(
  readFileSync(new URL("../../content/publications.yaml", import.meta.url), "utf8"),
) as DemoPublication[];
const visible = demo.filter((item) => !item.hidden);
const hiddenItem = demo.find((item) => item.hidden)!;
const of = (faculty: string) => visible.filter((item) => item.faculty.includes(faculty));
const yearsOf = (items: DemoPublication[]) =>
  [...new Set(items.map((item) => item.year))].sort((a, b) => b - a).map(String);

/** Parses BibTeX with Better BibTeX's parser, failing on any parse error. */
function parseBib(text: string): Entry[] {
  const library = parseBibtex(text, { english: false, sentenceCase: false });
  expect(library.errors).toEqual([]);
  return library.entries;
}

const PROFILE = "padmaja-rethwal";
const PROFILE_NAME = "Padmaja Rethwal";

async function openProfile(page: Page, id: string) {
  await page.goto(`/#/faculty/${id}`);
  const section = page.getByRole("region", { name: "Publications" });
  await expect(section).toBeVisible();
  return section;
}

test.describe("a faculty profile's publications", () => {
  test("lists them by year, newest first, with the member marked, and passes axe", async ({ page }) => {
    expect(hiddenItem.faculty).toContain("ilona-varekar");
    const expected = of(PROFILE);
    const section = await openProfile(page, PROFILE);
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(yearsOf(expected));
    const items = section.getByRole("listitem");
    await expect(items).toHaveCount(expected.length);
    // Each year's items are under its heading.
    for (const year of yearsOf(expected)) {
      const group = section.getByRole("region", { name: year, exact: true });
      await expect(group.getByRole("listitem")).toHaveCount(
        expected.filter((item) => String(item.year) === year).length,
      );
    }
    const coAuthored = expected.find((item) =>
      item.authors.some((author) => author.faculty && author.faculty !== PROFILE),
    )!;
    const item = items.filter({ hasText: coAuthored.title });
    await expect(item.locator("strong")).toHaveText(PROFILE_NAME);
    const other = coAuthored.authors.find((author) => author.faculty && author.faculty !== PROFILE)!;
    await expect(item.getByRole("link", { name: other.name })).toHaveAttribute("href", `/faculty/${other.faculty}`);
    const withDoi = expected.find((entry) => entry.doi)!;
    const doi = items
      .filter({ hasText: withDoi.title })
      .getByRole("link", { name: new RegExp(withDoi.doi!.replace(/\./g, "\\.")) });
    await expect(doi).toHaveAttribute("href", `https://doi.org/${withDoi.doi}`);
    await expect(doi).toHaveAttribute("rel", "noopener noreferrer");
    await expectNoAxeViolations(page);
  });

  test("never shows a hidden item, on the profile or the department page", async ({ page }) => {
    const section = await openProfile(page, "ilona-varekar");
    await expect(section.getByRole("listitem")).toHaveCount(of("ilona-varekar").length);
    await expect(page.getByText(hiddenItem.title)).toHaveCount(0);
    for (const address of ["/#/publications", "/#/publications?page=2"]) {
      await page.goto(address);
      await expect(page.getByRole("status").filter({ hasText: /^\d+ publications/ })).toHaveText(
        new RegExp(`^${visible.length} publications\\b`),
      );
      await expect(page.getByText(hiddenItem.title)).toHaveCount(0);
    }
  });

  test("a member without publications has no Publications section", async ({ page }) => {
    const without = ["vedant-malushte", "trupti-chaugulay"].find((id) => of(id).length === 0)!;
    await page.goto(`/#/faculty/${without}`);
    await expect(page.getByRole("heading", { level: 2, name: "Education" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Publications", exact: true })).toHaveCount(0);
  });

  test("downloads the whole list as a .bib file that parses, one entry per item", async ({ page }) => {
    const section = await openProfile(page, PROFILE);
    const link = section.getByRole("link", { name: "Download BibTeX (.bib)" });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`${PROFILE}-publications.bib`);
    const entries = parseBib(readFileSync(await download.path(), "utf8"));
    const expected = of(PROFILE);
    expect(entries).toHaveLength(expected.length);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(expected.length);
    expect(entries.map((entry) => entry.fields.title).sort()).toEqual(expected.map((item) => item.title).sort());
  });

  test("Cite by keyboard: the dialog holds the item's BibTeX, keeps focus, and Escape gives it back", async ({
    page,
  }) => {
    const target = of(PROFILE).find((item) => item.title.includes("&") && item.doi)!;
    const section = await openProfile(page, PROFILE);
    const cite = section.getByRole("button", { name: `Cite “${target.title}”` });
    await cite.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Cite" });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => !!document.activeElement?.closest("dialog[open]"))).toBe(true);
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(
          () => !!document.activeElement?.closest("main, header, footer") && !document.activeElement?.closest("dialog"),
        ),
      ).toBe(false);
    }

    const [entry] = parseBib(await dialog.getByLabel("BibTeX").inputValue());
    expect(entry?.fields.title).toBe(target.title);
    expect(entry?.fields.year).toBe(String(target.year));
    expect(entry?.fields.doi).toBe(target.doi);
    await expect(dialog.getByLabel("BibTeX")).toHaveAttribute("readonly", "");
    await expectNoAxeViolations(page);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(cite).toBeFocused();
  });
});

test.describe("the department's publications page", () => {
  const status = (page: Page) => page.getByRole("status").filter({ hasText: /^\d+ publications?\b/ });
  const plural = (n: number) => (n === 1 ? "1 publication" : `${n} publications`);
  /** The count, and where the reader is when the list has pages ("26 publications · Page 1 of 2"). */
  const expectCount = (page: Page, n: number) =>
    expect(status(page)).toHaveText(new RegExp(`^${plural(n)}(?: · .+)?$`));
  /** Works on one page of the list (PAGE_SIZE of the web app's paging.ts). */
  const PAGE_SIZE = 20;

  test("is linked from the faculty list, lists everything by year in pages of 20", async ({ page }) => {
    expect(visible.length, "the demo pack has more works than one page holds").toBeGreaterThan(PAGE_SIZE);
    await page.goto("/#/faculty");
    await page.getByRole("link", { name: "Publications of the faculty" }).click();
    await expect(page).toHaveURL(/\/publications$/);
    await expect(page.getByRole("heading", { level: 1, name: "Publications" })).toBeVisible();
    await expect(status(page)).toHaveText(`${plural(visible.length)} · Page 1 of 2`);
    const items = page.getByRole("main").getByRole("listitem");
    await expect(items).toHaveCount(PAGE_SIZE);
    const firstPage = await page.locator("main section > h2").allTextContents();
    // Axe on this page: languages.spec (every route × language); filtered: below.

    const pager = page.getByRole("navigation", { name: "Pages of publications" });
    await expect(pager.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await pager.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/publications\?page=2$/);
    await expect(status(page)).toHaveText(`${plural(visible.length)} · Page 2 of 2`);
    await expect(items).toHaveCount(visible.length - PAGE_SIZE);
    await expect(pager.getByRole("button", { name: "Next page" })).toBeDisabled();
    // Newest first across the pages: the second page goes on where the first stopped.
    const secondPage = await page.locator("main section > h2").allTextContents();
    expect([...new Set([...firstPage, ...secondPage])]).toEqual(yearsOf(visible));
    expect(Number(secondPage[0])).toBeLessThanOrEqual(Number(firstPage.at(-1)));

    // Back returns to the first page.
    await page.goBack();
    await expect(status(page)).toHaveText(`${plural(visible.length)} · Page 1 of 2`);
  });

  test("filters by year, type and faculty member, in the link", async ({ page }) => {
    await page.goto("/#/publications");
    await expectCount(page, visible.length);

    await page.getByLabel("Year").selectOption("2023");
    await expect(page).toHaveURL(/\/publications\?year=2023$/);
    const in2023 = visible.filter((item) => item.year === 2023);
    await expectCount(page, in2023.length);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(in2023.length);

    await page.getByLabel("Year").selectOption("");
    await page.getByLabel("Type").selectOption("article");
    const articles = visible.filter((item) => item.type === "article");
    await expectCount(page, articles.length);

    await page.getByLabel("Faculty member").selectOption("meenal-sawarkar");
    await expect(page).toHaveURL(/\/publications\?type=article&faculty=meenal-sawarkar$/);
    const hers = articles.filter((item) => item.faculty.includes("meenal-sawarkar"));
    await expectCount(page, hers.length);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(hers.length);
    await expectNoAxeViolations(page);

    // Back undoes the last filter.
    await page.goBack();
    await expectCount(page, articles.length);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/publications$/);
    await expectCount(page, visible.length);
  });

  test("opens filtered from a link, and says when nothing matches", async ({ page }) => {
    await page.goto("/#/publications?type=thesis");
    await expect(page.getByLabel("Type")).toHaveValue("thesis");
    await expectCount(page, visible.filter((item) => item.type === "thesis").length);

    await page.goto("/#/publications?year=2016&faculty=kunal-patwegar");
    await expectCount(page, 0);
    await expect(page.getByText("Nothing to show", { exact: true })).toBeVisible();
  });

  test("shows 'loading', then an inline error with Retry when the answer fails", async ({ page }) => {
    let fail = true;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/publications", async (route) => {
      if (!fail) return route.continue();
      await held;
      return route.fulfill({ status: 500, contentType: "application/json", body: "{}" });
    });
    await page.goto("/#/publications");
    await expect(page.getByText("loading", { exact: true })).toBeVisible();
    release();
    await expect(
      page.getByText("Could not load the publications. Please check your connection and try again."),
    ).toBeVisible();
    fail = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await expectCount(page, visible.length);
  });
});
