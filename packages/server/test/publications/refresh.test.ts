/**
 * refreshPublications against the fake sources: the recorded fixtures merged into exactly the
 * expected items; a second refresh changing nothing; corrections, hidden and hand-added items
 * kept; each failure mode (429 then success, 500, a timeout, malformed JSON) leaving the failed
 * source's items as they were and reported; and a department of 30 members with 2,000 works with
 * 100 ms of latency per request, its duplicates counted.
 */
import type { PackPublication } from "@dept/contract";
import { packPublication } from "@dept/contract";
import { afterEach, describe, expect, it } from "vitest";
import { refreshPublications, type FacultyIdentifiers } from "../../src/publications/refresh.js";
import type { SourceSettings } from "../../src/publications/http.js";
import { fixtureData, startFakeSources, type FakeSources } from "./fake-sources.js";
import { generateDepartment } from "./generate.js";

const josiah: FacultyIdentifiers = {
  id: "josiah-carberry",
  name: "Josiah Carberry",
  orcid: "0000-0002-1825-0097",
  openalex: "A5023888391",
  dblp: "c/JosiahCarberry",
};
const ada: FacultyIdentifiers = { id: "ada-brewer", name: "Ada Brewer", openalex: "A5000000002" };
const faculty = [josiah, ada];

let fake: FakeSources | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const settingsFor = (sources: FakeSources, overrides: Partial<SourceSettings> = {}): SourceSettings => ({
  urls: sources.urls,
  contactEmail: "office@cs.example.edu",
  timeoutMs: 2000,
  retries: 1,
  perHost: 4,
  ...overrides,
});

const byKey = (items: PackPublication[]) => new Map(items.map((item) => [item.key, item]));

