/**
 * refreshPublications: reads every source for every member with an identifier (ORCID works,
 * OpenAlex works by author id or ORCID, DBLP by person id), merges duplicates, asks Crossref for
 * every DOI it has no recent answer for (a 404 is remembered too), adds what the sources said in
 * earlier refreshes (observations), applies the field precedence (merge.ts) to all of it, and
 * folds the result into the existing list:
 * new works are added, works seen before are updated in place under their old key, and what a
 * person hid or corrected stays exactly as it is. Nothing is removed. A source that fails for a
 * member leaves that member's items from it as they were, and is reported in the summary.
 */
import { isDeepStrictEqual } from "node:util";
import { packPublication, type PackPublication } from "@dept/contract";
import type { Candidate, FacultyIdentifiers } from "./candidate.js";
import { fetchCrossref } from "./crossref.js";
import { fetchDblp } from "./dblp.js";
import { SourceHttpError, sourceHttp, type SourceHttp, type SourceName, type SourceSettings } from "./http.js";
import { buildItem, groupCandidates, titleYearKey } from "./merge.js";
import { candidateOf, observationKey, observed, type Observation } from "./observations.js";
import { fetchOpenAlex } from "./openalex.js";
import { fetchOrcid } from "./orcid.js";

export type { FacultyIdentifiers } from "./candidate.js";
export type { SourceName, SourceSettings } from "./http.js";

export interface RefreshSummary {
  added: number;
  updated: number;
  unchanged: number;
  /** Works a source listed that a person had hidden: left hidden. */
  hidden: number;
  failed: { source: SourceName; faculty: string; message: string }[];
}

export interface RefreshInput {
  faculty: FacultyIdentifiers[];
  existing: PackPublication[];
  settings: SourceSettings;
  /** Refresh only this member's works (others' items are left as they are). */
  only?: string;
  /** Called after each (member, source) step. */
  onProgress?: (done: number, total: number) => void;
  /** What the sources said in earlier refreshes, by observationKey (observations.ts). */
  observations?: ReadonlyMap<string, Observation>;
  /** Now, for the observations' age (tests). */
  now?: number;
}

/** How long a Crossref answer is trusted before the DOI is asked again: a 404 (DataCite DOIs) for 30 days, a work for 180. */
export const CROSSREF_NOT_FOUND_MS = 30 * 24 * 3600_000;
export const CROSSREF_FOUND_MS = 180 * 24 * 3600_000;

type ListingSource = Exclude<SourceName, "crossref">;

/** The works one merged group stands for, and the existing item it matched (by index), if any. */
interface Unit {
  /** This refresh's candidates, then what the sources said before (addObserved) and Crossref's. */
  candidates: Candidate[];
  previous?: { index: number; item: PackPublication };
}

/** An item a person corrected or added by hand: a refresh never changes it. */
const keptAsIs = (item: PackPublication) => item.curated === true || item.sources.some((s) => s.source === "manual");

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function listingSources(member: FacultyIdentifiers): ListingSource[] {
  const sources: ListingSource[] = [];
  if (member.orcid !== undefined) sources.push("orcid");
  if (member.openalex !== undefined || member.orcid !== undefined) sources.push("openalex");
  if (member.dblp !== undefined) sources.push("dblp");
  return sources;
}

function fetchListing(
  http: SourceHttp,
  settings: SourceSettings,
  member: FacultyIdentifiers,
  source: ListingSource,
): Promise<Candidate[]> {
  if (source === "orcid") return fetchOrcid(http, settings.urls.orcid, member);
  if (source === "openalex") return fetchOpenAlex(http, settings.urls.openalex, member, settings.contactEmail);
  return fetchDblp(http, settings.urls.dblp, member);
}

