/**
 * The site content in the web editor (issue 15): a publisher changes the head of department's
 * message and one home carousel photo, orders the quick links by keyboard, previews the home page
 * (the change is there, marked as a preview, for staff only), publishes; a visitor's reload shows
 * it; the history shows the revisions, and restoring the import's brings the old content back.
 */
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { signIn, STAFF_PASSWORD } from "../support/staff";

const MESSAGE = "Our new head of department welcomes you.";
const OLD_MESSAGE = /Computing now touches every part of modern life/;
const PHOTO_ALT = "Lamps along the main building for the festival";

/** The home page as a visitor sees it, in a browser of its own. */
async function visitorHome(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/#/`);
  await expect(page.getByRole("heading", { level: 2, name: "From the Head of Department's Desk" })).toBeVisible();
  return page;
}

test.describe("the site content in the editor", () => {
  test.describe.configure({ mode: "serial" });
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await startOwnServer();
    await server.cli(
      ["user", "add", "publisher@dept.example", "--role", "publisher", "--password-stdin"],
      `${STAFF_PASSWORD}\n`,
    );
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("a new HOD message and carousel photo are previewed, published, seen by visitors, and restored", async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(240_000);
    const visitor = await visitorHome(browser, server.url);
    await expect(visitor.getByText(OLD_MESSAGE)).toBeVisible();

    await signIn(page, server.url, "publisher@dept.example");
    await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Site content" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Site content" })).toBeVisible();
    await expect(page.getByText(/^State: /)).toHaveText("State: published. Visitors see a published revision.");
    await expectNoAxeViolations(page);

    // The parts of the long form are a keypress away.
    await page
      .getByRole("navigation", { name: "On this form" })
      .getByRole("link", { name: "Head of department" })
      .click();
    const hod = page.getByRole("group", { name: "Head of department" });
    await expect(hod).toBeFocused();
    await hod
      .getByRole("textbox", { name: "Message (English)", exact: true })
      .fill(`${MESSAGE}\n\nWe look forward to meeting you.`);

    const photo = page.getByRole("group", { name: "Home photo 4" });
    await photo.getByLabel("Image file").setInputFiles(path.join(server.packDir, "images/about/about-02.jpg"));
    await expect(photo.getByText("Now: about-02.jpg")).toBeVisible();
    await photo.getByLabel("Alternative text (English)").fill(PHOTO_ALT);

    // Quick links are ordered by buttons, from the keyboard; focus stays with the link moved.
    const links = page.getByRole("group", { name: "Quick links" });
    const labels = () =>
      links
        .getByRole("group")
        .getByRole("textbox", { name: "Label (English)" })
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
    const [first, second] = await labels();
    await page.getByRole("button", { name: "Move quick link 1 down" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await labels()).slice(0, 2)).toEqual([second, first]);
    await expect(page.getByRole("button", { name: "Move quick link 2 down" })).toBeFocused();

    // The pack's rules hold in the form: not a tenth photo fewer.
    await page.getByRole("button", { name: "Remove home photo 10" }).click();
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(
      page.getByRole("group", { name: "Home carousel" }).getByText("must have exactly 10 images"),
    ).toBeVisible();
    // Saving while a photo is still uploading waits for it: the photo is in the draft.
    await page.getByRole("button", { name: "Add a home photo" }).click();
    const tenth = page.getByRole("group", { name: "Home photo 10" });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      "**/admin/api/uploads?kind=image",
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await tenth.getByLabel("Image file").setInputFiles(path.join(server.packDir, "images/home/carousel-10.jpg"));
    await expect(tenth.getByRole("status")).toHaveText("Uploading…");
    await tenth.getByLabel("Alternative text (English)").fill("The campus at night");
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Waiting for the upload to finish…" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save draft" })).toBeDisabled();
    release();
    await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
    await expect(tenth.getByText("Now: carousel-10.jpg")).toBeVisible();
    await expect(page.getByText(/^State: /)).toContainText("State: draft.");

    // Visitors do not see a draft.
    await visitor.reload();
    await expect(visitor.getByText(OLD_MESSAGE)).toBeVisible();
    await expect(visitor.getByText(MESSAGE)).toHaveCount(0);

    // The preview: the same app with the draft, marked, never cached or indexed, for staff only.
    const [preview] = await Promise.all([
      context.waitForEvent("page"),
      page.getByRole("link", { name: "Preview (opens in a new tab)" }).click(),
    ]);
    await expect(preview.getByText("Preview of a draft: visitors do not see this yet.")).toBeVisible();
    await expect(preview.getByText(MESSAGE)).toBeVisible();
    await expect(preview.locator(`img[alt="${PHOTO_ALT}"]`)).toHaveCount(1);
    await expect(preview).toHaveTitle(/^Preview: /);
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    const document = await preview.request.get(preview.url());
    expect(document.headers()["cache-control"]).toBe("no-store");
    expect(document.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const stranger = await browser.newContext();
    const refused = await stranger.request.get(preview.url());
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: "not_signed_in", message: "Sign in to continue." } });
    await stranger.close();
    await preview.getByRole("link", { name: "Faculty", exact: true }).first().click();
    await expect(preview.getByRole("heading", { level: 1, name: "Faculty" })).toBeVisible();
    await preview.close();

    // The English changed under the Hindi of the message and the photo's text, and the new photo has none: Publish names them and asks.
    await page.getByRole("button", { name: "Publish" }).click();
    const question = page.getByRole("dialog", { name: 'Publish "Site content" without all of its Hindi?' });
    await expect(question.getByRole("listitem")).toHaveText([
      "Head of department: Message: translation outdated",
      "Home carousel, item 4: Alternative text: translation outdated",
      "Home carousel, item 10: Alternative text: not translated",
    ]);
    await question.getByRole("button", { name: "Publish anyway" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Published: visitors see it now." })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText(MESSAGE)).toBeVisible();
    await expect(visitor.locator(`img[alt="${PHOTO_ALT}"]`)).toHaveCount(1);
    await expect(visitor.getByText("Preview of a draft")).toHaveCount(0);

    // History: the import's revision, the draft and its publication; the import's comes back.
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("listitem").filter({ hasText: /^Revision \d+:/ })).toHaveCount(3);
    await expect(history.getByText(/^Head of department: Message \(English\): /)).toBeVisible();
    await expect(
      history.getByText(/^Home carousel, item 4: Image file: carousel-04\.jpg → about-02\.jpg$/),
    ).toBeVisible();
    await history.getByRole("button", { name: "Restore revision 1 as draft" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Revision 1 restored as a draft." })).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await page
      .getByRole("dialog", { name: 'Publish "Site content"?' })
      .getByRole("button", { name: "Publish" })
      .click();
    await expect(page.getByRole("status").filter({ hasText: "Published: visitors see it now." })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByText(OLD_MESSAGE)).toBeVisible();
    await expect(visitor.locator(`img[alt="${PHOTO_ALT}"]`)).toHaveCount(0);
    await visitor.context().close();
  });

  test("the site content's form works at 375 px without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signIn(page, server.url, "publisher@dept.example");
    await page.goto(`${server.url}/admin/#/site`);
    await expect(page.getByRole("heading", { level: 2, name: "History" })).toBeVisible();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .filter((element) => element.getBoundingClientRect().right > 376)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
    );
    expect(wide).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("reorders the faculty by keyboard; visitors see the new order", async ({ page, browser }) => {
    await signIn(page, server.url, "publisher@dept.example");
    await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Faculty", exact: true }).click();
    const names = () => page.getByRole("table").getByRole("link").allTextContents();
    await expect(page.getByRole("table").getByRole("link").nth(1)).toBeVisible();
    const [first, second] = await names();
    await page.getByRole("button", { name: `Move ${second} up` }).focus();
    await page.keyboard.press("Enter");
    await expect(
      page.getByRole("status").filter({ hasText: `Moved ${second} up. Visitors see the new order now.` }),
    ).toBeVisible();
    await expect.poll(async () => (await names()).slice(0, 2)).toEqual([second, first]);
    await expect(page.getByRole("button", { name: `Move ${second} down` })).toBeFocused();
    await expectNoAxeViolations(page);

    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/#/faculty`);
    const cards = visitor.getByRole("main").getByRole("heading", { level: 2 });
    await expect(cards.first()).toHaveText(second!);
    await visitor.close();
  });
});