describe("a refresh on the recorded fixtures", () => {
  it("merges the four sources into six items, each with all its sources", async () => {
    fake = await startFakeSources({ data: fixtureData(), openalexPageSize: 2 });
    const progress: [number, number][] = [];
    const { items, summary } = await refreshPublications({
      faculty,
      existing: [],
      settings: settingsFor(fake),
      onProgress: (done, total) => progress.push([done, total]),
    });

    expect(summary).toEqual({ added: 6, updated: 0, unchanged: 0, hidden: 0, failed: [] });
    expect(progress).toHaveLength(5);
    expect(progress.at(-1)).toEqual([5, 5]);
    for (const item of items) expect(packPublication.safeParse(item).success).toBe(true);
    const found = byKey(items);
    expect([...found.keys()].sort()).toEqual([
      "doi:10.5555/101010",
      "doi:10.5555/12345678",
      "doi:10.5555/555555555",
      "doi:10.5555/777777",
      "title:cracked pots and their significance:2012",
      "title:glazes cracks and meaning:2021",
    ]);
    expect(found.get("doi:10.5555/12345678")).toEqual({
      key: "doi:10.5555/12345678",
      title: "Toward a Unified Theory of High-Energy Metaphysics: Silly String Theory",
      authors: [{ name: "Josiah Carberry", faculty: "josiah-carberry" }, { name: "Mara Quill" }],
      faculty: ["josiah-carberry"],
      year: 2008,
      type: "article",
      venue: "Journal of Psychoceramics",
      doi: "10.5555/12345678",
      sources: [
        { source: "openalex", id: "W4000000001" },
        { source: "orcid", id: "1001" },
      ],
    });
    // Co-authored by two members: one item, both marked.
    expect(found.get("doi:10.5555/777777")).toMatchObject({
      faculty: ["josiah-carberry", "ada-brewer"],
      authors: [
        { name: "Ada Brewer", faculty: "ada-brewer" },
        { name: "Josiah Carberry", faculty: "josiah-carberry" },
      ],
      type: "conference",
    });
    // Only a DOI from ORCID: Crossref gave the authors.
    expect(found.get("doi:10.5555/555555555")).toMatchObject({
      title: "The Psychoceramics of Teapots",
      authors: [{ name: "Josiah Carberry", faculty: "josiah-carberry" }, { name: "Lin Okafor" }],
      sources: [
        { source: "crossref", id: "10.5555/555555555" },
        { source: "orcid", id: "1004" },
      ],
    });
    // The same title and year without a DOI: one item from DBLP and ORCID, and one from OpenAlex and DBLP.
    expect(found.get("title:cracked pots and their significance:2012")).toMatchObject({
      title: "Cracked Pots and Their Significance",
      venue: "ICP",
      sources: [{ source: "dblp" }, { source: "orcid" }],
    });
    expect(found.get("title:glazes cracks and meaning:2021")).toMatchObject({
      type: "preprint",
      url: "https://zenodo.org/records/1234567",
      sources: [{ source: "openalex" }, { source: "dblp" }],
    });
    expect(fake.requests.filter((r) => r.source === "crossref").map((r) => r.url)).toEqual([
      "/works/10.5555%2F555555555?mailto=office%40cs.example.edu",
    ]);
  });

  it("changes nothing on a second refresh, and keeps corrections, hidden and hand-added items", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    const first = await refreshPublications({ faculty, existing: [], settings: settingsFor(fake) });
    const again = await refreshPublications({ faculty, existing: first.items, settings: settingsFor(fake) });
    expect(again.items).toEqual(first.items);
    expect(again.summary).toEqual({ added: 0, updated: 0, unchanged: 6, hidden: 0, failed: [] });

    const corrected = {
      ...byKey(first.items).get("doi:10.5555/12345678")!,
      title: "Silly String Theory (corrected)",
      venue: "J. Psychoceramics",
      curated: true,
    };
    const hidden = { ...byKey(first.items).get("title:cracked pots and their significance:2012")!, hidden: true };
    const manual: PackPublication = {
      key: "title:a talk on teapots:2020",
      title: "A talk on teapots",
      authors: [{ name: "Josiah Carberry", faculty: "josiah-carberry" }],
      faculty: ["josiah-carberry"],
      year: 2020,
      type: "other",
      sources: [{ source: "manual", id: "1" }],
      curated: true,
    };
    const existing = [
      ...first.items.map((item) => (item.key === corrected.key ? corrected : item.key === hidden.key ? hidden : item)),
      manual,
    ];
    const third = await refreshPublications({ faculty, existing, settings: settingsFor(fake) });
    expect(third.items).toEqual(existing);
    expect(third.summary).toEqual({ added: 0, updated: 0, unchanged: 5, hidden: 1, failed: [] });
  });

  it("leaves an item typed in by hand as it is, and adds no second item for the same work", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    const typed: PackPublication = {
      key: "doi:10.5555/101010",
      title: "Fragility of teacups (typed by hand)",
      authors: [{ name: "J. Carberry", faculty: "josiah-carberry" }],
      faculty: ["josiah-carberry"],
      year: 2020,
      type: "article",
      doi: "10.5555/101010",
      sources: [{ source: "manual", id: "typed-1" }],
    };
    const { items, summary } = await refreshPublications({ faculty, existing: [typed], settings: settingsFor(fake) });
    expect(items).toHaveLength(6);
    expect(items[0]).toBe(typed);
    expect(items.filter((item) => item.doi === "10.5555/101010")).toEqual([typed]);
    expect(summary).toMatchObject({ added: 5, unchanged: 1 });
  });

  it("refreshes one member only when asked", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    const first = await refreshPublications({ faculty, existing: [], settings: settingsFor(fake) });
    fake.requests.length = 0;
    const only = await refreshPublications({
      faculty,
      existing: first.items,
      settings: settingsFor(fake),
      only: "ada-brewer",
    });
    expect(fake.requests.map((r) => r.source)).toEqual(["openalex"]);
    expect(only.items).toEqual(first.items);
    expect(only.summary).toMatchObject({ added: 0, updated: 0, unchanged: 1 });
    await expect(
      refreshPublications({ faculty, existing: [], settings: settingsFor(fake), only: "nobody" }),
    ).rejects.toThrow('no faculty member "nobody"');
  });
});