/** Finds, for a group of candidates, the existing item describing the same work. */
function existingMatcher(existing: PackPublication[]): (group: Candidate[]) => number | undefined {
  const bySource = new Map<string, number>();
  const byDoi = new Map<string, number>();
  const byKey = new Map<string, number>();
  const byTitleYear = new Map<string, number>();
  existing.forEach((item, index) => {
    for (const { source, id } of item.sources)
      if (source !== "manual" && !bySource.has(`${source}:${id}`)) bySource.set(`${source}:${id}`, index);
    if (item.doi !== undefined && !byDoi.has(item.doi)) byDoi.set(item.doi, index);
    if (!byKey.has(item.key)) byKey.set(item.key, index);
    if (!byTitleYear.has(titleYearKey(item.title, item.year)))
      byTitleYear.set(titleYearKey(item.title, item.year), index);
  });
  return (group) => {
    for (const candidate of group) {
      const found =
        bySource.get(`${candidate.source}:${candidate.id}`) ??
        (candidate.doi === undefined ? undefined : byDoi.get(candidate.doi));
      if (found !== undefined) return found;
    }
    for (const candidate of group) {
      const found = byTitleYear.get(titleYearKey(candidate.title, candidate.year));
      // The same title and year is the same work unless both carry different DOIs.
      if (found !== undefined && (candidate.doi === undefined || existing[found]?.doi === undefined)) return found;
    }
    return undefined;
  };
}

/** The DOI of a unit a refresh may write (not hidden, not a person's own), and the member it is asked for. */
function unitDoi(unit: Unit): { doi: string; faculty: string } | undefined {
  const previous = unit.previous?.item;
  if (previous && (previous.hidden || keptAsIs(previous))) return undefined;
  const withDoi = [...unit.candidates]
    .filter((candidate) => candidate.doi !== undefined)
    .sort((a, b) => a.faculty.localeCompare(b.faculty))[0];
  if (withDoi?.doi !== undefined) return { doi: withDoi.doi, faculty: withDoi.faculty };
  return previous?.doi === undefined ? undefined : { doi: previous.doi, faculty: previous.faculty[0]! };
}

/** Adds to a unit what the sources said about it in earlier refreshes and did not repeat this time. */
function addObserved(unit: Unit, observations: ReadonlyMap<string, Observation>): void {
  const lead = unit.candidates[0];
  if (lead === undefined) return;
  const known = new Set(unit.candidates.map((candidate) => observationKey(candidate.source, candidate.id)));
  for (const { source, id } of unit.previous?.item.sources ?? []) {
    const key = observationKey(source, id);
    const stored = observations.get(key);
    const candidate = stored && !known.has(key) ? candidateOf(stored, lead.faculty) : undefined;
    if (candidate) {
      unit.candidates.push(candidate);
      known.add(key);
    }
  }
}

