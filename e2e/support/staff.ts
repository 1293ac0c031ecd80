/** Staff in the browser tests: the password the CLI gives them, and signing in at /admin/. */
import type { Page } from "@playwright/test";
import { expect } from "../fixtures/test";

export const STAFF_PASSWORD = "correct horse battery staple";

export async function signIn(page: Page, url: string, email: string, password = STAFF_PASSWORD): Promise<void> {
  await page.goto(`${url}/admin/`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  // On a phone the account's line is in the closed menu: there, not necessarily visible.
  await expect(page.getByText(`Signed in as ${email}`)).toBeAttached();
}
