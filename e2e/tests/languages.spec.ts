/**
 * Every route × language, one page load each (issue 27; GIGW, WCAG 3.1.1 and 3.1.2; the shell of
 * issue 2; academics' options of issue 5): the shell (header, main content, footer, a heading), the
 * document's language, the header's switch to the same route in the other language, no text of the
 * other language's chrome, and axe. On the Hindi site the demo pack's English-only notice and
 * profile show in English, marked `lang="en"`. The shell's and academics' axe runs are these (they
 * loaded the same pages again). Then the documents themselves: `/hi/`, its alternates, no cookie.
 */
import type { Page } from "@playwright/test";
import type { Language } from "@dept/contract";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { appRunning } from "../support/app-running";
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
/** A profile that does not exist and an academics option that does not: their pages, in the shell. */
const UNKNOWN_PROFILE = profileRoute("does-not-matter-for-the-shell");
const UNKNOWN_OPTION = "/academics/?option=nope";
/** Routes the app replaces with another: an unknown profile shows the not-found page, at its address. */
const LANDS_ON: Record<string, string> = { [UNKNOWN_PROFILE]: "/404-page-not-found" };
/** The main menu's name in each language. */
const MAIN_MENU: Record<Language, string> = { en: "Main", hi: "मुख्य" };
const ROUTES = [
  ...PLAIN_ROUTES,
  ...[translatedProfile, englishOnlyProfile].flatMap((member) => (member ? [profileRoute(member.id)] : [])),
  UNKNOWN_PROFILE,
  UNKNOWN_OPTION,
];

/** Opens a route and waits for its page as the app shows it: taken over from the server's render, its heading, no 'loading' left. */
async function openRoute(page: Page, lang: Language, route: string): Promise<void> {
  await page.goto(address(lang, route));
  await appRunning(page);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator(".loading, .achievements__loading")).toHaveCount(0);
  if (route.startsWith("/academics/?option=")) await expect(page.locator(".academics__heading").first()).toBeVisible();
}

/** The shell around every page (issue 2): the main menu, the main content, the footer's copyright. */
async function expectShell(page: Page, lang: Language): Promise<void> {
  await expect(page.getByRole("navigation", { name: MAIN_MENU[lang], exact: true })).toBeAttached();
  await expect(page.getByRole("contentinfo")).toContainText(`© ${new Date().getFullYear()}`);
  await expect(page.getByRole("main")).toBeVisible();
}

/** What some routes of the English site show besides the common checks. */
const ENGLISH_CHECKS: Record<string, (page: Page) => Promise<void>> = {
  [UNKNOWN_OPTION]: (page) => expect(page.getByText("Wrong Route/Option selected")).toBeVisible(),
};

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

// 74 independent page loads (each its own page, nothing shared): both workers take them, so this
// file is not one worker's ten minutes while the other idles.
test.describe.configure({ mode: "parallel" });

test("the demo pack has at least 3 faculty profiles and 5 notices in Hindi, and one of each only in English", () => {
  expect(faculty.filter((member) => member.name.hi).length).toBeGreaterThanOrEqual(3);
  expect(notices.filter((notice) => notice.hi).length).toBeGreaterThanOrEqual(5);
  expect(englishOnlyProfile).toBeDefined();
  expect(englishOnlyNotice).toBeDefined();
});

for (const lang of ["en", "hi"] as const) {
  test.describe(lang === "en" ? "English pages" : "Hindi pages", () => {
    for (const route of ROUTES) {
      test(`${address(lang, route)}: the shell, its language, the switch, no other language's chrome, axe`, async ({
        page,
      }) => {
        await openRoute(page, lang, route);
        await expectShell(page, lang);
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await expectSwitchToSameRoute(page, lang, LANDS_ON[route] ?? route);
        // Soft, so one run names every problem of the page: its fallbacks and axe are checked too.
        expect
          .soft(
            otherLanguageTexts(await ownLanguageTexts(page), lang),
            "texts of the other language not marked as such",
          )
          .toEqual([]);
        await (lang === "hi" ? HINDI_CHECKS : ENGLISH_CHECKS)[route]?.(page);
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

test("Hindi text is drawn in a Devanagari font, never as boxes, and English pages load no font", async ({ page }) => {
  // This machine's Chromium has no Devanagari font of its own, as some devices do not: the site's
  // font must be the one drawing the text once it has come with the app (before, system-ui came
  // first in the list and Chromium drew most of the text as boxes, for good).
  const fonts: string[] = [];
  page.on("request", (request) => void (request.resourceType() === "font" && fonts.push(request.url())));
  await page.goto(address("en", "/"));
  await appRunning(page);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts, "fonts an English page loads").toEqual([]);

  await page.goto(address("hi", "/"));
  await appRunning(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  /** The family of the font that draws most of the element's glyphs. */
  const mostlyDrawnIn = async (selector: string) => {
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts: used } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return [...used].sort((a, b) => b.glyphCount - a.glyphCount)[0]?.familyName;
  };
  for (const selector of ["h1", ".home-hero__college", "main h2", ".brand__short"]) {
    await expect
      .poll(() => mostlyDrawnIn(selector), { message: `the font of ${selector}` })
      .toMatch(/Devanagari|Nirmala|Kohinoor/);
  }
});
