/**
 * The web editor's first part (issue 14): staff sign in at /admin/, an admin manages accounts and
 * reads the audit log, by keyboard and at phone width, and the public pages never load the editor.
 */
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { startOwnServer, type OwnServer } from "../support/own-server";

const PASSWORD = "correct horse battery staple";
let server: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startOwnServer();
  // The first admin is made from the command line; there is no default account.
  expect(
    await server.cli(["user", "add", "head@dept.example", "--role", "admin", "--password-stdin"], `${PASSWORD}\n`),
  ).toMatch(/^Added head@dept\.example as admin\./);
});

test.afterAll(async () => {
  await server?.stop();
});

test("signs in by keyboard, refuses a wrong password in words, and signs out", async ({ page }) => {
  await page.goto(`${server.url}/admin/`);
  await expect(page.getByRole("heading", { level: 1, name: "Web editor" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type("head@dept.example");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type("not the password");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Signed in as head@dept.example (admin)")).toBeVisible();
  await expectNoAxeViolations(page);

  // The session survives a reload (a cookie only the server reads), and ends with Sign out.
  await page.reload();
  await expect(page.getByText("Signed in as head@dept.example (admin)")).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "dept_admin")).toMatchObject({
    httpOnly: true,
    sameSite: "Strict",
    path: "/admin",
  });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});

test("an admin adds an account, with the error at its field, and reads it in the audit log", async ({ page }) => {
  await page.goto(`${server.url}/admin/`);
  await page.getByLabel("Email").fill("head@dept.example");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();

  const form = page.locator("form.add-account");
  await form.getByLabel("Email").fill("notices@dept.example");
  await form.getByLabel("Role").selectOption("editor");
  await form.getByLabel("Password").fill("too short");
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(form.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Password")).toHaveAccessibleDescription("Use at least 12 characters.");
  await expectNoAxeViolations(page);

  await form.getByLabel("Password").fill("a long enough password");
  await form.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Added notices@dept.example.");
  const row = page.getByRole("row").filter({ hasText: "notices@dept.example" });
  await expect(row).toContainText("editor");
  await row.getByRole("button", { name: "Disable notices@dept.example" }).click();
  await expect(row).toContainText("disabled");

  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Audit log" }).click();
  const log = page.getByRole("table");
  await expect(log.getByRole("row").filter({ hasText: "user added as editor" })).toContainText("notices@dept.example");
  await expect(log.getByRole("row").filter({ hasText: "user disabled" })).toBeVisible();
  await expect(log.getByRole("row").filter({ hasText: "sign-in failed" }).first()).toContainText("head@dept.example");
  await expectNoAxeViolations(page);

  // The disabled account cannot sign in, and is told nothing more than a wrong password would be.
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.getByLabel("Email").fill("notices@dept.example");
  await page.getByLabel("Password").fill("a long enough password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The email or password is not right.");
});

test("works at 375 px without sideways scrolling, and the public pages never load the editor", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${server.url}/admin/`);
  await page.getByLabel("Email").fill("head@dept.example");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  // On a phone the navigation is behind the Menu button.
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Accounts" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  for (const route of ["/", "/#/notices", "/#/faculty"]) {
    await page.goto(`${server.url}${route}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }
  expect(requested.filter((pathname) => pathname.startsWith("/admin"))).toEqual([]);
});
