/**
 * Where a page's main-thread time goes after its first paint: the tasks Lighthouse's TBT is made
 * of, measured in Chromium traces rather than in Lighthouse runs, whose TBT moves by 2 times from
 * run to run on a shared host (BENCHMARKS.md). Loads each URL on the bench's phone screen,
 * unthrottled, and prints per load the tasks of 12.5 ms or more after the first contentful paint,
 * what each would block at Lighthouse's 4x CPU (`4 × task − 50 ms`), its biggest parts and the
 * functions it called, and when each file arrived. With several URLs (the same page served by two
 * builds, say) the loads alternate, so the host's slow minutes fall on both. A diagnostic, not
 * part of `npm run bench`:
 *
 *   npx tsx bench/trace-tasks.ts [loads] URL [URL...]
 *   npx tsx bench/trace-tasks.ts 9 http://127.0.0.1:8081/hi/ http://127.0.0.1:8080/hi/
 */
import { launchChromium, phone } from "./lib/browser";

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { requestId?: string; url?: string; functionName?: string; columnNumber?: number } };
};

/** The trace events a task's parts are summed by. */
const PARTS = new Set([
  ...["Layout", "UpdateLayoutTree", "Paint", "PrePaint", "Layerize", "ParseHTML"],
  ...["FunctionCall", "TimerFire", "EventDispatch", "v8.evaluateModule", "v8.compile", "EvaluateScript"],
]);

const args = process.argv.slice(2);
const loads = /^\d+$/.test(args[0] ?? "") ? Number(args.shift()) : 5;
if (args.length === 0) {
  console.error("usage: npx tsx bench/trace-tasks.ts [loads] URL [URL...]");
  process.exit(2);
}

const ms = (microseconds: number) => (microseconds / 1000).toFixed(1);
const file = (url: string) => url.replace(/^.*\//, "").slice(0, 48);

/** One load's lines and its 4x blocking time after the first contentful paint. */
function describeLoad(events: TraceEvent[]): { blocked: number; lines: [number, string][] } {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) return { blocked: Number.NaN, lines: [[0, "no first contentful paint"]] };
  const thread = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === fcp.pid);
  const main = events.filter((event) => event.pid === fcp.pid && event.tid === (thread?.tid ?? fcp.tid));
  const lines: [number, string][] = [];
  let blocked = 0;
  for (const task of main) {
    const length = task.dur ?? 0;
    if (task.name !== "RunTask" || task.ph !== "X" || length < 12_500 || task.ts + length < fcp.ts) continue;
    const end = task.ts + length;
    const inside = main.filter((e) => e !== task && e.ph === "X" && e.ts >= task.ts && e.ts < end);
    const parts = new Map<string, number>();
    for (const event of inside)
      if (PARTS.has(event.name)) parts.set(event.name, (parts.get(event.name) ?? 0) + (event.dur ?? 0));
    const calls = inside
      .filter((event) => event.name === "FunctionCall" && (event.dur ?? 0) > 3000)
      .map(
        ({ args: a, dur }) =>
          `${a?.data?.functionName || "?"}@${file(a?.data?.url ?? "")}:${a?.data?.columnNumber} ${ms(dur ?? 0)}`,
      );
    const block = Math.max(0, (4 * length) / 1000 - 50);
    blocked += block;
    const biggest = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 5);
    lines.push([
      task.ts - fcp.ts,
      `${ms(length)} ms (4x blocks ${block.toFixed(0)}) ${biggest.map(([name, d]) => `${name} ${ms(d)}`).join(", ")}` +
        (calls.length > 0 ? ` [${calls.join("; ")}]` : ""),
    ]);
  }
  const urls = new Map<string, string>();
  for (const { name, args: a } of events)
    if (name === "ResourceSendRequest" && a?.data?.requestId) urls.set(a.data.requestId, a.data.url ?? "?");
  for (const { name, args: a, ts } of events)
    if (name === "ResourceFinish" && a?.data?.requestId)
      lines.push([ts - fcp.ts, `loaded ${file(urls.get(a.data.requestId) ?? "?")}`]);
  return { blocked, lines: lines.sort((a, b) => a[0] - b[0]) };
}

const { browser, close } = await launchChromium();
const totals = new Map<string, number[]>(args.map((url) => [url, []]));
try {
  for (let load = 1; load <= loads; load++) {
    for (const url of args) {
      const context = await browser.newContext(phone);
      const page = await context.newPage();
      await browser.startTracing(page, {
        categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "toplevel"],
      });
      await page.goto(url, { waitUntil: "load" });
      // The app starts after the largest paint, at the latest a second after the load event.
      await page.waitForTimeout(3000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      await context.close();
      const { blocked, lines } = describeLoad(trace.traceEvents);
      totals.get(url)!.push(blocked);
      console.log(`${url} load ${load}: 4x blocking after the first contentful paint ${blocked.toFixed(0)} ms`);
      for (const [at, line] of lines) console.log(`  ${at >= 0 ? "+" : ""}${(at / 1000).toFixed(0)} ms: ${line}`);
    }
  }
} finally {
  await close();
}
for (const [url, values] of totals) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(`${url}: median ${median.toFixed(0)} ms of ${sorted.map((v) => v.toFixed(0)).join(", ")}`);
}
