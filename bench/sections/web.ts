/**
 * First-load bytes per route (transfer sizes from the network events, split by resource type),
 * whether pdf.js is among them, and the faculty list's image bytes against the pack's originals.
 * A site with a second language (issue 27) has its home (`/hi/`) measured too.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import type { Browser, Page, Request } from "@playwright/test";
import { phone } from "../lib/browser";
import { root } from "../lib/site";
import { atMost, info, kb, row, type Row } from "../lib/table";

export const webRoutes = ["/", "/about-us", "/faculty", "/academics/", "/notices", "/BOS", "/events/workshops"];

const kinds = ["script", "style", "image", "font", "other"] as const;
type Kind = (typeof kinds)[number];

/** `bytes`: the encoded (compressed) body as it came over the wire; `headerBytes` apart. */
type Download = { url: string; kind: Kind; bytes: number; headerBytes: number; pdfjs: boolean };

// Strings that survive minification of pdf.js's display layer, its worker and its viewer classes.
const pdfjsMarkers = ["pdfjs_internal", "pdfjsVersion", "Setting up fake worker"];
const pdfjsUrl = /pdf\.worker|pdfjs|pdf[._-]?viewer|pdf\.renderer/i;

function kindOf(request: Request): Kind {
  switch (request.resourceType()) {
    case "script":
      return "script";
    case "stylesheet":
      return "style";
    case "image":
      return "image";
    case "font":
      return "font";
    default:
      return "other";
  }
}

/** Records every finished request of a page (worker scripts included) with its transfer size. */
export function recordDownloads(page: Page): {
  downloads: Download[];
  quiet: () => Promise<void>;
  settled: () => Promise<void>;
} {
  const downloads: Download[] = [];
  const pending = new Set<Promise<void>>();
  let lastActivity = Date.now();
  const touch = () => (lastActivity = Date.now());
  page.on("request", touch);
  page.on("requestfailed", touch);
  page.on("requestfinished", (request) => {
    touch();
    const done = (async () => {
      const kind = kindOf(request);
      const sizes = await request.sizes();
      let pdfjs = pdfjsUrl.test(new URL(request.url()).pathname);
      if (!pdfjs && (kind === "script" || request.resourceType() === "other")) {
        const body = await (await request.response())?.body().catch(() => undefined);
        const text = body?.toString("latin1") ?? "";
        pdfjs = pdfjsMarkers.some((marker) => text.includes(marker));
      }
      downloads.push({
        url: request.url(),
        kind,
        bytes: sizes.responseBodySize,
        headerBytes: sizes.responseHeadersSize,
        pdfjs,
      });
    })().catch(() => undefined);
    pending.add(done);
    void done.finally(() => pending.delete(done));
  });
  return {
    downloads,
    // Not Playwright's "networkidle": a response whose body the page never reads (the visitor
    // POST) stays open forever. Quiet here means no request started or ended for 700 ms.
    quiet: async () => {
      const deadline = Date.now() + 20_000;
      while (Date.now() - lastActivity < 700 && Date.now() < deadline) await page.waitForTimeout(100);
    },
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export function sumBy(downloads: Download[], kind: Kind | "all"): number {
  return downloads.filter((d) => kind === "all" || d.kind === kind).reduce((total, d) => total + d.bytes, 0);
}

/** `url`: the document's whole address, `/faculty` or `/hi/`. */
async function firstLoad(browser: Browser, url: string): Promise<Download[]> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const recorder = recordDownloads(page);
    await page.goto(url, { waitUntil: "load" });
    await recorder.quiet();
    await recorder.settled();
    return recorder.downloads;
  } finally {
    await context.close();
  }
}

const SCRIPT_BUDGET = 110_000;

const firstLoadSummary = (downloads: Download[]) => {
  const split = kinds.map((kind) => `${kind} ${kb(sumBy(downloads, kind))}`).join(", ");
  const headers = downloads.reduce((total, d) => total + d.headerBytes, 0);
  return `${kb(sumBy(downloads, "all"))} (${split}; ${downloads.length} requests, + ${kb(headers)} headers)`;
};

