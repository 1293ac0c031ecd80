/**
 * Site search under load: wrk with 16 connections cycling through a visitor's queries, on the
 * demo pack and on a generated pack with 20 times its notices (600, each with a PDF); and, beside
 * the budgets, the same queries in requests that all differ, so no answer comes from the cache.
 */
import path from "node:path";
import { load, type LoadResult } from "../lib/load";
import { BIG_PACK_NOTICES, writeBigPack } from "../lib/big-pack";
import { startServer } from "../lib/site";
import { fixed, info, int, ms1, row, type Row } from "../lib/table";

const CONNECTIONS = 16;
export const SEARCH_P99_BUDGET_MS = 20;

/** What visitors of a department site look for. */
const QUERIES = [
  "fee",
  "internal assessment",
  "syllabus",
  "machine learning",
  "result",
  "ilona",
  '"cloud computing be assessed"',
  "placement",
  "workshop",
  "semester 2",
  "notice",
  "examination schedule",
];

const searchPath = (q: string) => `/api/search?q=${encodeURIComponent(q)}`;

/**
 * The same queries, each asked for pages of 5 to 15 results from the first 20 starts: 2,640
 * different requests, more than the answer cache holds, so every one is searched in the database.
 */
const uncachedPaths = () =>
  Array.from({ length: 220 }, (_, i) =>
    QUERIES.map((q) => `${searchPath(q)}&limit=${5 + (i % 11)}&offset=${Math.floor(i / 11)}`),
  ).flat();

export type SearchOptions = { warmupSeconds: number; seconds: number };

async function measure(url: string, paths: string[], workDir: string, options: SearchOptions): Promise<LoadResult> {
  await load(url, { connections: CONNECTIONS, seconds: options.warmupSeconds, paths, workDir });
  return load(url, { connections: CONNECTIONS, seconds: options.seconds, paths, workDir });
}

export async function benchSearch(
  demoUrl: string,
  webDir: string | undefined,
  workDir: string,
  options: SearchOptions,
): Promise<Row[]> {
  const section = "Search";
  const rows: Row[] = [
    info(
      section,
      "load",
      `wrk, 1 thread, ${CONNECTIONS} connections, cycling through ${QUERIES.length} queries (${QUERIES.join(", ")})`,
    ),
  ];
  const bigPack = path.join(workDir, "big-pack");
  await writeBigPack(bigPack);
  const big = webDir ? await startServer(webDir, path.join(workDir, "big-data"), bigPack) : undefined;
  try {
    const results: [string, LoadResult, LoadResult | undefined][] = [];
    for (const [name, url] of [
      ["demo pack", demoUrl],
      [`pack with ${BIG_PACK_NOTICES} notices`, big?.url],
    ] as const) {
      if (!url) {
        rows.push(row(section, `${name} p99`, "n/a", "needs the bench's own server (no BENCH_BASE_URL)", "n/a"));
        continue;
      }
      const repeated = await measure(url, QUERIES.map(searchPath), workDir, options);
      const distinct = await measure(url, uncachedPaths(), workDir, options);
      results.push([name, repeated, distinct]);
      const failures = repeated.errors + repeated.non2xx + distinct.errors + distinct.non2xx;
      rows.push(
        row(
          section,
          `${name} p99 (p50, req/s)`,
          `${ms1(repeated.p99)} (${ms1(repeated.p50)}, ${int(repeated.reqPerSec)} req/s)`,
          `<= ${ms1(SEARCH_P99_BUDGET_MS)}`,
          repeated.p99 <= SEARCH_P99_BUDGET_MS ? "ok" : "over",
        ),
        info(
          section,
          `${name} every request different (no cached answer): p99 (p50, req/s)`,
          `${ms1(distinct.p99)} (${ms1(distinct.p50)}, ${int(distinct.reqPerSec)} req/s)`,
        ),
        row(section, `${name} socket errors/non-2xx`, String(failures), "0", failures === 0 ? "ok" : "over"),
      );
    }
    if (results.length === 2) {
      const [[, demo, demoDistinct], [, large, largeDistinct]] = results as [
        [string, LoadResult, LoadResult],
        [string, LoadResult, LoadResult],
      ];
      rows.push(
        info(
          section,
          "large / demo pack: p99, req/s",
          `${fixed(2)(large.p99 / demo.p99)}x, ${fixed(2)(large.reqPerSec / demo.reqPerSec)}x`,
        ),
        info(
          section,
          "large / demo pack, every request different: p99, req/s",
          `${fixed(2)(largeDistinct.p99 / demoDistinct.p99)}x, ${fixed(2)(largeDistinct.reqPerSec / demoDistinct.reqPerSec)}x`,
        ),
      );
    }
  } finally {
    await big?.stop();
  }
  return rows;
}
