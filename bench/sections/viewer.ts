/**
 * The site's PDF viewer on /BOS against pdf.js's own PDFViewer (bench/baseline), same document,
 * same browser, same run. The generated PDF reaches both through Playwright's page.route: on /BOS
 * the request for the first BOS document is answered with it, on the baseline page the request
 * for /document.pdf, so both load it the same way over the (intercepted) network.
 */
import path from "node:path";
import { build } from "vite";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { appRunning } from "../../e2e/support/app-running";
import { generatePdf } from "../lib/pdf-fixture";
import { root, tempDir } from "../lib/site";
import { serveStatic } from "../lib/static-server";
import { info, mb, ms, notAvailable, row, type Row } from "../lib/table";

export type ViewerOptions = { pages: number; runs: number; scrollStep: number };

/**
 * jumps: the time to each of the jump targets' pages; heap: after scrolling through; heapAdded:
 * that minus the heap just before the document was opened.
 */
type Figures = { firstPage: number; jumps: number[]; heap: number; heapAdded: number };

const viewport = { width: 1280, height: 800 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function buildBaseline(outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: path.join(root, "bench/baseline"),
    logLevel: "warn",
    // pdf.js is one large chunk by nature; the warning about it is noise here.
    build: {
      outDir,
      emptyOutDir: true,
      target: "es2022",
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      chunkSizeWarningLimit: 4096,
    },
  });
}

/** Timestamps taken inside the page, so the figures do not include Playwright's round trips. */
async function installClocks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const clocks: Record<string, number> = {};
    (window as unknown as { benchClocks: Record<string, number> }).benchClocks = clocks;
    document.addEventListener("click", () => (clocks.click = performance.now()), { capture: true });
    document.addEventListener(
      "keydown",
      (event) => {
        if (event.key === "Enter") clocks.enter = performance.now();
      },
      { capture: true },
    );
  });
}

/**
 * Resolves with the in-page time at which page `n` of a pdf.js PDFViewer finished painting. A
 * MutationObserver sees the change in the microtask after it happens; polling once a frame would
 * round every figure up to the next frame, and time to a page is only a few frames long. (No named
 * helper functions inside: tsx would wrap them in a `__name` call the page does not have.)
 */
async function paintedAt(page: Page, pageNumber: number, timeout: number): Promise<number> {
  return page.evaluate(
    ({ n, timeout }) =>
      new Promise<number>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          const div = document.querySelector(`.page[data-page-number="${n}"]`);
          if (
            div?.getAttribute("data-loaded") !== "true" ||
            !div.querySelector("canvas") ||
            div.classList.contains("loadingIcon")
          )
            return;
          const at = performance.now();
          observer.disconnect();
          clearTimeout(timer);
          resolve(at);
        });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`page ${n} not painted within ${timeout} ms`));
        }, timeout);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          attributeFilter: ["class", "data-loaded", "data-bench-check"],
        });
        // The page may be painted already: one attribute change on <body> runs the check once.
        document.body.toggleAttribute("data-bench-check");
      }),
    { n: pageNumber, timeout },
  );
}

const clock = (page: Page, name: "click" | "enter") =>
  page.evaluate(
    (key) => (window as unknown as { benchClocks: Record<string, number> }).benchClocks[key] ?? Number.NaN,
    name,
  );

/** The main thread's JS heap after a full garbage collection (the pdf.js worker's heap is not included). */
async function heapUsed(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send("HeapProfiler.collectGarbage");
    return (await cdp.send("Runtime.getHeapUsage")).usedSize;
  } finally {
    await cdp.detach();
  }
}

/** Pages in the middle of the document, far enough apart that none is rendered before its jump. */
const jumpTargets = (pages: number) => [0.5, 0.3, 0.7, 0.4, 0.6].map((share) => Math.round(pages * share));

/** After a document is open: jump to pages in the middle, scroll through, read the heap. */
async function measureOpenDocument(
  page: Page,
  heapBefore: number,
  firstPaint: number,
  options: ViewerOptions,
): Promise<Figures> {
  const firstPage = firstPaint - (await clock(page, "click"));
  const box = page.getByRole("textbox", { name: "Page number" });
  const jumps: number[] = [];
  for (const target of jumpTargets(options.pages)) {
    await box.fill(String(target));
    await box.press("Enter");
    jumps.push((await paintedAt(page, target, 60_000)) - (await clock(page, "enter")));
  }
  for (let n = 1; n <= options.pages; n += options.scrollStep) {
    await page.evaluate((number) => document.querySelector(`.page[data-page-number="${number}"]`)?.scrollIntoView(), n);
    await paintedAt(page, n, 30_000);
  }
  const heap = await heapUsed(page);
  return { firstPage, jumps, heap, heapAdded: heap - heapBefore };
}

