/**
 * The publications refresh through the real admin API (issue 25), against the fake sources: the
 * first refresh writes drafts, a second start while one runs is refused, a person's correction and
 * a hidden item survive a second refresh that publishes, and export then import keeps the
 * publications with their corrections. Then: an import of a pack without publications.yaml keeps
 * them, an unpublished item stays unpublished, a correction saved while a refresh reads is kept, a
 * publication naming an unknown faculty id is refused, and a stopped refresh ends "stopped".
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
import fs from "node:fs";
import {
  NO_AUTHORS_NOTE,
  publicationList,
  type EntryDetail,
  type EntrySummary,
  type PublicationRefreshState,
} from "@dept/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exportPack } from "../src/content/export-pack.js";
import { RefreshJob } from "../src/publications/refresh-job.js";
import { refreshInputs, storeItems } from "../src/publications/store.js";
import { fixtureData, startFakeSources, type FakeSources } from "./publications/fake-sources.js";
import { testDatabases } from "./support/databases.js";
import { addStaff, signIn, type Staff } from "./support/staff.js";
import { importInto, startApp } from "./support/test-app.js";
import { newTestPack, readYaml, tempDir, writeYaml } from "./support/test-pack.js";

/** Gives Ada the fixtures' identifiers (ORCID's example record) and Alan the co-author's OpenAlex id. */
function withIdentifiers(pack: string): void {
  const ada = readYaml<Record<string, unknown>>(pack, "faculty/01-ada.yaml");
  writeYaml(pack, "faculty/01-ada.yaml", {
    ...ada,
    orcid: "0000-0002-1825-0097",
    openalex: "A5023888391",
    dblp: "c/JosiahCarberry",
  });
  const alan = readYaml<Record<string, unknown>>(pack, "faculty/02-alan.yaml");
  writeYaml(pack, "faculty/02-alan.yaml", { ...alan, openalex: "A5000000002" });
}