describe("a source failing for a member", () => {
  const failing = async (arrange: (sources: FakeSources) => void, overrides: Partial<SourceSettings> = {}) => {
    fake = await startFakeSources({ data: fixtureData() });
    const first = await refreshPublications({ faculty, existing: [], settings: settingsFor(fake) });
    arrange(fake);
    const second = await refreshPublications({
      faculty,
      existing: first.items,
      settings: settingsFor(fake, overrides),
    });
    return { first, second };
  };

  it("429 with Retry-After, then an answer: no failure", async () => {
    const { first, second } = await failing((sources) =>
      sources.fail("openalex", "A5023888391", { status: 429, retryAfter: "1" }),
    );
    expect(second.summary.failed).toEqual([]);
    expect(second.items).toEqual(first.items);
  });

  it("500 on every try: reported, and that source's items left as they were", async () => {
    const { first, second } = await failing((sources) =>
      sources.fail("openalex", "A5023888391", { status: 500 }, { status: 500 }),
    );
    expect(second.summary.failed).toEqual([
      { source: "openalex", faculty: "josiah-carberry", message: expect.stringContaining("HTTP 500") },
    ]);
    expect(second.items).toEqual(first.items);
    expect(second.summary.updated).toBe(0);
  });

  it("no answer within the timeout: reported, items as they were", async () => {
    const { first, second } = await failing((sources) => sources.fail("dblp", "JosiahCarberry", { kind: "hang" }), {
      timeoutMs: 400,
      retries: 0,
    });
    expect(second.summary.failed).toEqual([
      { source: "dblp", faculty: "josiah-carberry", message: expect.stringContaining("within 400 ms") },
    ]);
    expect(second.items).toEqual(first.items);
  });

  it("malformed JSON: reported, items as they were", async () => {
    const { first, second } = await failing((sources) => sources.fail("orcid", "/works", { kind: "malformed" }));
    expect(second.summary.failed).toEqual([
      { source: "orcid", faculty: "josiah-carberry", message: "ORCID answered malformed JSON" },
    ]);
    expect(second.items).toEqual(first.items);
  });
});

describe("a department of 30 members with 2,000 works", () => {
  it(
    "merges every duplicate, and keeps a correction and a hidden item across a second refresh",
    { timeout: 120_000 },
    async () => {
      const department = generateDepartment();
      expect(department.records).toBe(2000);
      expect(department.members).toHaveLength(30);
      fake = await startFakeSources({ data: department.data, latencyMs: 100, openalexPageSize: 25 });
      const settings = settingsFor(fake, { timeoutMs: 10_000, retries: 2 });

      const first = await refreshPublications({ faculty: department.members, existing: [], settings });
      expect(first.summary.failed).toEqual([]);
      expect(first.items).toHaveLength(department.expected.length);
      expect(first.items).toHaveLength(1220);
      expect(first.summary.added).toBe(1220);
      const found = byKey(first.items);
      expect(found.size).toBe(1220);
      for (const group of department.expected) {
        const item = found.get(group.key);
        expect(item, group.key).toBeDefined();
        expect([...new Set(item!.sources.map((s) => s.source))].sort(), group.key).toEqual([...group.sources].sort());
        expect([...item!.faculty].sort(), group.key).toEqual(group.faculty);
        expect(
          item!.authors.some((a) => a.faculty !== undefined),
          group.key,
        ).toBe(true);
      }
      expect(department.expected.filter((g) => g.kind === "co-authored")).toHaveLength(30);
      expect(maxInFlight(fake)).toBeLessThanOrEqual(4);

      const [one, two] = department.expected.filter((g) => g.kind === "orcid+openalex+dblp");
      const corrected = { ...found.get(one!.key)!, title: "A corrected title", curated: true };
      const hidden = { ...found.get(two!.key)!, hidden: true };
      const existing = first.items.map((item) =>
        item.key === corrected.key ? corrected : item.key === hidden.key ? hidden : item,
      );
      const second = await refreshPublications({ faculty: department.members, existing, settings });
      expect(second.summary).toEqual({ added: 0, updated: 0, unchanged: 1219, hidden: 1, failed: [] });
      expect(second.items).toEqual(existing);
    },
  );
});

const maxInFlight = (sources: FakeSources) => Math.max(...Object.values(sources.maxInFlight));
