/**
 * The PDF text for search, read by pdf.js in a worker thread: the text of a real PDF, no text for
 * a broken one, each of several PDFs read at once gets its own answer, and this thread's globals
 * stay as Node made them (pdf.js's legacy build replaces `JSON.stringify` in the thread that
 * loads it, which made every later API answer cost more).
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { pdfPageTexts } from "../src/search/pdf-text.js";
import { tempDir } from "./support/test-pack.js";

const timetablePath = fileURLToPath(
  new URL("../../../content/files/academics/timetable/fy-mca-odd-2026-27.pdf", import.meta.url),
);
const timetable = readFileSync(timetablePath);

describe("PDF text for search", () => {
  it("reads a PDF's pages in another thread and leaves this thread's globals alone", async () => {
    const stringify = JSON.stringify;
    const pages = await pdfPageTexts(timetable);
    expect(pages).toHaveLength(1);
    expect(pages![0]).toMatch(/^Aldermere Institute of Technology - Department of Computer/);
    expect(JSON.stringify).toBe(stringify);
  });

  it("answers each of several PDFs read at once with its own text, and a broken one with none", async () => {
    const broken = Buffer.from("%PDF-1.7\nnot really a PDF");
    const answers = await Promise.all([
      pdfPageTexts(timetable),
      pdfPageTexts(broken),
      pdfPageTexts(new Uint8Array()),
      pdfPageTexts(timetable),
    ]);
    expect(answers.map((pages) => pages?.length)).toEqual([1, undefined, undefined, 1]);
    // The caller's bytes are its own still: the worker got a copy.
    expect(timetable.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("reads PDFs also in a server started from another working directory", async () => {
    // The worker's code resolves from the working directory; what it imports must not.
    const dir = tempDir("pdf-text-cwd-");
    const script = path.join(dir, "read.mts");
    const module = fileURLToPath(new URL("../src/search/pdf-text.ts", import.meta.url));
    writeFileSync(
      script,
      `import { readFileSync } from "node:fs";\nimport { pdfPageTexts } from ${JSON.stringify(module)};\nconsole.log(JSON.stringify(await pdfPageTexts(readFileSync(${JSON.stringify(timetablePath)}))));\n`,
    );
    const tsx = fileURLToPath(new URL("../../../node_modules/tsx/dist/cli.mjs", import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [tsx, script], { cwd: dir });
    expect((JSON.parse(stdout) as string[] | null)?.[0]).toMatch(/^Aldermere Institute of Technology/);
  });
});
