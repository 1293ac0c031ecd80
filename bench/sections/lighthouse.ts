/**
 * Lighthouse (mobile form factor, its default simulated throttling) on a few routes, median of N
 * runs, in the system Chromium started by chrome-launcher.
 */
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import { chromiumFlags, chromiumPath } from "../lib/browser";
import { onCleanup } from "../lib/processes";
import { atLeast, atMost, fixed, info, int, ms, row, seconds, type Row } from "../lib/table";

export const lighthouseRoutes = ["/", "/faculty", "/academics/"];

type Sample = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  failed: string[];
  /** Where LCP and the layout shifts come from, so an `over` line says what to fix. */
  lcpElement: string;
  shifted: string[];
  /** Lighthouse's own run warnings, e.g. a page that never went network-quiet. */
  warnings: string[];
};

type NodeItem = {
  node?: { selector?: string; snippet?: string };
  score?: number;
  /** Layout shifts: Lighthouse's guesses at the cause ("Media element lacking an explicit size", ...). */
  subItems?: { items?: { cause?: string; extra?: { url?: string; selector?: string } }[] };
};

/** The element rows of an audit's table details (lighthouse's details types are a wide union). */
function auditNodes(details: unknown): NodeItem[] {
  const collect = (value: unknown): NodeItem[] => {
    if (!value || typeof value !== "object") return [];
    const record = value as { type?: string; items?: unknown[] };
    if (record.type === "list") return (record.items ?? []).flatMap(collect);
    if (record.type === "table") return (record.items ?? []) as NodeItem[];
    return [];
  };
  return collect(details).filter((item) => item.node?.selector);
}

function describeNode(item: NodeItem): string {
  const snippet = item.node?.snippet ?? "";
  const src = /src="([^"]*)"/.exec(snippet)?.[1];
  return `${item.node?.selector ?? "?"}${src ? ` (src ${src.replace(/^https?:\/\/[^/]+/, "")})` : ""}`;
}

class LighthouseRuntimeError extends Error {}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function runOnce(url: string, port: number): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The audits that cost points outside performance, so an `over` line says what to fix.
  const failed = ["accessibility", "best-practices", "seo"].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}:${ref.id}`),
  );
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcp: numeric("largest-contentful-paint"),
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    failed,
    lcpElement: auditNodes(lhr.audits["largest-contentful-paint-element"]?.details).map(describeNode)[0] ?? "none",
    warnings: lhr.runWarnings.map((warning) => String(warning)),
    shifted: auditNodes(lhr.audits["layout-shifts"]?.details).map((item) => {
      const causes = (item.subItems?.items ?? []).map((sub) => `${sub.cause ?? "?"}${sub.extra?.url ? ` ${sub.extra.url.replace(/^https?:\/\/[^/]+/, "")}` : ""}`);
      return `${describeNode(item)} ${(item.score ?? 0).toFixed(3)}${causes.length > 0 ? ` (${causes.join(", ")})` : ""}`;
    }),
  };
}

/**
 * One Lighthouse run in a Chromium of its own (a fresh profile each time, nothing carried over).
 * Lighthouse itself asks to "run again" on trace errors such as NO_NAVSTART, so a run that fails
 * that way is retried twice before the section gives up.
 */
async function runInFreshChromium(url: string): Promise<Sample> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumFlags, "--headless=new"], logLevel: "silent", handleSIGINT: false });
    const stop = onCleanup("lighthouse chromium", () => chrome.kill());
    try {
      return await runOnce(url, chrome.port);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt === 3) throw error;
      console.error(`lighthouse ${url}: ${error.message}; running again (attempt ${attempt + 1} of 3)`);
    } finally {
      await stop();
    }
  }
}

export async function benchLighthouse(baseUrl: string, runs: number): Promise<Row[]> {
  const section = "Lighthouse";
  const rows: Row[] = [];
  for (const route of lighthouseRoutes) {
    const url = `${baseUrl}/#${route}`;
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i += 1) samples.push(await runInFreshChromium(url));
    const pick = (key: Exclude<keyof Sample, "failed" | "lcpElement" | "shifted" | "warnings">) => median(samples.map((sample) => sample[key]));
    const label = (name: string) => `${route} ${name}${runs > 1 ? ` (median of ${runs})` : ""}`;
    rows.push(
      atLeast(section, label("performance"), pick("performance"), 95, int),
      row(section, label("accessibility"), int(pick("accessibility")), "100", pick("accessibility") === 100 ? "ok" : "over"),
      row(section, label("best practices"), int(pick("bestPractices")), "100", pick("bestPractices") === 100 ? "ok" : "over"),
      info(section, label("SEO"), int(pick("seo"))),
      atMost(section, label("LCP"), pick("lcp"), 2000, seconds),
      info(section, label("TBT"), ms(pick("tbt"))),
      atMost(section, label("CLS"), pick("cls"), 0.05, fixed(3)),
    );
    if (pick("lcp") > 2000) rows.push(info(section, `${route} LCP element`, [...new Set(samples.map((sample) => sample.lcpElement))].join("; ")));
    if (pick("cls") > 0.05) rows.push(info(section, `${route} layout shifts`, [...new Set(samples.flatMap((sample) => sample.shifted))].join("; ")));
    const failed = [...new Set(samples.flatMap((sample) => sample.failed))];
    if (failed.length > 0) rows.push(info(section, `${route} audits below 1`, failed.join(", ")));
    const warnings = [...new Set(samples.flatMap((sample) => sample.warnings))];
    if (warnings.length > 0) rows.push(info(section, `${route} Lighthouse warnings`, warnings.join(" / ")));
  }
  return rows;
}
