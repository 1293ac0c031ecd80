/**
 * Review cannot be bypassed through the publications refresh (issue 36): a faculty account saves
 * ORCID, OpenAlex and DBLP ids in its unreviewed draft; neither the editor's "Refresh publications"
 * with "Publish the results" nor the CLI's `publications refresh --publish` (refreshAndStore) asks
 * any source for them or publishes anything. Once the profile is published, the same ids are read,
 * and a second refresh, reading what the first stored, updates nothing.
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import type { EntryDetail, EntrySummary, PublicationRefreshState } from "@dept/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshAndStore } from "../src/publications/store.js";
import { fixtureData, startFakeSources, type FakeSources } from "./publications/fake-sources.js";
import { testDatabases } from "./support/databases.js";
import { editorTestApp, signIn, type EditorTestApp, type Staff } from "./support/staff.js";
import { startApp } from "./support/test-app.js";

describe.each(testDatabases)("the publications refresh reads live profiles only on $name", (database) => {
  let fake: FakeSources;
  let setup: EditorTestApp;
  let app: EditorTestApp["app"];
  let publisher: Staff;

  beforeAll(async () => {
    fake = await startFakeSources({ data: fixtureData() });
    setup = await editorTestApp(database);
    // The same database, served by an app whose refresh reads the fake sources.
    await setup.app.close();
    app = await startApp({ databaseUrl: setup.databaseUrl, dataDir: setup.dataDir, publicationSources: fake.urls });
    setup.app = app;
    publisher = await signIn(app, "publisher@dept.example", undefined, "192.0.2.21");
  });
  afterAll(async () => {
    await fake.close();
    await setup.close();
  });

  const publications = async () =>
    (await publisher.call("GET", "/admin/api/collections/publications")).json<{ entries: EntrySummary[] }>().entries;

  it("fetches and publishes nothing for ids that are only in a faculty account's draft", async () => {
    const faculty = await signIn(app, "ada@dept.example", undefined, "192.0.2.22");
    const own = (await faculty.call("GET", "/admin/api/collections/faculty"))
      .json<{ entries: EntrySummary[] }>()
      .entries.find((entry) => entry.title.includes("Ada"));
    const opened = (await faculty.call("GET", `/admin/api/entries/${own!.id}`)).json<EntryDetail>();
    const saved = await faculty.call("PUT", `/admin/api/entries/${own!.id}`, {
      data: { ...opened.data, orcid: "0000-0002-1825-0097", openalex: "A5023888391", dblp: "c/JosiahCarberry" },
      base: opened.head,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EntryDetail>().state).toBe("draft");

    const started = await publisher.call("POST", "/admin/api/publication-refresh", { publish: true });
    expect(started.statusCode, started.body).toBe(202);
    let state = started.json<PublicationRefreshState>();
    while (state.state === "running") {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = (await publisher.call("GET", "/admin/api/publication-refresh")).json<PublicationRefreshState>();
    }
    expect(state.summary).toEqual({ added: 0, updated: 0, unchanged: 0, hidden: 0, failed: [] });

    const cli = await refreshAndStore(app.database, {
      urls: fake.urls,
      publish: true,
      actor: "cli",
      address: "-",
    });
    expect(cli.summary.added).toBe(0);
    expect(cli.version).toBeUndefined();
    expect(fake.requests).toEqual([]);
    expect(await publications()).toEqual([]);

    // Reviewed and published, the ids are the profile's: the refresh reads them.
    expect((await publisher.call("POST", `/admin/api/entries/${own!.id}/publish`, {})).statusCode).toBe(200);
    const after = await refreshAndStore(app.database, { urls: fake.urls, publish: false, actor: "cli", address: "-" });
    expect(after.summary.added).toBeGreaterThan(0);
    expect(fake.requests.map((request) => request.source)).toContain("orcid");

    // What the sources said is stored: a second refresh with nothing changed updates nothing and asks Crossref nothing.
    fake.requests.length = 0;
    const again = await refreshAndStore(app.database, { urls: fake.urls, publish: false, actor: "cli", address: "-" });
    expect(again.summary).toMatchObject({ added: 0, updated: 0, unchanged: after.summary.added, failed: [] });
    expect(fake.requests.filter((request) => request.source === "crossref")).toEqual([]);
  });
});