export async function refreshPublications(
  input: RefreshInput,
): Promise<{ items: PackPublication[]; summary: RefreshSummary; observations: Observation[] }> {
  const { settings, existing } = input;
  const members = input.only === undefined ? input.faculty : input.faculty.filter((member) => member.id === input.only);
  if (input.only !== undefined && members.length === 0)
    throw new Error(`no faculty member "${input.only}" with a publications identifier`);
  const http = sourceHttp(settings);
  const steps = members.flatMap((member) => listingSources(member).map((source) => ({ member, source })));
  const crossrefMembers = members;
  const total = steps.length + crossrefMembers.length;
  const observations = input.observations ?? new Map<string, Observation>();
  const now = input.now ?? Date.now();
  const heard: Observation[] = [];
  let done = 0;
  const stepDone = () => input.onProgress?.((done += 1), total);
  const summary: RefreshSummary = { added: 0, updated: 0, unchanged: 0, hidden: 0, failed: [] };
  const at = new Date(now).toISOString();

  // Every listing at once; the client keeps each host to its few requests in flight.
  const listings = await Promise.all(
    steps.map(async ({ member, source }) => {
      try {
        const listed = await fetchListing(http, settings, member, source);
        for (const candidate of listed) heard.push(observed(candidate, at));
        return listed;
      } catch (error) {
        summary.failed.push({ source, faculty: member.id, message: message(error) });
        return [];
      } finally {
        stepDone();
      }
    }),
  );

  settings.signal?.throwIfAborted();
  const match = existingMatcher(existing);
  const units: Unit[] = [];
  const byPrevious = new Map<number, Unit>();
  for (const group of groupCandidates(listings.flat())) {
    const index = match(group);
    const item = index === undefined ? undefined : existing[index];
    if (index === undefined || item === undefined) {
      units.push({ candidates: group });
      continue;
    }
    // Two groups (say, a DOI and a title spelled differently) that both match one item join it.
    const known = byPrevious.get(index);
    if (known) known.candidates.push(...group);
    else {
      const unit = { candidates: group, previous: { index, item } };
      byPrevious.set(index, unit);
      units.push(unit);
    }
  }

  for (const unit of units) addObserved(unit, observations);

  await Promise.all(
    crossrefMembers.map(async (member) => {
      const needs = units.flatMap((unit) => {
        const need = unitDoi(unit);
        if (need?.faculty !== member.id) return [];
        const stored = observations.get(observationKey("crossref", need.doi));
        const fresh = stored && now - Date.parse(stored.at) < (stored.work ? CROSSREF_FOUND_MS : CROSSREF_NOT_FOUND_MS);
        if (fresh) {
          // The unit has it already when it came through the item's sources.
          const candidate = candidateOf(stored, member.id);
          if (candidate && !unit.candidates.some((c) => c.source === "crossref" && c.id === candidate.id))
            unit.candidates.push(candidate);
          return [];
        }
        return [{ unit, doi: need.doi }];
      });
      const errors: string[] = [];
      await Promise.all(
        needs.map(async ({ unit, doi }) => {
          try {
            const found = await fetchCrossref(http, settings.urls.crossref, doi, member.id, settings.contactEmail);
            if (found) {
              heard.push(observed(found, at));
              unit.candidates = unit.candidates.filter((c) => !(c.source === "crossref" && c.id === found.id));
              unit.candidates.push(found);
            }
          } catch (error) {
            // Crossref not knowing a DOI (one registered elsewhere, DataCite's) is no failure: remembered a while.
            if (error instanceof SourceHttpError && error.status === 404)
              heard.push({ source: "crossref", id: doi, at });
            else errors.push(message(error));
          }
        }),
      );
      if (errors.length > 0)
        summary.failed.push({
          source: "crossref",
          faculty: member.id,
          message: `${errors.length} of ${needs.length} DOI lookups failed (${errors[0]})`,
        });
      stepDone();
    }),
  );

  settings.signal?.throwIfAborted();
  const items = [...existing];
  const added: PackPublication[] = [];
  /** The item if the collection accepts it; otherwise it is left out and reported. */
  const accepted = (item: PackPublication, lead: Candidate): PackPublication | undefined => {
    const checked = packPublication.safeParse(item);
    if (checked.success) return checked.data;
    const issue = checked.error.issues[0];
    summary.failed.push({
      source: lead.source,
      faculty: lead.faculty,
      message: `left out "${item.title.slice(0, 80)}": ${issue?.path.join(".")} ${issue?.message}`,
    });
    return undefined;
  };
  for (const { candidates, previous } of units) {
    const [lead] = candidates;
    if (lead === undefined) continue;
    if (previous?.item.hidden) summary.hidden += 1;
    else if (previous && keptAsIs(previous.item)) summary.unchanged += 1;
    else if (previous) {
      const item = accepted(buildItem(candidates, input.faculty, previous.item), lead);
      if (item === undefined || isDeepStrictEqual(item, previous.item)) summary.unchanged += 1;
      else {
        items[previous.index] = item;
        summary.updated += 1;
      }
    } else {
      const item = accepted(buildItem(candidates, input.faculty), lead);
      if (item) added.push(item);
    }
  }
  added.sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || a.title.localeCompare(b.title));
  summary.added = added.length;
  return { items: [...items, ...added], summary, observations: heard };
}
