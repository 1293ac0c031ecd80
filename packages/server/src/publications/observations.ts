/**
 * What each source said about each work, kept between refreshes (issue 35): the refresh reads
 * them all before it starts and writes what it heard, so the field precedence always sees every
 * source's answer, and a DOI Crossref does not know is not asked again for a while.
 */
import type { Kysely, Transaction } from "kysely";
import { z } from "zod";
import { PUBLICATION_TYPES, REFRESH_SOURCES } from "@dept/contract";
import type { Database } from "../db/schema.js";
import type { Candidate } from "./candidate.js";
import type { SourceName } from "./http.js";

type Db = Kysely<Database> | Transaction<Database>;

/** A source's answer about one work; `work` is absent when the source does not know it (Crossref's 404). */
export interface Observation {
  source: SourceName;
  id: string;
  work?: Omit<Candidate, "source" | "id" | "faculty">;
  /** ISO time of the answer. */
  at: string;
}

export const observationKey = (source: string, id: string) => `${source}:${id}`;

const storedWork = z.object({
  title: z.string().min(1),
  year: z.number().int().optional(),
  type: z.enum(PUBLICATION_TYPES),
  authors: z.array(
    z.object({
      name: z.string(),
      family: z.string().optional(),
      orcid: z.string().optional(),
      openalex: z.string().optional(),
      dblp: z.string().optional(),
    }),
  ),
  venue: z.string().optional(),
  doi: z.string().optional(),
  url: z.string().optional(),
});

/** An observation from a candidate a source answered. */
export function observed(candidate: Candidate, at: string): Observation {
  const { source, id, faculty: _faculty, ...work } = candidate;
  return { source, id, work, at };
}

/** The candidate a stored observation stands for, as `faculty`'s. */
export function candidateOf(observation: Observation, faculty: string): Candidate | undefined {
  return observation.work && { ...observation.work, source: observation.source, id: observation.id, faculty };
}

/** Every stored observation, by observationKey. */
export async function readObservations(db: Db): Promise<Map<string, Observation>> {
  const rows = await db.selectFrom("publication_observations").selectAll().execute();
  const found = new Map<string, Observation>();
  for (const row of rows) {
    if (!(REFRESH_SOURCES as readonly string[]).includes(row.source)) continue;
    const source = row.source as SourceName;
    if (row.data === null) {
      found.set(observationKey(source, row.source_id), { source, id: row.source_id, at: row.observed_at });
      continue;
    }
    // A row an older shape wrote is skipped: the next answer from that source replaces it.
    const work = storedWork.safeParse(JSON.parse(row.data));
    if (work.success)
      found.set(observationKey(source, row.source_id), {
        source,
        id: row.source_id,
        work: work.data,
        at: row.observed_at,
      });
  }
  return found;
}

/** Stores observations, each replacing what its source said before about that work. */
export async function writeObservations(db: Db, observations: readonly Observation[]): Promise<void> {
  const unique = new Map(observations.map((o) => [observationKey(o.source, o.id), o]));
  const rows = [...unique.values()].map((o) => ({
    source: o.source,
    source_id: o.id,
    data: o.work === undefined ? null : JSON.stringify(o.work),
    observed_at: o.at,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto("publication_observations")
      .values(rows.slice(i, i + 200))
      .onConflict((conflict) =>
        conflict.columns(["source", "source_id"]).doUpdateSet((eb) => ({
          data: eb.ref("excluded.data"),
          observed_at: eb.ref("excluded.observed_at"),
        })),
      )
      .execute();
  }
}
