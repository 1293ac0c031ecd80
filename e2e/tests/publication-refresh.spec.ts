/**
 * "Refresh publications" in the editor (issue 25): a publisher refreshes against the fake sources
 * (real HTTP servers of the test's own on 127.0.0.1, answering from the recorded fixtures), with
 * the results published, follows the progress, reads the summary, and finds the new publications
 * on the site. An editor sees no such control. Axe clean.
 */
import { appendFileSync } from "node:fs";
import path from "node:path";
import { test, expect, expectNoAxeViolations } from "../fixtures/test";
import { startOwnServer, type OwnServer } from "../support/own-server";
import { signIn, STAFF_PASSWORD } from "../support/staff";
import { fixtureData, startFakeSources, type FakeSources } from "../../packages/server/test/publications/fake-sources";

let server: OwnServer;
let fake: FakeSources;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fake = await startFakeSources({ data: fixtureData() });
  // The server the test starts reads the sources' addresses from its environment.
  for (const [source, url] of Object.entries(fake.urls)) process.env[`PUBLICATIONS_${source.toUpperCase()}_URL`] = url;
  server = await startOwnServer();
  appendFileSync(
    path.join(server.packDir, "faculty/01-ilona-varekar.yaml"),
    "orcid: 0000-0002-1825-0097\nopenalex: A5023888391\ndblp: c/JosiahCarberry\n",
  );
  await server.importPack();
  for (const role of ["publisher", "editor"])
    await server.cli(
      ["user", "add", `${role}@dept.example`, "--role", role, "--password-stdin"],
      `${STAFF_PASSWORD}\n`,
    );
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

test("a publisher refreshes the publications, publishes the results and reads the summary", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, server.url, "publisher@dept.example");
  await page
    .getByRole("navigation", { name: "Editor" })
    .getByRole("link", { name: "Publications", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Publications" })).toBeVisible();
  const panel = page.getByRole("region", { name: "Refresh from ORCID, OpenAlex, Crossref and DBLP" });
  await panel.getByRole("checkbox", { name: "Publish the results" }).check();
  await panel.getByRole("button", { name: "Refresh publications" }).click();
  await expect(panel.getByRole("status")).toHaveText("The refresh is done and its results are published.", {
    timeout: 60_000,
  });
  const summary = panel.getByRole("table", { name: "What the refresh did" });
  await expect(summary.getByRole("row", { name: /^Added \d+$/ })).toBeVisible();
  await expect(summary.getByRole("row", { name: "Sources that failed 0" })).toBeVisible();
  await expectNoAxeViolations(page);

  // The new publications are on the site at once.
  const answer = await page.request.get(`${server.url}/api/publications?faculty=ilona-varekar`);
  const { publications } = (await answer.json()) as { publications: { title: string }[] };
  expect(publications.length).toBeGreaterThan(5);
  expect(fake.requests.length).toBeGreaterThan(0);
});

test("a publisher hides a publication with its checkbox: saved as corrected by hand, and off the site once published", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const title = "Carbon-aware job queues for university compute clusters";
  await signIn(page, server.url, "publisher@dept.example");
  await page
    .getByRole("navigation", { name: "Editor" })
    .getByRole("link", { name: "Publications", exact: true })
    .click();
  await page.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Corrected by hand: No")).toBeVisible();
  const hidden = page.getByRole("checkbox", { name: "Hidden" });
  await expect(hidden).not.toBeChecked();
  await hidden.check();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Draft saved.");
  // A fact of the entry, not a choice: shown as text, never as a control.
  await expect(page.getByText("Corrected by hand: Yes")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Corrected by hand" })).toHaveCount(0);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page
    .getByRole("dialog", { name: `Publish "${title}"?` })
    .getByRole("button", { name: "Publish", exact: true })
    .click();
  await expect(page.getByRole("status").first()).toHaveText("Published: visitors see it now.");
  const { publications } = (await (await page.request.get(`${server.url}/api/publications`)).json()) as {
    publications: { title: string }[];
  };
  expect(publications.map((item) => item.title)).not.toContain(title);
});

test("an editor has no refresh control", async ({ page }) => {
  await signIn(page, server.url, "editor@dept.example");
  await page
    .getByRole("navigation", { name: "Editor" })
    .getByRole("link", { name: "Publications", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Publications" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Refresh publications" })).toHaveCount(0);
});
