/**
 * The web editor's journey (issue 14), as a new department would live it: accounts made on the
 * command line; an editor posts a notice with its PDF and submits it; visitors do not see it; a
 * publisher publishes it and visitors see it at once, file included; restoring the publication
 * before takes it away again. On SQLite, and on PostgreSQL when TEST_DATABASE_URL is set (CI).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { signIn, STAFF_PASSWORD as PASSWORD } from "../support/staff";

const TITLE = "Fee structure for the academic year 2026-27";
const PDF = "files/notices/2025-01-06-commencement-of-even-semester-classes-for-b-tech-and-mca.pdf";
const databases = ["sqlite", ...(process.env.TEST_DATABASE_URL ? ["postgres" as const] : [])] as const;

/** The titles a visitor's notices page shows. */
async function visitorTitles(browser: Browser, url: string): Promise<string[]> {
  const page = await browser.newPage();
  await page.goto(`${url}/#/notices`);
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toBeVisible();
  const titles = (await page.getByRole("table").getByRole("link").allTextContents()).map((text) =>
    text.replace(/ \(opens in a new tab\)$/, ""),
  );
  await page.close();
  return titles;
}

for (const database of databases) {
  test.describe(`the editor on ${database}`, () => {
    test.describe.configure({ mode: "serial" });
    let server: OwnServer;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      server = await startOwnServer({ postgres: database === "postgres" });
      for (const role of ["editor", "publisher", "faculty:ilona-varekar"]) {
        const name = role.split(":")[0];
        await server.cli(["user", "add", `${name}@dept.example`, "--role", role, "--password-stdin"], `${PASSWORD}\n`);
      }
    });

    test.afterAll(async () => {
      await server?.stop();
    });

    test("an editor's notice reaches visitors when a publisher publishes it, and leaves when the publication before is restored", async ({
      page,
      browser,
    }) => {
      await signIn(page, server.url, "editor@dept.example");
      await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Notices" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();
      await page.getByRole("link", { name: "New notice" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "New notice" })).toBeVisible();

      await page.getByLabel("Title (English)").fill(TITLE);
      await page.getByLabel("Date").fill("2026-11-20");
      await page.getByLabel("File (PDF) (English)").setInputFiles(path.join(server.packDir, PDF));
      await expect(page.getByText(`Now: ${path.basename(PDF)}`)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByRole("status").first()).toHaveText("Draft saved.");
      await expect(page.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
      await page.getByRole("button", { name: "Submit for review" }).click();
      await expect(page.getByRole("status").first()).toHaveText("Submitted for review.");
      // An editor cannot publish.
      await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
      expect(await visitorTitles(browser, server.url)).not.toContain(TITLE);

      const publisherContext = await browser.newContext();
      const publisher = await publisherContext.newPage();
      await signIn(publisher, server.url, "publisher@dept.example");
      await expect(publisher.getByRole("listitem").filter({ hasText: "Notices: 1" })).toBeVisible();
      await publisher.getByRole("link", { name: "Notices", exact: true }).first().click();
      await publisher.getByRole("link", { name: TITLE }).click();
      await publisher.getByRole("button", { name: "Publish" }).click();
      // The site is bilingual and the notice has no Hindi title: Publish names the field and asks.
      const question = publisher.getByRole("dialog", { name: `Publish "${TITLE}" without all of its Hindi?` });
      await expect(question.getByRole("listitem")).toHaveText(["Title: not translated"]);
      await question.getByRole("button", { name: "Publish anyway" }).click();
      await expect(publisher.getByRole("status").first()).toHaveText("Published: visitors see it now.");
      // The answer came after this instance serves it: within a second, with its file.
      await expect
        .poll(async () => (await (await fetch(`${server.url}/generals/notice`)).json()) as { title: string }[], {
          timeout: 1000,
        })
        .toContainEqual(expect.objectContaining({ title: TITLE }));
      expect(await visitorTitles(browser, server.url)).toContain(TITLE);
      const visitor = await browser.newPage();
      await visitor.goto(`${server.url}/#/notices`);
      const href = await visitor.getByRole("link", { name: TITLE }).getAttribute("href");
      const file = await visitor.request.get(`${server.url}${href}`);
      expect(file.status()).toBe(200);
      expect(file.headers()["content-type"]).toBe("application/pdf");
      await visitor.close();

      // The history shows who did what.
      const history = publisher.getByRole("region", { name: "History" });
      await expect(history.getByRole("listitem").first()).toContainText("published, by publisher@dept.example");
      await expect(history).toContainText("review, by editor@dept.example");

      await publisher
        .getByRole("navigation", { name: "Editor" })
        .getByRole("link", { name: "Publish history" })
        .click();
      const rows = publisher.getByRole("table").getByRole("row");
      await expect(rows.nth(1)).toContainText(`published notices: ${TITLE}`);
      await rows
        .nth(2)
        .getByRole("button", { name: /^Restore version/ })
        .click();
      const confirm = publisher.getByRole("dialog", { name: /^Restore version \d+\?$/ });
      await expect(confirm).toBeVisible();
      await expectNoAxeViolations(publisher);
      await confirm.getByRole("button", { name: "Restore", exact: true }).click();
      await expect(confirm).toBeHidden();
      await expect(publisher.getByRole("status").first()).toContainText("restored: visitors see it now");
      expect(await visitorTitles(browser, server.url)).not.toContain(TITLE);
      await publisherContext.close();
    });

    test("refuses an HTML page named .pdf at its field and keeps the field as it was", async ({ page }) => {
      await signIn(page, server.url, "editor@dept.example");
      await page.goto(`${server.url}/admin/#/new/notices`);
      // Saving without a file names the field, in words, before anything is sent.
      await page.getByLabel("Title (English)").fill("A notice");
      await page.getByLabel("Date").fill("2026-11-21");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByLabel("File (PDF) (English)")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Required", { exact: true })).toBeVisible();
      await expect(page.getByLabel("Title (English)")).toHaveAttribute("aria-invalid", "false");

      const evil = Buffer.from("<!doctype html><script>alert(1)</script>");
      await page
        .getByLabel("File (PDF) (English)")
        .setInputFiles({ name: "evil.pdf", mimeType: "application/pdf", buffer: evil });
      await expect(page.getByText("This file is not a PDF (no %PDF- header).")).toBeVisible();
      await expect(page.getByText("No file yet.")).toBeVisible();

      // Nothing was stored: a ref is the content's hash and the name (checked on a real PDF), and
      // the server knows no upload of the refused bytes.
      const { csrfToken } = (await (await page.request.get(`${server.url}/admin/api/session`)).json()) as {
        csrfToken: string;
      };
      const headers = { "x-csrf-token": csrfToken };
      const ref = (bytes: Buffer, name: string) =>
        `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}/${name}`;
      const pdf = readFileSync(path.join(server.packDir, PDF));
      const stored = await page.request.post(`${server.url}/admin/api/uploads?kind=pdf`, {
        headers,
        multipart: { file: { name: "real.pdf", mimeType: "application/pdf", buffer: pdf } },
      });
      expect(((await stored.json()) as { ref: string }).ref).toBe(ref(pdf, "real.pdf"));
      const refused = await page.request.post(`${server.url}/admin/api/collections/notices`, {
        headers,
        data: { data: { title: "A notice", date: "2026-11-21", file: ref(evil, "evil.pdf") } },
      });
      expect(refused.status()).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        "file: This is not an uploaded PDF; upload the file again.",
      );
    });

    test("a faculty account edits its own profile, adds a section and submits it, and reaches nothing else", async ({
      page,
    }) => {
      await signIn(page, server.url, "faculty@dept.example");
      const nav = page.getByRole("navigation", { name: "Editor" });
      // Its profile is its first page.
      await expect(nav.getByRole("link")).toHaveText(["My profile", "Change password"]);
      await expect(nav.getByRole("link", { name: "My profile" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
      await expect(page.getByRole("table").getByRole("link")).toHaveText(["Dr. Ilona Varekar"]);
      await page.getByRole("table").getByRole("link").click();
      await page.getByLabel("Designation (English)").fill("Professor and Dean of Academics");
      await page.getByRole("button", { name: "Add a section" }).click();
      await page
        .getByLabel(/^Section \d+ heading$/)
        .last()
        .selectOption("Service");
      await page
        .getByLabel(/^Section \d+ entries$/)
        .last()
        .fill("Warden of the boys' hostel, 2019 to 2022.");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByRole("status").first()).toHaveText("Draft saved.");
      await page.getByRole("button", { name: "Submit for review" }).click();
      await expect(page.getByRole("status").first()).toHaveText("Submitted for review.");
      await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
      // The history shows the change in words; visitors still see the published profile.
      const history = page.getByRole("region", { name: "History" });
      await expect(history).toContainText(
        "Designation (English): Professor and Head of Department → Professor and Dean of Academics",
      );
      await expect(history).toContainText(
        "Profile sections: Service: (none) → Warden of the boys' hostel, 2019 to 2022.",
      );
      const own = page.url();

      // Another profile, by its address, is not there for this account.
      const publisher = await page.context().browser()!.newPage();
      await signIn(publisher, server.url, "publisher@dept.example");
      await publisher.goto(`${server.url}/admin/#/c/faculty`);
      await publisher.getByRole("link", { name: "Dr. Soumil Khandare" }).click();
      const other = publisher.url();
      await publisher.close();
      expect(other).not.toBe(own);
      await page.goto(other);
      await expect(page.getByRole("alert")).toHaveText("No such entry.");
    });

    test("works at 375 px without sideways scrolling", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await signIn(page, server.url, "publisher@dept.example");
      await page.goto(`${server.url}/admin/#/c/faculty`);
      await page.getByRole("table").getByRole("link").first().click();
      await expect(page.getByRole("heading", { level: 2, name: "History" })).toBeVisible();
      // Any element reaching past the screen's edge is named in the failure.
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll("main *")]
          .filter((element) => element.getBoundingClientRect().right > 376)
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
      );
      expect(wide).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);

      // Delete asks first; Escape says no and gives focus back to the button.
      const state = await page.getByText(/^State: /).textContent();
      const remove = page.getByRole("button", { name: "Delete" });
      await remove.click();
      const confirm = page.getByRole("dialog", { name: /^Delete ".+"\?$/ });
      await expect(confirm).toBeVisible();
      expect((await confirm.boundingBox())!.width).toBeLessThanOrEqual(375);
      await page.keyboard.press("Escape");
      await expect(confirm).toBeHidden();
      await expect(remove).toBeFocused();
      await expect(page.getByText(/^State: /)).toHaveText(state!);
    });
  });
}
