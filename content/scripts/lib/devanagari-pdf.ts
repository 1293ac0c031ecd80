/**
 * A PDF in Hindi. pdf-lib places glyphs one by one and cannot shape Devanagari (conjuncts, vowel
 * signs placed before their consonant), so Chromium lays the page out from HTML (HarfBuzz shapes
 * it) with the Noto Sans Devanagari font the site ships, embedded as a subset; pdf-lib then sets
 * the fixed metadata every generated PDF carries.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { PDFDocument } from "pdf-lib";
import { FIXED_DATE } from "./pdfs.js";

export interface DevanagariPdfSpec {
  title: string;
  author: string;
  /** Line printed at the top (the issuing body). */
  letterhead: string;
  /** Lines before the heading: date, reference number. */
  lead: string[];
  heading: string;
  paragraphs: string[];
  /** Lines after the body: the signature. */
  closing: string[];
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Whether this machine can render a Devanagari PDF (Chromium and the font package are present). */
export function devanagariPdfAvailable(): boolean {
  return existsSync(CHROMIUM) && fontFolder() !== undefined;
}

function fontFolder(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return join(dirname(require.resolve("@fontsource/noto-sans-devanagari/package.json", { paths: [join(process.cwd(), "packages/web")] })), "files");
  } catch {
    return undefined;
  }
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function html(spec: DevanagariPdfSpec, fonts: string): string {
  const face = (subset: string, weight: number) =>
    `@font-face{font-family:"Noto Sans Devanagari";font-weight:${weight};src:url("${pathToFileURL(join(fonts, `noto-sans-devanagari-${subset}-${weight}-normal.woff2`)).href}") format("woff2")}`;
  const lines = (texts: string[]) => texts.map((text) => `<p>${escape(text)}</p>`).join("");
  return `<!doctype html><html lang="hi"><head><meta charset="utf-8"><title>${escape(spec.title)}</title><style>
${["devanagari", "latin"].flatMap((subset) => [face(subset, 400), face(subset, 700)]).join("\n")}
@page{size:A4;margin:20mm}
body{font-family:"Noto Sans Devanagari";font-size:11pt;line-height:1.6;color:#111}
header{font-weight:700;border-bottom:1px solid #444;padding-bottom:4pt;margin-bottom:16pt}
h1{font-size:15pt;margin:16pt 0 8pt}
</style></head><body><header>${escape(spec.letterhead)}</header>${lines(spec.lead)}<h1>${escape(spec.heading)}</h1>${lines(spec.paragraphs)}<footer>${lines(spec.closing)}</footer></body></html>`;
}

export async function renderDevanagariPdf(spec: DevanagariPdfSpec): Promise<Uint8Array> {
  const fonts = fontFolder();
  if (!fonts) throw new Error("@fontsource/noto-sans-devanagari is not installed (npm ci)");
  const work = mkdtempSync(join(tmpdir(), "devanagari-pdf-"));
  try {
    const page = join(work, "page.html");
    const printed = join(work, "page.pdf");
    writeFileSync(page, html(spec, fonts));
    execFileSync(CHROMIUM, ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", `--user-data-dir=${join(work, "profile")}`, `--print-to-pdf=${printed}`, pathToFileURL(page).href], { stdio: "ignore", timeout: 60_000 });
    const doc = await PDFDocument.load(readFileSync(printed));
    doc.setTitle(spec.title, { showInWindowTitleBar: true });
    doc.setAuthor(spec.author);
    doc.setSubject("सूचना");
    doc.setCreator("content/scripts/generate.ts");
    doc.setProducer("Chromium, pdf-lib");
    doc.setCreationDate(FIXED_DATE);
    doc.setModificationDate(FIXED_DATE);
    doc.setLanguage("hi");
    return await doc.save({ useObjectStreams: false });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
