/**
 * The traps of issue 35 on fake answers in the real formats (traps-data.ts): the exact set of works
 * per member and the value each field takes after one refresh, the same after the second and the
 * third ("0 updated", Crossref not asked again, its 404 remembered), and a refresh with Crossref
 * hanging ending at its time limit with the failure reported and every work still listed.
 */
import { performance } from "node:perf_hooks";
import type { PackPublication } from "@dept/contract";
import { afterEach, describe, expect, it } from "vitest";
import type { SourceSettings } from "../../src/publications/http.js";
import { observationKey, type Observation } from "../../src/publications/observations.js";
import { refreshPublications, type FacultyIdentifiers } from "../../src/publications/refresh.js";
import { startFakeSources, type FakeSources } from "./fake-sources.js";
import { PRIYA_OPENALEX, PRIYA_ORCID, trapsData, TRAPS_EXPECTED, ZOE_DBLP } from "./traps-data.js";

const faculty: FacultyIdentifiers[] = [
  { id: "priya-raman", name: "Dr. Priya Raman", orcid: PRIYA_ORCID, openalex: PRIYA_OPENALEX },
  { id: "zoe-van-der-berg", name: "Prof. Zoë Van der Berg", dblp: ZOE_DBLP },
];

let fake: FakeSources | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

const settingsFor = (sources: FakeSources, overrides: Partial<SourceSettings> = {}): SourceSettings => ({
  urls: sources.urls,
  contactEmail: "office@cs.example.edu",
  timeoutMs: 20_000,
  retries: 3,
  perHost: 4,
  ...overrides,
});

/** A refresh that keeps what the sources said in `memory`, as the database does. */
async function refresh(
  memory: Map<string, Observation>,
  existing: PackPublication[],
  settings: SourceSettings,
): ReturnType<typeof refreshPublications> {
  const result = await refreshPublications({ faculty, existing, settings, observations: memory });
  for (const o of result.observations) memory.set(observationKey(o.source, o.id), o);
  return result;
}

/** Per member, [key, title, year or null] of each item listing them, sorted by key. */
const listed = (items: PackPublication[]) =>
  Object.fromEntries(
    faculty.map(({ id }) => [
      id,
      items
        .filter((item) => item.faculty.includes(id))
        .map((item) => [item.key, item.title, item.year ?? null])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ]),
  );

describe("a refresh on answers with the sources' traps", () => {
  it("lists every work with the precedence's values, and three refreshes agree", async () => {
    fake = await startFakeSources({ data: trapsData() });
    const memory = new Map<string, Observation>();
    const first = await refresh(memory, [], settingsFor(fake));
    expect(first.summary.failed).toEqual([]);
    expect(listed(first.items)).toEqual(TRAPS_EXPECTED);
    const byKey = new Map(first.items.map((item) => [item.key, item]));
    // Year from Crossref's `issued`, title from Crossref, authors from Crossref, not OpenAlex's online-first 2020.
    expect(byKey.get("doi:10.5555/onlinefirst")).toMatchObject({
      year: 2021,
      title: "Fast Matchings",
      authors: [{ name: "Priya Raman", faculty: "priya-raman" }, { name: "Kofi Mensah" }],
      venue: "Journal of Graph Things",
    });
    // ORCID's null date: dated by Crossref; grouped summaries: one work.
    expect(byKey.get("doi:10.5555/nulldate")).toMatchObject({ year: 2019, authors: [{ name: "Priya Raman" }] });
    expect(first.items.filter((item) => item.doi === "10.5555/grouped")).toHaveLength(1);
    // No date and no authors anywhere: kept, undated, no author made up from the profile's name.
    expect(byKey.get("title:lecture notes on expanders:undated")).toMatchObject({ authors: [], type: "other" });
    expect(byKey.get("title:lecture notes on expanders:undated")!.year).toBeUndefined();
    // A particle family name, as Crossref splits it (DBLP's person, with its trailing full stop
    // dropped, is the same member).
    expect(byKey.get("doi:10.5555/planar")!.authors[0]).toEqual({
      name: "Zoë Van der Berg",
      family: "Van der Berg",
      faculty: "zoe-van-der-berg",
    });
    // The DataCite DOI: asked once, 404, no failure.
    const crossrefAsked = () => fake!.requests.filter((r) => r.source === "crossref").map((r) => r.url);
    expect(crossrefAsked()).toContain("/works/10.5281%2Fzenodo.424242?mailto=office%40cs.example.edu");

    fake.requests.length = 0;
    const second = await refresh(memory, first.items, settingsFor(fake));
    expect(second.summary).toEqual({ added: 0, updated: 0, unchanged: 7, hidden: 0, failed: [] });
    expect(second.items).toEqual(first.items);
    // Crossref's answers, the 404 included, are remembered: not asked again.
    expect(crossrefAsked()).toEqual([]);
    const third = await refresh(memory, second.items, settingsFor(fake));
    expect(third.summary).toEqual({ added: 0, updated: 0, unchanged: 7, hidden: 0, failed: [] });
    expect(third.items).toEqual(first.items);
  });

  it("ends at the source's time limit when Crossref hangs, reports it, and lists every work", async () => {
    fake = await startFakeSources({ data: trapsData() });
    fake.fail("crossref", "/works/", ...Array.from({ length: 40 }, () => ({ kind: "hang" }) as const));
    const started = performance.now();
    const hung = await refresh(new Map(), [], settingsFor(fake, { sourceLimitMs: 1500, refreshLimitMs: 6000 }));
    // The figure for the note (no assertion on time: the limit's error says it was reached).
    console.info(`refresh with Crossref hanging: ${Math.round(performance.now() - started)} ms (limit 1.5 s)`);
    const failed = [...hung.summary.failed].sort((a, b) => a.faculty.localeCompare(b.faculty));
    expect(failed).toEqual([
      { source: "crossref", faculty: "priya-raman", message: expect.stringContaining("time limit (1.5 s) reached") },
      {
        source: "crossref",
        faculty: "zoe-van-der-berg",
        message: expect.stringContaining("time limit (1.5 s) reached"),
      },
    ]);
    expect(Object.values(listed(hung.items)).flat().length).toBe(7);
  });
});
