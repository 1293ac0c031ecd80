/**
 * refreshPublications against the fake sources: the recorded fixtures merged into exactly the
 * expected items; a second refresh changing nothing; corrections, hidden and hand-added items
 * kept; each failure mode (429 then success, 500, a timeout, malformed JSON) leaving the failed
 * source's items as they were and reported. The department of 2,000 works: refresh-department.test.ts.
 */
import type { PackPublication } from "@dept/contract";
import { packPublication } from "@dept/contract";
import { afterEach, describe, expect, it } from "vitest";
import { refreshPublications, type FacultyIdentifiers } from "../../src/publications/refresh.js";
import type { SourceSettings } from "../../src/publications/http.js";
import { observationKey, type Observation } from "../../src/publications/observations.js";
import { fixtureData, startFakeSources, type FakeSources } from "./fake-sources.js";

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
/** What the sources said, kept between one test's refreshes as the database keeps it (observations.ts). */
let memory = new Map<string, Observation>();
afterEach(async () => {
  await fake?.close();
  fake = undefined;
  memory = new Map();
});

/** refreshPublications with the observations the earlier refreshes of the test stored. */
async function refresh(input: Omit<Parameters<typeof refreshPublications>[0], "observations">) {
  const result = await refreshPublications({ ...input, observations: memory });
  for (const observation of result.observations)
    memory.set(observationKey(observation.source, observation.id), observation);
  return result;
}

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
  it("merges the four sources into seven items, each with all its sources, the undated one kept", async () => {
    fake = await startFakeSources({ data: fixtureData(), openalexPageSize: 2 });
    const progress: [number, number][] = [];
    const { items, summary } = await refresh({
      faculty,
      existing: [],
      settings: settingsFor(fake),
      onProgress: (done, total) => progress.push([done, total]),
    });

    expect(summary).toEqual({ added: 7, updated: 0, unchanged: 0, hidden: 0, failed: [] });
    expect(progress).toHaveLength(6);
    expect(progress.at(-1)).toEqual([6, 6]);
    for (const item of items) expect(packPublication.safeParse(item).success).toBe(true);
    const found = byKey(items);
    expect([...found.keys()].sort()).toEqual([
      "doi:10.5555/101010",
      "doi:10.5555/12345678",
      "doi:10.5555/555555555",
      "doi:10.5555/777777",
      "title:cracked pots and their significance:2012",
      "title:glazes cracks and meaning:2021",
      "title:notes on an undated lecture:undated",
    ]);
    // ORCID's work without a publication date, which no other source lists: kept, undated, no authors.
    expect(found.get("title:notes on an undated lecture:undated")).toEqual({
      key: "title:notes on an undated lecture:undated",
      title: "Notes on an undated lecture",
      authors: [],
      faculty: ["josiah-carberry"],
      type: "other",
      sources: [{ source: "orcid", id: "1005" }],
    });
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
    // Title precedence puts ORCID before DBLP (docs/behaviour.md): ORCID's spelling is kept.
    expect(found.get("title:cracked pots and their significance:2012")).toMatchObject({
      title: "Cracked pots and their significance",
      venue: "ICP",
      sources: [{ source: "dblp" }, { source: "orcid" }],
    });
    expect(found.get("title:glazes cracks and meaning:2021")).toMatchObject({
      type: "preprint",
      url: "https://zenodo.org/records/1234567",
      sources: [{ source: "dblp" }, { source: "openalex" }],
    });
    // Every DOI is asked once (its `issued` year and title win); the fixtures' other DOIs are 404s there.
    expect(
      fake.requests
        .filter((r) => r.source === "crossref")
        .map((r) => r.url)
        .sort(),
    ).toEqual(
      ["101010", "12345678", "555555555", "777777"].map(
        (doi) => `/works/10.5555%2F${doi}?mailto=office%40cs.example.edu`,
      ),
    );
  });

  it("changes nothing on a second refresh, and keeps corrections, hidden and hand-added items", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    const first = await refresh({ faculty, existing: [], settings: settingsFor(fake) });
    const again = await refresh({ faculty, existing: first.items, settings: settingsFor(fake) });
    expect(again.items).toEqual(first.items);
    expect(again.summary).toEqual({ added: 0, updated: 0, unchanged: 7, hidden: 0, failed: [] });

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
    const third = await refresh({ faculty, existing, settings: settingsFor(fake) });
    expect(third.items).toEqual(existing);
    expect(third.summary).toEqual({ added: 0, updated: 0, unchanged: 6, hidden: 1, failed: [] });
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
    const { items, summary } = await refresh({ faculty, existing: [typed], settings: settingsFor(fake) });
    expect(items).toHaveLength(7);
    expect(items[0]).toBe(typed);
    expect(items.filter((item) => item.doi === "10.5555/101010")).toEqual([typed]);
    expect(summary).toMatchObject({ added: 6, unchanged: 1 });
  });

  it("refreshes one member only when asked", async () => {
    fake = await startFakeSources({ data: fixtureData() });
    const first = await refresh({ faculty, existing: [], settings: settingsFor(fake) });
    fake.requests.length = 0;
    const only = await refresh({
      faculty,
      existing: first.items,
      settings: settingsFor(fake),
      only: "ada-brewer",
    });
    expect(fake.requests.map((r) => r.source)).toEqual(["openalex"]);
    expect(only.items).toEqual(first.items);
    expect(only.summary).toMatchObject({ added: 0, updated: 0, unchanged: 1 });
    await expect(refresh({ faculty, existing: [], settings: settingsFor(fake), only: "nobody" })).rejects.toThrow(
      'no faculty member "nobody"',
    );
  });
});

describe("a source failing for a member", () => {
  const failing = async (arrange: (sources: FakeSources) => void, overrides: Partial<SourceSettings> = {}) => {
    fake = await startFakeSources({ data: fixtureData() });
    const first = await refresh({ faculty, existing: [], settings: settingsFor(fake) });
    arrange(fake);
    const second = await refresh({
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

  it("malformed JSON once: retried like a 5xx, no failure", async () => {
    const { first, second } = await failing((sources) => sources.fail("orcid", "/works", { kind: "malformed" }));
    expect(second.summary.failed).toEqual([]);
    expect(second.items).toEqual(first.items);
  });

  it("malformed JSON on every try: reported, items as they were", async () => {
    const { first, second } = await failing((sources) =>
      sources.fail("orcid", "/works", { kind: "malformed" }, { kind: "malformed" }),
    );
    expect(second.summary.failed).toEqual([
      { source: "orcid", faculty: "josiah-carberry", message: expect.stringContaining("malformed body 2 times") },
    ]);
    expect(second.items).toEqual(first.items);
  });
});