/** A home page's script against the budget, and its largest script files. */
function homeScriptRows(section: string, home: string, downloads: Download[]): Row[] {
  const largest = downloads
    .filter((d) => d.kind === "script")
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 4)
    .map((d) => `${path.basename(new URL(d.url).pathname)} ${kb(d.bytes)}`);
  return [
    atMost(section, `${home} compressed script`, sumBy(downloads, "script"), SCRIPT_BUDGET, kb),
    info(section, `${home} largest scripts`, largest.join(", ")),
  ];
}

/**
 * `secondLanguage`: the site's second language (issue 27), whose home `/hi/` is measured beside
 * `/` against the same script budget; the Devanagari font must load there and never on `/`.
 */
export async function benchWeb(browser: Browser, baseUrl: string, secondLanguage?: string): Promise<Row[]> {
  const section = "Web";
  const rows: Row[] = [];
  for (const route of webRoutes) {
    const downloads = await firstLoad(browser, `${baseUrl}/#${route}`);
    const pdfjsFiles = downloads.filter((d) => d.pdfjs).map((d) => path.basename(new URL(d.url).pathname));
    const pdfjsText = pdfjsFiles.length === 0 ? "no pdf.js" : `pdf.js: ${pdfjsFiles.join(" ")}`;
    rows.push(info(section, `${route} first load`, firstLoadSummary(downloads)));
    if (route === "/") {
      rows.push(...homeScriptRows(section, route, downloads));
      if (secondLanguage)
        rows.push(
          row(
            section,
            "/ fonts on first load",
            kb(sumBy(downloads, "font")),
            "none",
            sumBy(downloads, "font") === 0 ? "ok" : "over",
          ),
        );
    }
    if (route === "/BOS") {
      rows.push(info(section, "/BOS pdf.js before a document is opened", pdfjsText));
    } else {
      rows.push(
        row(section, `${route} pdf.js on first load`, pdfjsText, "no pdf.js", pdfjsFiles.length === 0 ? "ok" : "over"),
      );
    }
  }
  if (secondLanguage) {
    const home = `/${secondLanguage}/`;
    const downloads = await firstLoad(browser, `${baseUrl}${home}`);
    const fonts = downloads
      .filter((d) => d.kind === "font")
      .map((d) => `${path.basename(new URL(d.url).pathname)} ${kb(d.bytes)}`);
    rows.push(
      info(section, `${home} first load`, firstLoadSummary(downloads)),
      ...homeScriptRows(section, home, downloads),
      info(section, `${home} fonts`, fonts.length > 0 ? fonts.join(", ") : "none"),
    );
  }
  return rows;
}

/** Sum of the original faculty photos named by the pack's faculty/*.yaml files. */
function originalFacultyImages(): { bytes: number; count: number } {
  const dir = path.join(root, "content/faculty");
  let bytes = 0;
  let count = 0;
  for (const file of readdirSync(dir).filter((name) => /\.ya?ml$/.test(name))) {
    const faculty = parse(readFileSync(path.join(dir, file), "utf8")) as { image?: unknown };
    if (typeof faculty.image !== "string") continue;
    bytes += statSync(path.join(root, "content", faculty.image)).size;
    count += 1;
  }
  return { bytes, count };
}

/** The faculty list scrolled to the end so every lazy photo loads. */
export async function benchImages(browser: Browser, baseUrl: string): Promise<Row[]> {
  const section = "Images";
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const recorder = recordDownloads(page);
    await page.goto(`${baseUrl}/faculty`, { waitUntil: "load" });
    await recorder.quiet();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await recorder.quiet();
    await recorder.settled();
    const images = recorder.downloads.filter((d) => d.kind === "image");
    const served = sumBy(images, "image");
    const original = originalFacultyImages();
    return [
      row(
        section,
        "/faculty images, scrolled through (transfer)",
        `${kb(served)} in ${images.length} files vs ${kb(original.bytes)} in ${original.count} originals (${((served / original.bytes) * 100).toFixed(0)}%)`,
        "<= originals",
        served <= original.bytes ? "ok" : "over",
      ),
    ];
  } finally {
    await context.close();
  }
}
