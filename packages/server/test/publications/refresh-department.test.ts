/**
 * refreshPublications on a department of 30 members with 2,000 works with 100 ms of latency per
 * request: every duplicate merged, and a correction and a hidden item kept across a second refresh.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { PackPublication } from "@dept/contract";
import { observationKey, type Observation } from "../../src/publications/observations.js";
import { refreshPublications } from "../../src/publications/refresh.js";
import { startFakeSources, type FakeSources } from "./fake-sources.js";
import { generateDepartment } from "./generate.js";

let fake: FakeSources | undefined;
const memory = new Map<string, Observation>();
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** refreshPublications with the observations the earlier refreshes stored. */
async function refresh(input: Omit<Parameters<typeof refreshPublications>[0], "observations">) {
  const result = await refreshPublications({ ...input, observations: memory });
  for (const o of result.observations) memory.set(observationKey(o.source, o.id), o);
  return result;
}

const byKey = (items: PackPublication[]) => new Map(items.map((item) => [item.key, item]));
const settingsFor = (sources: FakeSources, overrides: { timeoutMs: number; retries: number }) => ({
  urls: sources.urls,
  contactEmail: "office@cs.example.edu",
  perHost: 4,
  ...overrides,
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

      const first = await refresh({ faculty: department.members, existing: [], settings });
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
      const second = await refresh({ faculty: department.members, existing, settings });
      expect(second.summary).toEqual({ added: 0, updated: 0, unchanged: 1219, hidden: 1, failed: [] });
      expect(second.items).toEqual(existing);
    },
  );
});

const maxInFlight = (sources: FakeSources) => Math.max(...Object.values(sources.maxInFlight));
