/**
 * API throughput: each endpoint of the real server beside a bare node:http server answering the
 * same bytes with the same headers, loaded by autocannon in this process with 64 connections.
 */
import autocannon, { type Result } from "autocannon";
import { writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { bin, root } from "../lib/site";
import { spawnGroup } from "../lib/processes";
import { fixed, info, int, kb, ms1, row, type Row } from "../lib/table";
import type { CapturedResponse } from "./api-mirror";

export const apiPaths = ["/endpoints/homepage", "/endpoints/faculty_list", "/generals/notice", "/generals/students_achievement"];

/**
 * Browsers send Accept-Encoding on every request, so the figures are for compressed answers: the
 * same header goes to the real server, to the capture for the mirror and to autocannon.
 */
export const requestHeaders = { "accept-encoding": "gzip, br", accept: "application/json" };

// Hop-by-hop and per-response headers: node:http writes its own.
const dropped = new Set(["connection", "keep-alive", "transfer-encoding", "date"]);

export function capture(baseUrl: string, apiPath: string): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(apiPath, baseUrl), { headers: requestHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!;
          if (!dropped.has(name.toLowerCase())) headers.push([name, response.rawHeaders[i + 1]!]);
        }
        resolve({ path: apiPath, status: response.statusCode ?? 0, headers, bodyBase64: Buffer.concat(chunks).toString("base64") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

async function startMirror(responses: CapturedResponse[], workDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const file = path.join(workDir, "api-responses.json");
  writeFileSync(file, JSON.stringify(responses));
  const { child, stop } = spawnGroup(bin("tsx"), [path.join(root, "bench/sections/api-mirror.ts"), file], { cwd: root, stdio: ["ignore", "pipe", "inherit"] }, "api mirror server");
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
  return { url: `http://127.0.0.1:${port}`, stop };
}

const load = (url: string, duration: number): Promise<Result> => autocannon({ url, connections: 64, duration, headers: requestHeaders, timeout: 10 });

const failures = (result: Result) => result.errors + result.timeouts + result.non2xx;

/** Two halves of one server's load run, summed: req/s over both, the worse half's latency. */
type Combined = { reqPerSec: number; p50: number; p99: number; errors: number; timeouts: number; non2xx: number };

function combine(halves: Result[], secondsEach: number): Combined {
  const total = halves.reduce((sum, half) => sum + half.requests.total, 0);
  return {
    reqPerSec: total / (secondsEach * halves.length),
    p50: Math.max(...halves.map((half) => half.latency.p50)),
    p99: Math.max(...halves.map((half) => half.latency.p99)),
    errors: halves.reduce((sum, half) => sum + half.errors, 0),
    timeouts: halves.reduce((sum, half) => sum + half.timeouts, 0),
    non2xx: halves.reduce((sum, half) => sum + half.non2xx, 0),
  };
}

export type ApiOptions = { warmupSeconds: number; seconds: number };

export async function benchApi(serverUrl: string, workDir: string, options: ApiOptions): Promise<Row[]> {
  const section = "API";
  const captured = await Promise.all(apiPaths.map((apiPath) => capture(serverUrl, apiPath)));
  const rows: Row[] = [];
  for (const response of captured) {
    const header = (name: string) => response.headers.find(([key]) => key.toLowerCase() === name)?.[1] ?? "none";
    const size = Buffer.from(response.bodyBase64, "base64").length;
    rows.push(info(section, `${response.path} answer`, `${response.status}, ${kb(size)}, encoding ${header("content-encoding")}, etag ${header("etag") === "none" ? "no" : "yes"}, cache-control ${header("cache-control")}`));
  }
  const mirror = await startMirror(captured, workDir);
  try {
    // A freshly started server is still settling (JIT tiers, the garbage of the pack import):
    // without this the first endpoint measured came out up to 2x slower than on a later pass.
    for (const apiPath of apiPaths) await load(new URL(apiPath, serverUrl).href, options.warmupSeconds);
    for (const apiPath of apiPaths) {
      const realUrl = new URL(apiPath, serverUrl).href;
      const mirrorUrl = new URL(apiPath, mirror.url).href;
      // Warm-up: JIT, connection pools and any lazy caches of both servers.
      await load(realUrl, options.warmupSeconds);
      await load(mirrorUrl, options.warmupSeconds);
      // real, bare, bare, real: on a shared machine, load from elsewhere that drifts over the
      // run then weighs on both sides alike instead of on whichever ran second.
      const half = options.seconds / 2;
      const realHalves = [await load(realUrl, half)];
      const bareHalves = [await load(mirrorUrl, half), await load(mirrorUrl, half)];
      realHalves.push(await load(realUrl, half));
      const real = combine(realHalves, half);
      const bare = combine(bareHalves, half);
      const ratio = real.reqPerSec / bare.reqPerSec;
      const bareFailures = bareHalves.reduce((sum, result) => sum + failures(result), 0);
      rows.push(
        row(section, `${apiPath} req/s ratio to bare node:http`, `${fixed(2)(ratio)} (${int(real.reqPerSec)} / ${int(bare.reqPerSec)} req/s)`, ">= 0.60", ratio >= 0.6 ? "ok" : "over"),
        row(section, `${apiPath} p99 (p50; bare p50/p99)`, `${ms1(real.p99)} (${ms1(real.p50)}; ${ms1(bare.p50)}/${ms1(bare.p99)})`, `<= ${ms1(25)}`, real.p99 <= 25 ? "ok" : "over"),
        row(section, `${apiPath} errors/timeouts/non-2xx`, `${real.errors}/${real.timeouts}/${real.non2xx} (bare ${bareFailures})`, "0/0/0", real.errors + real.timeouts + real.non2xx === 0 ? "ok" : "over"),
      );
    }
  } finally {
    await mirror.stop();
  }
  return rows;
}
