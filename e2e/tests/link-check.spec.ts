/**
 * The broken-link check in the browser (issues 15 and 28): a publisher asks, and a published student
 * achievement whose LinkedIn URL points at this machine (a node:http server of the test's own on
 * 127.0.0.1) is listed under "Not checked" as an internal address, with a link to the entry, and
 * the server never requested it (SSRF). Which links answer 404 is proved by the server's tests
 * (packages/server/test/link-check.test.ts), which alone can let the check reach a local site; the
 * demo pack's own links point at names that do not resolve here.
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
/** The requests the test's site received: the check must send it none. */
const hits: string[] = [];

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  site = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.writeHead(404);
    response.end();
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteBase = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  server = await startOwnServer();
  await server.cli(
    ["user", "add", "publisher@dept.example", "--role", "publisher", "--password-stdin"],
    `${STAFF_PASSWORD}\n`,
  );
});

test.afterAll(async () => {
  await server?.stop();
  site?.closeAllConnections();
  await new Promise((resolve) => site?.close(resolve));
});

/** A published student achievement made through the editor's API, as the signed-in page's session. */
async function publishAchievement(page: Page, name: string, linkedin: string): Promise<string> {
  const { csrfToken } = (await (await page.request.get(`${server.url}/admin/api/session`)).json()) as {
    csrfToken: string;
  };
  const headers = { "x-csrf-token": csrfToken };
  const data = {
    name,
    date: "March 2026",
    achievement: "First prize at a hackathon",
    details: "For a campus app.",
    photos: [],
    linkedin_url: linkedin,
  };
  const created = await page.request.post(`${server.url}/admin/api/collections/studentAchievements`, {
    headers,
    data: { data },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await page.request.post(`${server.url}/admin/api/entries/${id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

test("a publisher checks the links and finds a link to an internal address listed as not checked, with a link to its entry", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, server.url, "publisher@dept.example");
  const internal = `${siteBase}/in/no-such-profile`;
  const id = await publishAchievement(page, "Kavya Deshmane", internal);

  await page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Broken links" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Broken links" })).toBeVisible();
  await expect(
    page.getByText("Checks every external link of the site's entries now; nothing is checked automatically."),
  ).toBeVisible();
  await expect(
    page.getByText(
      "Links to an internal address (this server or its network) or to a port other than 80 and 443 are never requested",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Check links" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /^Checked \d+ links at .+: \d+ working, \d+ broken, \d+ not checked\.$/,
    { timeout: 60_000 },
  );

  const notChecked = page.getByRole("table", { name: "Not checked" });
  const row = notChecked.getByRole("row").filter({ hasText: internal });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").nth(1)).toHaveText("not checked: internal address");
  await expect(row.getByRole("link", { name: internal })).toHaveAttribute("rel", "noopener noreferrer");
  const entry = row.getByRole("link", { name: "Kavya Deshmane" });
  await expect(entry).toHaveAttribute("href", `#/e/${id}`);
  await expect(row).toContainText("(Student achievements, linkedin_url)");
  // Listed once on the page (not among the broken ones), and never requested.
  await expect(page.getByRole("row").filter({ hasText: internal })).toHaveCount(1);
  expect(hits).toEqual([]);
  await expectNoAxeViolations(page);

  await entry.click();
  await expect(page.getByRole("heading", { level: 1, name: "Kavya Deshmane" })).toBeVisible();
  await expect(page.getByLabel("LinkedIn URL")).toHaveValue(internal);
});