describe.each(testDatabases)("the publications refresh on $name", (database) => {
  let app: FastifyInstance;
  let fake: FakeSources;
  let publisher: Staff;
  let pack: string;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    // Some latency, so a refresh is still running when a second one is asked for.
    fake = await startFakeSources({ data: fixtureData(), latencyMs: 40 });
    const created = await database.create();
    pack = await newTestPack();
    withIdentifiers(pack);
    app = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir, publicationSources: fake.urls });
    cleanups.push(
      () => fake.close(),
      () => app.close(),
      created.drop,
      () => fs.rmSync(pack, { recursive: true, force: true }),
    );
    await importInto(app, pack);
    await addStaff(app, "publisher@dept.example", "publisher");
    publisher = await signIn(app, "publisher@dept.example");
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** Starts a refresh and waits for it to end, reading its state as the editor does. */
  async function refresh(publish: boolean): Promise<PublicationRefreshState> {
    const started = await publisher.call("POST", "/admin/api/publication-refresh", { publish });
    expect(started.statusCode, started.body).toBe(202);
    let state = started.json<PublicationRefreshState>();
    while (state.state === "running") {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = (await publisher.call("GET", "/admin/api/publication-refresh")).json<PublicationRefreshState>();
    }
    return state;
  }

  const entries = async () =>
    (await publisher.call("GET", "/admin/api/collections/publications")).json<{ entries: EntrySummary[] }>().entries;
  const entry = async (id: string) => (await publisher.call("GET", `/admin/api/entries/${id}`)).json<EntryDetail>();
  const shown = async (target = app) =>
    publicationList.parse((await target.inject({ method: "GET", url: "/api/publications" })).json()).publications;

  it("writes what the sources list as drafts, one refresh at a time", async () => {
    const started = await publisher.call("POST", "/admin/api/publication-refresh", { publish: false });
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ state: "running", publish: false });
    const second = await publisher.call("POST", "/admin/api/publication-refresh", { publish: true });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      error: { code: "conflict", message: "A publications refresh is running already; wait for it to finish." },
    });
    let state = started.json<PublicationRefreshState>();
    while (state.state === "running") {
      await new Promise((resolve) => setTimeout(resolve, 20));
      state = (await publisher.call("GET", "/admin/api/publication-refresh")).json<PublicationRefreshState>();
    }
    expect(state.state).toBe("done");
    expect(state.done).toBe(state.total);
    expect(state.summary?.failed).toEqual([]);
    const added = state.summary!.added;
    expect(added).toBeGreaterThan(3);
    const drafts = await entries();
    expect(drafts).toHaveLength(added);
    expect(drafts.every((row) => row.state === "draft" && !row.live)).toBe(true);
    // The editor's list marks a work no source names authors for (issue 35), and only those.
    for (const row of drafts) {
      const authors = (await entry(row.id)).data.authors as unknown[];
      expect(row.note, row.title).toBe(authors.length === 0 ? NO_AUTHORS_NOTE : undefined);
    }
    expect(drafts.some((row) => row.note === NO_AUTHORS_NOTE)).toBe(true);
    // Drafts wait for review: visitors see none of them yet; a draft's preview shows it.
    expect(await shown()).toEqual([]);
    const preview = await publisher.call(
      "GET",
      `/admin/preview/${drafts[0]!.id}/api/publications?faculty=ada.lovelace`,
    );
    expect(preview.statusCode).toBe(200);
    expect(publicationList.parse(preview.json()).publications.map((item) => item.title)).toEqual([drafts[0]!.title]);
    expect(
      (await publisher.call("POST", "/admin/api/publication-refresh", { publish: false, faculty: "nobody" }))
        .statusCode,
    ).toBe(404);
  });

  it("keeps a person's correction and a hidden item across a refresh that publishes", async () => {
    const [first, second] = await entries();
    const corrected = await entry(first!.id);
    const saved = await publisher.call("PUT", `/admin/api/entries/${corrected.id}`, {
      data: { ...corrected.data, title: "A title corrected by hand" },
      base: corrected.head,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EntryDetail>().data).toMatchObject({ title: "A title corrected by hand", curated: true });
    const hidden = await entry(second!.id);
    expect(
      (
        await publisher.call("PUT", `/admin/api/entries/${hidden.id}`, {
          data: { ...hidden.data, hidden: true },
          base: hidden.head,
        })
      ).statusCode,
    ).toBe(200);
    for (const id of [corrected.id, hidden.id])
      expect((await publisher.call("POST", `/admin/api/entries/${id}/publish`, {})).statusCode).toBe(200);

    const state = await refresh(true);
    expect(state.state).toBe("done");
    expect(state.summary).toMatchObject({ added: 0, hidden: 1, failed: [] });
    const rows = await entries();
    expect(rows.every((row) => row.state === "published" && row.live)).toBe(true);
    expect((await entry(corrected.id)).data).toMatchObject({ title: "A title corrected by hand", curated: true });
    expect((await entry(hidden.id)).data).toMatchObject({ hidden: true });
    const titles = (await shown()).map((item) => item.title);
    expect(titles).toContain("A title corrected by hand");
    expect(titles).not.toContain(String(hidden.data.title));
    expect(titles).toHaveLength(rows.length - 1);

    // A third refresh finds nothing new: no revision, no publication.
    const before = (await publisher.call("GET", "/admin/api/publications")).json<{ publications: unknown[] }>()
      .publications.length;
    expect((await refresh(true)).summary).toMatchObject({ added: 0, updated: 0 });
    expect(
      (await publisher.call("GET", "/admin/api/publications")).json<{ publications: unknown[] }>().publications,
    ).toHaveLength(before);
  });

  it("keeps the publications and their corrections through export and import", async () => {
    const dir = tempDir("export");
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    fs.rmSync(dir, { recursive: true, force: true });
    await exportPack(app.database, app.blobStore, dir);
    const exported = readYaml<{ title: string; curated?: boolean; hidden?: boolean }[]>(dir, "publications.yaml");
    expect(exported).toContainEqual(expect.objectContaining({ title: "A title corrected by hand", curated: true }));
    expect(exported.filter((item) => item.hidden)).toHaveLength(1);

    const created = await database.create();
    const copy = await startApp({ databaseUrl: created.databaseUrl, dataDir: created.dataDir });
    cleanups.push(() => copy.close(), created.drop);
    await importInto(copy, dir);
    expect(await shown(copy)).toEqual(await shown());
    const again = await copy.inject({ method: "GET", url: "/api/publications?faculty=ada.lovelace" });
    expect(again.json()).toEqual(
      (await app.inject({ method: "GET", url: "/api/publications?faculty=ada.lovelace" })).json(),
    );
  });

  it("leaves the publications as they are when an imported pack has no publications.yaml", async () => {
    expect(fs.existsSync(`${pack}/publications.yaml`)).toBe(false);
    const before = await shown();
    const rows = await entries();
    expect(before.length).toBeGreaterThan(3);
    await importInto(app, pack);
    expect(await shown()).toEqual(before);
    expect((await entries()).map((row) => [row.id, row.state])).toEqual(rows.map((row) => [row.id, row.state]));
  });

  it("never publishes again an item a person unpublished", async () => {
    const rows = await entries();
    const target = rows.find((row) => row.state === "published" && !row.title.includes("corrected"))!;
    expect((await publisher.call("POST", `/admin/api/entries/${target.id}/unpublish`, {})).statusCode).toBe(200);
    const state = await refresh(true);
    expect(state.state).toBe("done");
    expect(state.summary).toMatchObject({ added: 0, updated: 0 });
    expect((await entries()).find((row) => row.id === target.id)).toMatchObject({ state: "unpublished", live: false });
    expect((await shown()).map((item) => item.title)).not.toContain(target.title);
  });

  it("keeps a correction saved while a refresh read the sources, and writes the entries nobody changed", async () => {
    const inputs = await refreshInputs(app.database.db);
    const rows = (await entries()).filter((row) => row.state === "published");
    const details = await Promise.all(rows.map((row) => entry(row.id)));
    const [corrected, untouched] = details.filter(
      (detail) => detail.data.curated !== true && detail.data.hidden !== true,
    );
    // Saved between the refresh's read and its write.
    const saved = await publisher.call("PUT", `/admin/api/entries/${corrected!.id}`, {
      data: { ...corrected!.data, title: "Corrected during the refresh" },
      base: corrected!.head,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fromSources = [corrected!, untouched!].map((detail) => ({
      ...inputs.existing.find((item) => item.key === detail.data.key)!,
      venue: "A venue the sources now give",
    }));
    await storeItems(app.database, fromSources, inputs.heads, {
      publish: false,
      actor: "test",
      address: "-",
      summary: "test",
    });
    expect((await entry(corrected!.id)).data).toMatchObject({ title: "Corrected during the refresh", curated: true });
    expect((await entry(corrected!.id)).data.venue).not.toBe("A venue the sources now give");
    expect((await entry(untouched!.id)).data).toMatchObject({ venue: "A venue the sources now give" });
  });

  it("refuses a publication naming a faculty id that has no profile, as pack validation does", async () => {
    const [row] = await entries();
    const detail = await entry(row!.id);
    const data = { ...detail.data, faculty: ["nobody.here"], authors: [{ name: "A. Person" }] };
    const saved = await publisher.call("PUT", `/admin/api/entries/${detail.id}`, { data, base: detail.head });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual({
      error: { code: "invalid_entry", message: 'faculty.0: no faculty profile has the id "nobody.here"' },
    });
    const author = {
      ...detail.data,
      authors: [
        { name: "A. Person", faculty: "ada.lovelace" },
        { name: "B. Person", faculty: "nobody.here" },
      ],
    };
    const created = await publisher.call("POST", "/admin/api/collections/publications", {
      data: { ...author, key: "title:another work:2020", title: "Another work", year: 2020 },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json<{ error: { message: string } }>().error.message).toBe(
      'authors.1.faculty: no faculty profile has the id "nobody.here"',
    );
  });

  it("stops a running refresh when asked (the server closing), storing nothing", async () => {
    fake.fail("orcid", "/works", { kind: "hang" });
    const before = await entries();
    const job = new RefreshJob(app.database, fake.urls, async () => undefined);
    job.start({ publish: true, actor: "test", address: "-" });
    await job.stop();
    expect(job.state).toMatchObject({ state: "failed", error: "stopped" });
    expect(await entries()).toEqual(before);
  });
});
