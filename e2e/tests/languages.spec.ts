/**
 * The site in two languages (issue 27; GIGW, WCAG 3.1.1 and 3.1.2): every route once in English
 * and once in Hindi, with the document's language, the header's switch to the same route in the
 * other language, axe, and no text of the other language's chrome; on the Hindi site the demo
 * pack's English-only notice and profile show in English, marked `lang="en"`. Then the documents
 * themselves: `/hi/`, its alternates, no cookie.
 */
import type { Page } from "@playwright/test";
import type { Language } from "@dept/contract";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import {
  address,
  expectSwitchToSameRoute,
  langOf,
  otherLanguageTexts,
  ownLanguageTexts,
  packFaculty,
  packNoticeTitles,
  PLAIN_ROUTES,
} from "../support/languages";

const faculty = packFaculty();
const translatedProfile = faculty.find((member) => member.name.hi);
const englishOnlyProfile = faculty.find((member) => !member.name.hi);
const notices = packNoticeTitles();
const translatedNotice = notices.find((notice) => notice.hi);
const englishOnlyNotice = notices.find((notice) => !notice.hi);

const profileRoute = (id: string) => `/faculty/${id}`;
const ROUTES = [
  ...PLAIN_ROUTES,
  ...[translatedProfile, englishOnlyProfile].flatMap((member) => (member ? [profileRoute(member.id)] : [])),
];

/** Opens a route and waits for its page: its heading, no 'loading' left, the network quiet. */
async function openRoute(page: Page, lang: Language, route: string): Promise<void> {
  await page.goto(address(lang, route));
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator(".loading")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
}

/** The English-only entries' text, shown on the Hindi site in English and marked so. */
async function expectEnglishFallback(page: Page, text: string): Promise<void> {
  const passage = page.getByText(text).first();
  await expect(passage).toBeVisible();
  expect(await langOf(passage), `the language of "${text}"`).toBe("en");
}

/** A translated entry's text in Hindi, in the page's own language. */
async function expectHindi(page: Page, text: string): Promise<void> {
  const passage = page.getByText(text).first();
  await expect(passage).toBeVisible();
  expect(await langOf(passage), `the language of "${text}"`).toBe("hi");
}

/** What some routes of the Hindi site show besides the common checks: the demo pack's fallbacks. */
const HINDI_CHECKS: Record<string, (page: Page) => Promise<void>> = {
  "/notices": async (page) => {
    expect(englishOnlyNotice, "the demo pack has a notice only in English").toBeDefined();
    expect(translatedNotice, "the demo pack has a notice in Hindi").toBeDefined();
    await expectEnglishFallback(page, englishOnlyNotice!.en);
    // Its PDF is English too, and the row says so: "(अंग्रेज़ी में)".
    await expect(page.getByRole("row").filter({ hasText: englishOnlyNotice!.en })).toContainText(/अंग्रे/);
    await expectHindi(page, translatedNotice!.hi!);
  },
  "/faculty": async (page) => {
    expect(englishOnlyProfile, "the demo pack has a faculty member only in English").toBeDefined();
    await expectEnglishFallback(page, englishOnlyProfile!.name.en);
    await expectHindi(page, translatedProfile!.name.hi!);
  },
  ...(englishOnlyProfile && {
    [profileRoute(englishOnlyProfile.id)]: (page) => expectEnglishFallback(page, englishOnlyProfile.name.en),
  }),
  ...(translatedProfile && {
    [profileRoute(translatedProfile.id)]: (page) => expectHindi(page, translatedProfile.name.hi!),
  }),
};

test("the demo pack has at least 3 faculty profiles and 5 notices in Hindi, and one of each only in English", () => {
  expect(faculty.filter((member) => member.name.hi).length).toBeGreaterThanOrEqual(3);
  expect(notices.filter((notice) => notice.hi).length).toBeGreaterThanOrEqual(5);
  expect(englishOnlyProfile).toBeDefined();
  expect(englishOnlyNotice).toBeDefined();
});

for (const lang of ["en", "hi"] as const) {
  test.describe(lang === "en" ? "English pages" : "Hindi pages", () => {
    for (const route of ROUTES) {
      test(`${address(lang, route)}: its language, the switch, no other language's chrome, axe`, async ({ page }) => {
        await openRoute(page, lang, route);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectSwitchToSameRoute(page, lang, route);
        // Soft, so one run names every problem of the page: its fallbacks and axe are checked too.
        expect
          .soft(
            otherLanguageTexts(await ownLanguageTexts(page), lang),
            "texts of the other language not marked as such",
          )
          .toEqual([]);
        if (lang === "hi") await HINDI_CHECKS[route]?.(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test("the switch leads to the same route in the other language and back", async ({ page }) => {
  const route = "/academics/?option=syllabus";
  await page.goto(address("en", route));
  await page.locator('a[hreflang="hi"]').click();
  await expect(page).toHaveURL(/\/hi\/academics\/syllabus$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

  // A route changed inside the app: the switch follows it.
  await page.goto(address("hi", "/notices"));
  await expect(page.locator(".loading")).toHaveCount(0);
  await page.getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "संकाय" }).click();
  await expectSwitchToSameRoute(page, "hi", "/faculty");
  await page.locator('a[hreflang="en"]').click();
  await expect(page).toHaveURL(/:\d+\/faculty$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the documents: /hi/ in Hindi, /hi redirects, no cookie", async ({ request }) => {
  const english = await request.get("/");
  const hindi = await request.get("/hi/");
  expect(hindi.status()).toBe(200);
  const englishHtml = await english.text();
  const hindiHtml = await hindi.text();
  expect(englishHtml).toMatch(/<html lang="en"/);
  expect(hindiHtml).toMatch(/<html lang="hi"/);
  // The hreflang alternates name addresses, so they come with PUBLIC_URL (unset here): server test languages-document.test.ts.
  // The server's render of the header, the footer and the home page's first screen is Hindi.
  expect(hindiHtml).toMatch(/<h1[^>]*>(?:(?!<\/h1>).)*[\u0900-\u097F]/s);
  expect(english.headers()["set-cookie"]).toBeUndefined();
  expect(hindi.headers()["set-cookie"]).toBeUndefined();

  const bare = await request.get("/hi", { maxRedirects: 0 });
  expect([301, 308]).toContain(bare.status());
  expect(bare.headers()["location"]).toMatch(/\/hi\/$/);
});
