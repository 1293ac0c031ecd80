/**
 * API throughput: each endpoint of the real server beside a bare node:http server and nginx
 * answering the same bytes with the same headers, loaded by wrk (bench/lib/load.ts).
 */
import { writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { root, type RunningServer } from "../lib/site";
import { load, type LoadResult } from "../lib/load";
import { startNginx } from "../lib/nginx";
import { spawnGroup } from "../lib/processes";
import { fixed, info, int, kb, ms1, row, type Row } from "../lib/table";
import type { CapturedResponse } from "./api-mirror";

export const apiPaths = [
  "/endpoints/homepage",
  "/endpoints/faculty_list",
  "/generals/notice",
  "/generals/students_achievement",
];

/**
 * Browsers send Accept-Encoding on every request, so the figures are for compressed answers: the
 * same header goes to the real server, to the capture for the mirror and to wrk.
 */
export const requestHeaders = { "accept-encoding": "gzip, br", accept: "application/json" };

/**
 * The documents measured the same way (issue 34: a page costs about what an API answer costs), with
 * a browser's navigation Accept header.
 */
export const documentPaths = ["/", "/faculty", "/notices", "/events/workshops"];
export const documentHeaders = {
  "accept-encoding": "gzip, br",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};

// Hop-by-hop and per-response headers: node:http writes its own.
const dropped = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

export function capture(
  baseUrl: string,
  apiPath: string,
  headers: Record<string, string> = requestHeaders,
): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(apiPath, baseUrl), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!;
          if (!dropped.has(name.toLowerCase())) headers.push([name, response.rawHeaders[i + 1]!]);
        }
        resolve({
          path: apiPath,
          status: response.statusCode ?? 0,
          headers,
          bodyBase64: Buffer.concat(chunks).toString("base64"),
        });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The bare node:http server answering the captured responses; `pid` is its own process's. */
