/**
 * The server's CPU time per request on the API's list endpoints, beside the bare node:http mirror
 * (`bench/sections/api-mirror.ts`) answering the same bytes: steadier than req/s on a shared
 * machine, where req/s swings by 2x between runs. Each server is a `node` process of its own,
 * started as the bench starts it (a fresh DATA_DIR, so the demo pack is imported first); its
 * utime+stime (`/proc/<pid>/stat`) is read before and after a `wrk` run (64 connections, the
 * bench's request headers) and divided by the requests wrk completed. Rounds alternate the order
 * of the servers; each figure is the median of its runs, the ratio the median of each run over
 * the bare server's run in the same round. Not part of `npm run bench`: a tool for comparing
 * server changes (BENCHMARKS.md, "Diagnosing the API").
 *
 *   npx tsx bench/api-cpu.ts [rounds=7] [seconds=3] [endpoint...]
 *   BASE_DIR=/tmp/base npx tsx bench/api-cpu.ts   # also a server from another tree (`git archive HEAD | tar -x -C /tmp/base`, node_modules linked)
 *   VARIANTS="warn:LOG_LEVEL=warn;b:A=1,B=2" ...  # also servers of this tree with other environment settings
 *   COPIES=3 ...                                  # each server (ours, variants, base) in 3 processes
 *   CPU_PROF=1 ...                                # a `--cpu-prof` profile of our (first) server, kept in a temp folder
 *   DOCUMENTS=1 ...                               # the pages' documents (bench section `html`) instead, with a browser's Accept
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { load } from "./lib/load";
import { cleanupAll, installSignalHandlers } from "./lib/processes";
import { buildWeb, root, startServer, tempDir, type RunningServer } from "./lib/site";
import { apiPaths, capture, documentHeaders, documentPaths, median, requestHeaders, startMirror } from "./sections/api";

type Server = RunningServer & { name: string };

const ticksPerSecond = 100; // getconf CLK_TCK on Linux
const cpuTicks = (pid: number) => {
  // Fields after the command name, which is in parentheses: utime is the 14th field, stime the 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return Number(fields[11]) + Number(fields[12]);
};

async function main() {
  installSignalHandlers();
  const [roundsArg, secondsArg, ...endpoints] = process.argv.slice(2);
  const rounds = Number(roundsArg ?? 7);
  const seconds = Number(secondsArg ?? 3);
  const copies = Number(process.env.COPIES ?? 1);
  const documents = process.env.DOCUMENTS === "1";
  const headers = documents ? documentHeaders : requestHeaders;
  const paths = endpoints.length > 0 ? endpoints : documents ? documentPaths : apiPaths;
  const profileDir = process.env.CPU_PROF ? mkdtempSync(path.join(tmpdir(), "api-cpu-prof-")) : undefined;
  // Each of these is started COPIES times: processes of the same tree differed by up to 0.09x of
  // the bare server's figure, so a comparison of trees needs several processes of each.
  const groups: { name: string; dir: string; env: Record<string, string> }[] = [{ name: "ours", dir: root, env: {} }];
  for (const variant of (process.env.VARIANTS ?? "").split(";").filter(Boolean)) {
    const [name, settings = ""] = variant.split(":");
    groups.push({
      name: name!,
      dir: root,
      env: Object.fromEntries(
        settings
          .split(",")
          .filter(Boolean)
          .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
      ),
    });
  }
  if (process.env.BASE_DIR) groups.push({ name: "base", dir: process.env.BASE_DIR, env: {} });
  // Documents need the web app's build (one, shared by every server); the API answers do not.
  const webDir = tempDir("api-cpu-web-");
  if (documents) await buildWeb(webDir);
  const servers: Server[] = [];
  for (let copy = 0; copy < copies; copy += 1) {
    for (const group of groups) {
      const nodeArgs =
        copy === 0 && group.name === "ours" && profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
      const server = await startServer(webDir, tempDir("api-cpu-data-"), path.join(root, "content"), {
        cwd: group.dir,
        nodeArgs,
        env: group.env,
      });
      servers.push({ ...server, name: group.name });
    }
  }
  // A document's first request goes through Fastify, the next ones the fast path: the mirror answers the latter's bytes.
  await Promise.all(paths.map((apiPath) => capture(servers[0]!.url, apiPath, headers)));
  const captured = await Promise.all(paths.map((apiPath) => capture(servers[0]!.url, apiPath, headers)));
  const bare: Server = { ...(await startMirror(captured, tempDir("api-cpu-"))), name: "bare node:http" };
  servers.push(bare);

  const run = async (server: Server, apiPath: string, secs: number) => {
    const before = cpuTicks(server.pid);
    const result = await load(new URL(apiPath, server.url).href, {
      connections: 64,
      seconds: secs,
      headers,
    });
    const ticks = cpuTicks(server.pid) - before;
    return { us: (ticks / ticksPerSecond / result.requests) * 1e6, reqPerSec: result.reqPerSec };
  };
  // Warm-up: JIT tiers and the import's garbage.
  for (const server of servers) for (const apiPath of paths) await run(server, apiPath, 2);
  for (const apiPath of paths) {
    const figures = new Map(
      servers.map((server) => [server.name, [] as { us: number; reqPerSec: number; ratio: number }[]]),
    );
    for (let i = 0; i < rounds; i += 1) {
      const round = new Map<Server, { us: number; reqPerSec: number }>();
      for (let turn = 0; turn < servers.length; turn += 1) {
        const server = servers[(turn + i) % servers.length]!;
        round.set(server, await run(server, apiPath, seconds));
      }
      // Each run over the bare server's run of the same round: drift between rounds cancels out.
      for (const [server, figure] of round)
        figures.get(server.name)!.push({ ...figure, ratio: figure.us / round.get(bare)!.us });
    }
    const line = [...figures].map(([name, runs]) => {
      const us = median(runs.map((figure) => figure.us));
      return `${name} ${us.toFixed(1)} us (${median(runs.map((figure) => figure.ratio)).toFixed(2)}x bare, ${Math.round(median(runs.map((figure) => figure.reqPerSec)))} req/s)`;
    });
    console.log(`${apiPath}: ${line.join("; ")}`);
  }
  for (const server of servers) await server.stop();
  if (profileDir) console.log(`profile in ${profileDir} (kept)`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => cleanupAll());
