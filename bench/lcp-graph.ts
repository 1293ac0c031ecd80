/**
 * Why is LCP what it is? One Lighthouse run (mobile, simulated throttling, as in the bench) on a
 * URL of a running server, then the nodes of Lighthouse's simulated ("Lantern") LCP graphs with
 * their simulated start and end: requests with type, priority and size, and main-thread tasks
 * with their observed length (the simulation multiplies it by 4). The LCP figure is the mean of
 * the optimistic and the pessimistic graph's last end. A diagnostic, not part of `npm run bench`:
 *
 *   npm run build && npm run serve            # or any running server
 *   npx tsx bench/lcp-graph.ts "http://127.0.0.1:8080/faculty"
 *   npx tsx bench/lcp-graph.ts "http://127.0.0.1:8080/hi/" TotalBlockingTime   # the tasks TBT counts
 */
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
// Lighthouse keeps the last simulations' node timings here (its LANTERN_DEBUG traces read them).
import * as Lantern from "lighthouse/core/lib/lantern/lantern.js";
import { chromiumFlags, chromiumPath } from "./lib/browser";

type SimNode = {
  type: string;
  request?: { url: string; transferSize: number; priority: string; resourceType: string };
  childEvents?: { name: string }[];
  event?: { dur: number };
};
type Timings = Map<string, Map<SimNode, { startTime: number; endTime: number }>>;

const url = process.argv[2];
/** Another of Lantern's metrics to list instead (`TotalBlockingTime`: its tasks of 12.5 ms or more, which block at 4x). */
const metric = process.argv[3] ?? "LargestContentfulPaint";
if (!url) {
  console.error("usage: npx tsx bench/lcp-graph.ts <url>");
  process.exit(2);
}

function describe(node: SimNode): string {
  if (node.type === "network") {
    const request = node.request!;
    return `request ${request.resourceType} ${request.priority} ${(request.transferSize / 1000).toFixed(1)} KB ${request.url.replace(/^https?:\/\/[^/]+/, "")}`;
  }
  const names = [...new Set((node.childEvents ?? []).map((event) => event.name))].filter((name) =>
    /Evaluate|Compile|Layout|Paint|ParseHTML|FunctionCall|TimerFire/.test(name),
  );
  return `task ${((node.event?.dur ?? 0) / 1000).toFixed(1)} ms ${names.slice(0, 5).join(", ")}`;
}

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: [...chromiumFlags, "--headless=new"],
  logLevel: "silent",
});
try {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
  });
  const details = result?.lhr.audits["metrics"]?.details as { items?: Record<string, number>[] } | undefined;
  const metrics = details?.items?.[0] ?? {};
  console.log(
    `simulated FCP ${metrics.firstContentfulPaint} ms, LCP ${metrics.largestContentfulPaint} ms, TBT ${metrics.totalBlockingTime} ms`,
  );
  console.log(
    `observed FCP ${metrics.observedFirstContentfulPaint} ms, LCP ${metrics.observedLargestContentfulPaint} ms`,
  );
  const simulations = (Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Timings } } }).Simulation
    .Simulator.allNodeTimings;
  for (const [label, timings] of simulations) {
    if (!label.endsWith(metric)) continue;
    console.log(`\n${label} (simulated ms)`);
    for (const [node, time] of [...timings].sort((a, b) => a[1].startTime - b[1].startTime)) {
      if (metric === "TotalBlockingTime" && (node.type === "network" || (node.event?.dur ?? 0) < 12_500)) continue;
      console.log(`${time.startTime.toFixed(0).padStart(6)} ${time.endTime.toFixed(0).padStart(6)}  ${describe(node)}`);
    }
  }
} finally {
  chrome.kill();
}