async function withContext<T>(browser: Browser, pdf: Uint8Array, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport });
  try {
    await installClocks(context);
    await context.route(
      (url) => url.pathname.endsWith(".pdf"),
      (route) => route.fulfill({ status: 200, contentType: "application/pdf", body: Buffer.from(pdf) }),
    );
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

class ViewerUnavailable extends Error {}

async function siteRun(browser: Browser, baseUrl: string, pdf: Uint8Array, options: ViewerOptions): Promise<Figures> {
  return withContext(browser, pdf, async (page) => {
    await page.goto(`${baseUrl}/BOS`);
    // The demo pack's BOS titles all start with "BOS"; the first one is opened.
    const documentButton = page.getByRole("main").getByRole("button", { name: /^BOS / }).first();
    try {
      await documentButton.waitFor({ timeout: 30_000 });
    } catch {
      throw new ViewerUnavailable("no BOS document button on /BOS within 30 s");
    }
    // The button is the server's render: the app starts after the page's largest paint (or at a
    // click, which the first-click section measures). The figures are the viewer's, so the click
    // comes once the app runs, as the baseline's comes once its page has loaded.
    await appRunning(page);
    const heapBefore = await heapUsed(page);
    await documentButton.click();
    let firstPaint: number;
    try {
      firstPaint = await paintedAt(page, 1, 60_000);
    } catch {
      throw new ViewerUnavailable("/BOS did not paint page 1 of the opened document within 60 s");
    }
    return measureOpenDocument(page, heapBefore, firstPaint, options);
  });
}

async function baselineRun(
  browser: Browser,
  baselineUrl: string,
  pdf: Uint8Array,
  options: ViewerOptions,
): Promise<Figures> {
  return withContext(browser, pdf, async (page) => {
    await page.goto(baselineUrl);
    const openButton = page.getByRole("button", { name: "Open document" });
    await openButton.waitFor();
    const heapBefore = await heapUsed(page);
    await openButton.click();
    return measureOpenDocument(page, heapBefore, await paintedAt(page, 1, 60_000), options);
  });
}

export async function benchViewer(browser: Browser, baseUrl: string, options: ViewerOptions): Promise<Row[]> {
  const section = "Viewer";
  const pdf = await generatePdf(options.pages);
  const baselineDir = tempDir("dept-bench-baseline-");
  await buildBaseline(baselineDir);
  const baseline = await serveStatic(baselineDir);
  const site: Figures[] = [];
  const reference: Figures[] = [];
  try {
    // Run 0 warms up both (V8's code cache, the OS file cache) and is not counted; the order
    // alternates so neither side always runs on the warmer machine.
    for (let i = 0; i <= options.runs; i += 1) {
      const keep = i > 0;
      const runBaseline = async () => {
        const figures = await baselineRun(browser, baseline.url, pdf, options);
        if (keep) reference.push(figures);
        return figures;
      };
      const referenceRun = i % 2 === 0 ? await runBaseline() : undefined;
      try {
        const siteFigures = await siteRun(browser, baseUrl, pdf, options);
        if (keep) site.push(siteFigures);
      } catch (error) {
        if (!(error instanceof ViewerUnavailable)) throw error;
        const first = referenceRun ?? (await runBaseline());
        return [
          notAvailable(section, "/BOS viewer figures", error.message),
          info(
            section,
            "pdf.js PDFViewer baseline",
            `first page ${ms(first.firstPage)}, a middle page ${ms(median(first.jumps))}, heap ${mb(first.heap)}`,
          ),
        ];
      }
      if (i % 2 === 1) await runBaseline();
    }
  } finally {
    await baseline.stop();
  }
  const runs = options.runs > 1 ? ` (median of ${options.runs})` : "";
  // Each figure is the median over all runs' samples: one per run, or one per jump target.
  const compare = (
    name: string,
    samples: (f: Figures) => number[],
    format: (n: number) => string,
    count = runs,
  ): Row => {
    const ours = median(site.flatMap(samples));
    const theirs = median(reference.flatMap(samples));
    const ratio = ours / theirs;
    return row(
      section,
      `${name}${count}`,
      `${format(ours)} vs baseline ${format(theirs)} (${ratio.toFixed(2)}x)`,
      "<= 1.20x baseline",
      ratio <= 1.2 ? "ok" : "over",
    );
  };
  const targets = jumpTargets(options.pages);
  const kbPdf = (pdf.byteLength / 1_000_000).toFixed(1);
  return [
    info(
      section,
      "document",
      `${options.pages} pages, ${kbPdf} MB, 1280x800 viewport, scrolled every ${options.scrollStep} pages`,
    ),
    compare("/BOS time to first painted page", (f) => [f.firstPage], ms),
    compare(
      `/BOS time to a middle page after Enter (pages ${targets.join(", ")})`,
      (f) => f.jumps,
      ms,
      ` (median of ${options.runs * targets.length})`,
    ),
    compare("/BOS JS heap added by opening + scrolling through", (f) => [f.heapAdded], mb),
    info(
      section,
      `/BOS JS heap after scrolling through${runs}`,
      `${mb(median(site.map((f) => f.heap)))} vs baseline ${mb(median(reference.map((f) => f.heap)))} (the site's page includes the app and its framework)`,
    ),
  ];
}