export async function startMirror(responses: CapturedResponse[], workDir: string): Promise<RunningServer> {
  const file = path.join(workDir, "api-responses.json");
  writeFileSync(file, JSON.stringify(responses));
  const { child, stop } = spawnGroup(
    process.execPath,
    ["--import", "tsx", path.join(root, "bench/sections/api-mirror.ts"), file],
    { cwd: root, stdio: ["ignore", "pipe", "inherit"] },
    "api mirror server",
  );
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("mirror server did not start within 30 s")), 30_000);
    child.once("exit", (code) => reject(new Error(`mirror server exited with code ${code}`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}

/** 64 connections, as a page's burst of requests from many visitors at once. */
const CONNECTIONS = 64;

const measureWith =
  (headers: Record<string, string>) =>
  (url: string, seconds: number): Promise<LoadResult> =>
    load(url, { connections: CONNECTIONS, seconds, headers });

/** A server's runs together: mean req/s, the median run's latencies, failures summed. */
function combine(runs: LoadResult[]): LoadResult {
  return {
    reqPerSec: runs.reduce((sum, run) => sum + run.reqPerSec, 0) / runs.length,
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** `seconds` of load per server and endpoint, in `rounds` runs. */
export type ApiOptions = {
  warmupSeconds: number;
  seconds: number;
  rounds: number;
  /** The documents instead of the API's answers (section "HTML"). */
  documents?: boolean;
};

/** Our server's req/s must be at least this share of bare node:http serving the same bytes. */
export const API_RATIO_BUDGET = 0.7;
/** p99 at 64 connections: a guard against a slow path, not a precise figure on a shared machine. */
export const API_P99_BUDGET_MS = 50;

export async function benchApi(serverUrl: string, workDir: string, options: ApiOptions): Promise<Row[]> {
  const section = options.documents ? "HTML" : "API";
  const headers = options.documents ? documentHeaders : requestHeaders;
  const paths = options.documents ? documentPaths : apiPaths;
  const measure = measureWith(headers);
  const captured = await Promise.all(paths.map((apiPath) => capture(serverUrl, apiPath, headers)));
  const rows: Row[] = [];
  for (const response of captured) {
    const header = (name: string) => response.headers.find(([key]) => key.toLowerCase() === name)?.[1] ?? "none";
    const size = Buffer.from(response.bodyBase64, "base64").length;
    rows.push(
      info(
        section,
        `${response.path} answer`,
        `${response.status}, ${kb(size)}, encoding ${header("content-encoding")}, etag ${header("etag") === "none" ? "no" : "yes"}, cache-control ${header("cache-control")}`,
      ),
    );
  }
  rows.push(
    info(
      section,
      "load",
      `wrk, 1 thread, ${CONNECTIONS} connections, Accept-Encoding: gzip, br; our server logs every request at info (to /dev/null)`,
    ),
  );
  const mirror = await startMirror(captured, workDir);
  const nginx = await startNginx(captured, workDir);
  try {
    // A freshly started server is still settling (JIT tiers, the garbage of the pack import):
    // without this the first endpoint measured came out up to 2x slower than on a later pass.
    for (const apiPath of paths) await measure(new URL(apiPath, serverUrl).href, options.warmupSeconds);
    for (const apiPath of paths) {
      const realUrl = new URL(apiPath, serverUrl).href;
      const mirrorUrl = new URL(apiPath, mirror.url).href;
      const nginxUrl = new URL(apiPath, nginx.url).href;
      // Warm-up: JIT, connection pools and any lazy caches of each server.
      for (const url of [realUrl, mirrorUrl, nginxUrl]) await measure(url, options.warmupSeconds);
      // Short runs in rounds, each round in another order: load from elsewhere on a shared machine
      // drifts and comes in bursts (one 5 s run of the same server ranged 21k to 33k req/s); the
      // median of the rounds' ratios keeps one bad round from deciding the figure.
      const round = options.seconds / options.rounds;
      const realRuns: LoadResult[] = [];
      const bareRuns: LoadResult[] = [];
      const nginxRuns: LoadResult[] = [];
      for (let i = 0; i < options.rounds; i += 1) {
        const order: [string, LoadResult[]][] = [
          [realUrl, realRuns],
          [mirrorUrl, bareRuns],
          [nginxUrl, nginxRuns],
        ];
        for (let turn = 0; turn < order.length; turn += 1) {
          const [url, runs] = order[(turn + i) % order.length]!;
          runs.push(await measure(url, round));
        }
      }
      const [real, bare, reference] = [combine(realRuns), combine(bareRuns), combine(nginxRuns)];
      const ratio = median(realRuns.map((run, i) => run.reqPerSec / bareRuns[i]!.reqPerSec));
      const nginxRatio = median(realRuns.map((run, i) => run.reqPerSec / nginxRuns[i]!.reqPerSec));
      rows.push(
        row(
          section,
          `${apiPath} req/s ratio to bare node:http (median of ${options.rounds} rounds)`,
          `${fixed(2)(ratio)} (${int(real.reqPerSec)} / ${int(bare.reqPerSec)} req/s)`,
          `>= ${API_RATIO_BUDGET.toFixed(2)}`,
          ratio >= API_RATIO_BUDGET ? "ok" : "over",
        ),
        info(
          section,
          `${apiPath} req/s ratio to nginx (median of ${options.rounds} rounds)`,
          `${fixed(2)(nginxRatio)} (${int(real.reqPerSec)} / ${int(reference.reqPerSec)} req/s)`,
        ),
        row(
          section,
          `${apiPath} p99 (p50; bare p50/p99; nginx p50/p99), median of runs`,
          `${ms1(real.p99)} (${ms1(real.p50)}; ${ms1(bare.p50)}/${ms1(bare.p99)}; ${ms1(reference.p50)}/${ms1(reference.p99)})`,
          `<= ${ms1(API_P99_BUDGET_MS)}`,
          real.p99 <= API_P99_BUDGET_MS ? "ok" : "over",
        ),
        row(
          section,
          `${apiPath} socket errors/non-2xx`,
          `${real.errors}/${real.non2xx} (bare ${bare.errors + bare.non2xx}, nginx ${reference.errors + reference.non2xx})`,
          "0/0",
          real.errors + real.non2xx === 0 ? "ok" : "over",
        ),
      );
    }
  } finally {
    await nginx.stop();
    await mirror.stop();
  }
  return rows;
}
