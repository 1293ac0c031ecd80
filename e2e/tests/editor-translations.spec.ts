/**
 * The editor in two languages (issue 27) on the bilingual demo pack: a translatable field shows
 * English and Hindi side by side on a wide screen and one after the other on a phone, each
 * labelled and marked with its language; "Copy from English" gives the translator the English to
 * edit; a changed English marks the Hindi outdated until it is edited; Publish names what is not
 * translated and asks; the Translations page lists what is missing or outdated.
 */
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { signIn, STAFF_PASSWORD } from "../support/staff";

const TRANSLATED = "Declaration of even semester results, 2026";
const ENGLISH_ONLY = "Industrial visit to Ironbark Cloud data centre";
const CHANGED = "Declaration of even semester results, 2026 (revised)";
const HINDI = "सम सेमेस्टर के परिणामों की घोषणा, 2026 (संशोधित)";

let server: OwnServer;

test.describe.configure({ mode: "serial" });

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

async function openNotice(page: Page, title: string): Promise<void> {
  await page.goto(`${server.url}/admin/#/c/notices`);
  await page.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
}

test("the Translations page lists what is not translated, by collection, linking to each entry", async ({ page }) => {
  await signIn(page, server.url, "publisher@dept.example");
  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Translations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();
  const notices = page.getByRole("region", { name: "Notices" });
  const entry = notices.getByRole("listitem").filter({ has: page.getByRole("link", { name: ENGLISH_ONLY }) });
  await expect(entry.getByRole("listitem")).toHaveText(["Title: not translated"]);
  // A translated notice is not listed; a PDF in English alone is not "missing".
  await expect(notices.getByRole("link", { name: TRANSLATED })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await entry.getByRole("link", { name: ENGLISH_ONLY }).click();
  await expect(page.getByRole("heading", { level: 1, name: ENGLISH_ONLY })).toBeVisible();
});

test("English and Hindi side by side, each marked with its language, and Copy from English", async ({ page }) => {
  await signIn(page, server.url, "publisher@dept.example");
  await openNotice(page, ENGLISH_ONLY);
  const english = page.getByLabel("Title (English)");
  const hindi = page.getByLabel("Title (Hindi)");
  await expect(english).toHaveAttribute("lang", "en");
  await expect(hindi).toHaveAttribute("lang", "hi");
  await expect(hindi).toHaveValue("");
  const [left, right] = [(await english.boundingBox())!, (await hindi.boundingBox())!];
  expect(right.x).toBeGreaterThan(left.x + left.width);
  expect(Math.abs(right.y - left.y)).toBeLessThan(2);
  await expect(page.getByLabel("File (PDF) (Hindi)")).toHaveAccessibleDescription(
    "PDF up to 50 MB. No Hindi file yet: the Hindi pages link to the English one and say so.",
  );
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Copy from English into Title (Hindi)" }).click();
  await expect(hindi).toHaveValue(ENGLISH_ONLY);
  await expect(hindi).toBeFocused();

  // On a phone the Hindi comes after the English.
  await page.setViewportSize({ width: 375, height: 812 });
  const [top, below] = [(await english.boundingBox())!, (await hindi.boundingBox())!];
  expect(below.y).toBeGreaterThan(top.y + top.height);
  expect(Math.abs(below.x - top.x)).toBeLessThan(2);
});

test("a changed English marks the Hindi outdated; Publish names it and asks, and is plain once it is translated", async ({
  page,
}) => {
  await signIn(page, server.url, "publisher@dept.example");
  await openNotice(page, TRANSLATED);
  await expect(page.getByText(/^Translation outdated/)).toHaveCount(0);
  await page.getByLabel("Title (English)").fill(CHANGED);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Draft saved.");
  const hindi = page.getByLabel("Title (Hindi)");
  await expect(hindi).toHaveAccessibleDescription(
    /Translation outdated: the English changed after it was translated\./,
  );

  // Asked, and cancelled: nothing is published.
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const question = page.getByRole("dialog", { name: `Publish "${CHANGED}" without all of its Hindi?` });
  await expect(question.getByRole("listitem")).toHaveText(["Title: translation outdated"]);
  await expectNoAxeViolations(page);
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText(/^State: /)).toContainText("A newer revision is not published yet.");

  // The Hindi edited: the note goes, and publishing asks the usual question.
  await hindi.fill(HINDI);
  await expect(page.getByText(/^Translation outdated/)).toHaveCount(0);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Draft saved.");
  await expect(page.getByText(/^Translation outdated/)).toHaveCount(0);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page
    .getByRole("dialog", { name: `Publish "${CHANGED}"?` })
    .getByRole("button", { name: "Publish", exact: true })
    .click();
  await expect(page.getByRole("status").first()).toHaveText("Published: visitors see it now.");
  const hindiNotices = (await (await fetch(`${server.url}/generals/notice?lang=hi`)).json()) as { title: string }[];
  expect(hindiNotices.map((notice) => notice.title)).toContain(HINDI);

  // The history names each language's change.
  await expect(
    page
      .getByRole("region", { name: "History" })
      .getByText(/^Title \(Hindi\): /)
      .first(),
  ).toBeVisible();
});
