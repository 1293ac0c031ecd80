/**
 * `npm run bench`: builds the web app, starts the real server with the demo pack on a free port,
 * measures the API, the first-load bytes, Lighthouse, the PDF viewer and the images, and prints one
 * table with each figure's budget. Exits 1 when a line is over budget or a section failed.
 *
 * BENCH_QUICK=1: shorter load runs, one Lighthouse run, one viewer run (for development).
 * BENCH_SECTIONS=api,html,search,web,images,viewer,first-click,lighthouse,publications: run only these sections.
 * BENCH_MARKDOWN=1: also print the table as Markdown (for BENCHMARKS.md).
 * BENCH_BASE_URL=http://...: measure an already running server instead of building and starting one.
 */
import os from "node:os";
import path from "node:path";
import { launchChromium } from "./lib/browser";
import { cleanupAll, installSignalHandlers } from "./lib/processes";
import { buildWeb, siteSecondLanguage, startServer, tempDir } from "./lib/site";
import { formatMarkdown, formatTable, row, type Row } from "./lib/table";
import { benchApi } from "./sections/api";
import { benchFirstClick } from "./sections/first-click";
import { benchSearch } from "./sections/search";
import { benchLighthouse } from "./sections/lighthouse";
import { benchPublications } from "./sections/publications";
import { benchViewer } from "./sections/viewer";
import { benchImages, benchWeb } from "./sections/web";

const quick = process.env.BENCH_QUICK === "1";
const allSections = [
  "api",
  "html",
  "search",
  "web",
  "images",
  "viewer",
  "first-click",
  "lighthouse",
  "publications",
] as const;
type Section = (typeof allSections)[number];
const selected = new Set<string>(process.env.BENCH_SECTIONS?.split(",").map((name) => name.trim()) ?? allSections);
const unknown = [...selected].filter((name) => !allSections.includes(name as Section));
if (unknown.length > 0)
  throw new Error(`BENCH_SECTIONS: unknown ${unknown.join(", ")}; known: ${allSections.join(", ")}`);

const started = Date.now();
const log = (message: string) =>
  console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);

async function section(name: Section, rows: Row[], run: () => Promise<Row[]>): Promise<void> {
  if (!selected.has(name)) return;
  log(`${name}...`);
  try {
    rows.push(...(await run()));
  } catch (error) {
    // One broken section must not hide the others' figures; it still fails the run.
    const message = error instanceof Error ? error.message.split("\n")[0]! : String(error);
    rows.push(row(name, "section failed", message, "-", "error"));
    console.error(error);
  }
}

async function main(): Promise<number> {
  installSignalHandlers();
  const work = tempDir("dept-bench-");
  let server = { url: process.env.BENCH_BASE_URL?.replace(/\/$/, "") ?? "" };
  let webDir: string | undefined;
  // The publications section needs no site: it runs against its own fake sources.
  if (server.url === "" && [...selected].some((name) => name !== "publications")) {
    webDir = path.join(work, "web");
    log("building the web app...");
    await buildWeb(webDir);
    log("starting the server with the demo pack...");
    server = await startServer(webDir, path.join(work, "data"));
  }
  if (server.url !== "") log(`server at ${server.url}`);

  const rows: Row[] = [];
  await section("api", rows, () =>
    benchApi(
      server.url,
      work,
      quick ? { warmupSeconds: 1, seconds: 6, rounds: 3 } : { warmupSeconds: 3, seconds: 15, rounds: 5 },
    ),
  );
  await section("html", rows, () =>
    benchApi(
      server.url,
      work,
      quick
        ? { warmupSeconds: 1, seconds: 6, rounds: 3, documents: true }
        : { warmupSeconds: 3, seconds: 15, rounds: 5, documents: true },
    ),
  );
  await section("publications", rows, () => benchPublications());
  await section("search", rows, () =>
    benchSearch(server.url, webDir, work, quick ? { warmupSeconds: 1, seconds: 4 } : { warmupSeconds: 2, seconds: 10 }),
  );
  if (["web", "images", "viewer", "first-click"].some((name) => selected.has(name))) {
    const chromium = await launchChromium();
    await section("web", rows, async () =>
      benchWeb(chromium.browser, server.url, await siteSecondLanguage(server.url)),
    );
    await section("images", rows, () => benchImages(chromium.browser, server.url));
    await section("viewer", rows, () =>
      benchViewer(
        chromium.browser,
        server.url,
        quick ? { pages: 500, runs: 1, scrollStep: 50 } : { pages: 500, runs: 5, scrollStep: 25 },
      ),
    );
    await section("first-click", rows, () => benchFirstClick(chromium.browser, server.url, quick));
    await chromium.close();
  }
  await section("lighthouse", rows, async () =>
    benchLighthouse(server.url, quick ? 1 : 3, webDir, await siteSecondLanguage(server.url)),
  );

  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? "unknown"}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}`;
  console.log(`\nBenchmarks ${new Date().toISOString()}${quick ? " (BENCH_QUICK=1)" : ""} on ${machine}\n`);
  console.log(formatTable(rows));
  if (process.env.BENCH_MARKDOWN === "1") console.log(`\n${formatMarkdown(rows)}`);
  const over = rows.filter((r) => r.status === "over" || r.status === "error");
  const missing = rows.filter((r) => r.status === "n/a");
  console.log(
    `\n${rows.filter((r) => r.status === "ok").length} ok, ${over.length} over or failed, ${missing.length} n/a; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
  );
  return over.length > 0 ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanupAll();
    process.exit(1);
  });
