/**
 * The broken-link check in the browser (issue 15): a published student achievement whose LinkedIn
 * URL answers 404 is listed, with the problem and a link to the entry, once a publisher asks; one
 * that answers 200 is not. The "sites" are a node:http server of the test's own on 127.0.0.1; the
 * demo pack's own links point at names that do not resolve here and are listed as such.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { signIn, STAFF_PASSWORD } from "../support/staff";


let server: OwnServer;
let site: http.Server;
let siteBase: string;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = http.createServer((request, response) => {
    response.writeHead(request.url === "/in/working-profile" ? 200 : 404);
    response.end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  server = await startOwnServer();
  await server.cli(["user", "add", "publisher@dept.example", "--role", "publisher", "--password-stdin"], `${STAFF_PASSWORD}\n`);
});

test.afterAll(async () => {
  await server?.stop();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});

/** A published student achievement made through the editor's API, as the signed-in page's session. */
async function publishAchievement(page: Page, name: string, linkedin: string): Promise<string> {
  const { csrfToken } = (await (await page.request.get(`${server.url}/admin/api/session`)).json()) as { csrfToken: string };
  const headers = { "x-csrf-token": csrfToken };
  const data = { name, date: "March 2026", achievement: "First prize at a hackathon", details: "For a campus app.", photos: [], linkedin_url: linkedin };
  const created = await page.request.post(`${server.url}/admin/api/collections/studentAchievements`, { headers, data: { data } });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await page.request.post(`${server.url}/admin/api/entries/${id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

test("a publisher checks the links and finds a LinkedIn URL that answers 404, with a link to its entry", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, server.url, "publisher@dept.example");
  const missing = `${siteBase}/in/no-such-profile`;
  const id = await publishAchievement(page, "Kavya Deshmane", missing);
  await publishAchievement(page, "Rohan Patwardhan", `${siteBase}/in/working-profile`);

  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Broken links" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Broken links" })).toBeVisible();
  await expect(page.getByText("Checks every external link of the site's entries now; nothing is checked automatically.")).toBeVisible();
  await page.getByRole("button", { name: "Check links" }).click();
  await expect(page.getByRole("status")).toHaveText(/^Checked \d+ links at .+: \d+ working, \d+ broken/, { timeout: 60_000 });

  const broken = page.getByRole("table", { name: "Broken links" });
  const row = broken.getByRole("row").filter({ hasText: missing });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(1)).toHaveText("404 Not Found");
  await expect(row.getByRole("link", { name: missing })).toHaveAttribute("rel", "noopener noreferrer");
  const entry = row.getByRole("link", { name: "Kavya Deshmane" });
  await expect(entry).toHaveAttribute("href", `#/e/${id}`);
  await expect(row).toContainText("(Student achievements, linkedin_url)");
  // The working link is not among the broken ones.
  await expect(broken).not.toContainText("working-profile");
  await expectNoAxeViolations(page);

  await entry.click();
  await expect(page.getByRole("heading", { level: 1, name: "Kavya Deshmane" })).toBeVisible();
  await expect(page.getByLabel("LinkedIn URL")).toHaveValue(missing);
});
