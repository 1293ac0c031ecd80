/**
 * Issue 24, items 4, 6 and 7, in the browser: the editor's forms refuse what the pack and the API
 * refuse, each at its field in the same words (an empty or whitespace title, a 300 KB title, an
 * empty date, a faculty email that is not one, a site URL holding a quote, a faculty account for
 * a profile that does not exist), state each limit at the field, refuse a file over its limit
 * before sending it, and show a faculty account its own profile's id as text.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "../fixtures/test";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { signIn, STAFF_PASSWORD } from "../support/staff";

const URL_RULE = 'Enter a full address starting with http:// or https://, without spaces or " < > ` { } | \\ ^ in it.';
const EMAIL_RULE = "Enter an email address such as name@example.edu.";

let server: OwnServer;
let scratch: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  scratch = mkdtempSync(path.join(tmpdir(), "dept-e2e-validation-"));
  server = await startOwnServer();
  for (const role of ["admin", "editor", "publisher", "faculty:ilona-varekar"]) {
    await server.cli(
      ["user", "add", `${role.split(":")[0]}@dept.example`, "--role", role, "--password-stdin"],
      `${STAFF_PASSWORD}\n`,
    );
  }
});

test.afterAll(async () => {
  await server?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Opens an editor view by its address and waits for its heading. */
async function open(page: Page, hash: string, heading: string): Promise<void> {
  await page.goto(`${server.url}/admin/${hash}`);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

const save = (page: Page) => page.getByRole("button", { name: "Save draft" }).click();

test("a notice's form states its limits and refuses an empty, whitespace or 300 KB title and an empty date", async ({
  page,
}) => {
  await signIn(page, server.url, "editor@dept.example");
  await open(page, "#/new/notices", "New notice");
  const title = page.getByLabel("Title (English)");
  const date = page.getByLabel("Date");
  await expect(title).toHaveAccessibleDescription("At most 300 characters.");
  // A native date picker, whose hint claims no format of its own.
  await expect(date).toHaveAttribute("type", "date");
  await expect(date).toHaveAccessibleDescription("");
  await expect(page.getByLabel("File (PDF) (English)")).toHaveAccessibleDescription("PDF up to 50 MB. No file yet.");

  await save(page);
  await expect(title).toHaveAccessibleDescription("At most 300 characters. Required");
  await expect(date).toHaveAccessibleDescription("Required");
  await expect(title).toHaveAttribute("aria-invalid", "true");

  await title.fill(" \t  ");
  await save(page);
  await expect(title).toHaveAccessibleDescription("At most 300 characters. Required");

  await title.fill("x".repeat(300 * 1024));
  await date.fill("2026-11-20");
  await save(page);
  await expect(title).toHaveAccessibleDescription("At most 300 characters. Use at most 300 characters.");
  await expect(date).toHaveAttribute("aria-invalid", "false");
  // Nothing was saved: the form is still a new notice's.
  await expect(page.getByRole("heading", { level: 1, name: "New notice" })).toBeVisible();
});

test("a PDF over 50 MB is refused before it is sent, naming the limit", async ({ page }) => {
  const big = path.join(scratch, "minutes.pdf");
  writeFileSync(big, "%PDF-1.4\n");
  truncateSync(big, 60 * 1024 * 1024);
  await signIn(page, server.url, "editor@dept.example");
  await open(page, "#/new/notices", "New notice");
  const uploads: string[] = [];
  page.on("request", (request) => void (request.url().includes("/admin/api/uploads") && uploads.push(request.url())));
  const file = page.getByLabel("File (PDF) (English)");
  await file.setInputFiles(big);
  await expect(file).toHaveAccessibleDescription(
    "PDF up to 50 MB. No file yet. This file is 60 MB; PDFs can be at most 50 MB.",
  );
  expect(uploads).toEqual([]);
});

test("a faculty email that is not an email is refused at its field", async ({ page }) => {
  await signIn(page, server.url, "publisher@dept.example");
  await open(page, "#/c/faculty", "Faculty");
  await page.getByRole("link", { name: "Dr. Ilona Varekar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dr. Ilona Varekar" })).toBeVisible();
  const email = page.getByLabel("Email (optional)");
  await email.fill("ilona at example");
  await save(page);
  await expect(email).toHaveAccessibleDescription(`At most 254 characters. ${EMAIL_RULE}`);
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // The form refused it before sending: no save was made, so the status says nothing.
  await expect(page.getByRole("status").first()).toBeEmpty();
});

test("a site content URL holding a quote is refused at its field", async ({ page }) => {
  await signIn(page, server.url, "publisher@dept.example");
  await open(page, "#/site", "Site content");
  const firstLink = page.getByRole("group", { name: "Quick link 1" });
  const url = firstLink.getByLabel("URL");
  await url.fill('https://example.edu/"onmouseover="alert(1)');
  await save(page);
  await expect(url).toHaveAccessibleDescription(`http:// or https:// only. At most 2,000 characters. ${URL_RULE}`);
  await url.fill("https://example.edu/<b>");
  await save(page);
  await expect(url).toHaveAttribute("aria-invalid", "true");
  await expect(url).toHaveAccessibleDescription(`http:// or https:// only. At most 2,000 characters. ${URL_RULE}`);
});

test("a faculty account sees its profile's id as text, not as a field", async ({ page }) => {
  await signIn(page, server.url, "faculty@dept.example");
  await open(page, "#/c/faculty", "My profile");
  await page.getByRole("link", { name: "Dr. Ilona Varekar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dr. Ilona Varekar" })).toBeVisible();
  await expect(page.getByText("Faculty id: ilona-varekar")).toBeVisible();
  await expect(page.getByRole("textbox", { name: /Faculty id/ })).toHaveCount(0);
  await expect(page.getByLabel("Name (English)", { exact: true })).toBeEditable();
});

test("an account for a faculty id without a profile is refused at the field", async ({ page }) => {
  await signIn(page, server.url, "admin@dept.example");
  await open(page, "#/accounts", "Accounts");
  const form = page.locator("form.add-account");
  await form.getByLabel("Email").fill("new.prof@dept.example");
  await form.getByLabel("Role").selectOption("faculty");
  await form.getByLabel("Faculty id").fill("nobody-here");
  await form.getByLabel("Password").fill(STAFF_PASSWORD);
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(form.getByLabel("Faculty id")).toHaveAccessibleDescription(
    'No faculty profile has the id "nobody-here": add the profile first, or check the id.',
  );
  await expect(page.getByRole("cell", { name: "new.prof@dept.example" })).toHaveCount(0);
});
