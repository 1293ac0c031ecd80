/**
 * The text of a PDF, page by page, read with pdf.js (the same library the site's viewer uses)
 * in its legacy build, which runs on Node 20 once `Promise.withResolvers` exists. Loaded only in
 * the PDF text worker (`pdf-text-worker.ts`): the legacy build replaces globals (core-js), and
 * in the server's own thread that made every later request cost more.
 */

// pdf.js calls Promise.withResolvers, which Node 20 lacks (Node 22 has it).
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== "function") {
  Object.defineProperty(Promise, "withResolvers", {
    configurable: true,
    writable: true,
    value: function withResolvers<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      return { promise, resolve, reject };
    },
  });
}

import { MAX_PAGE_TEXT, MAX_PDF_PAGES } from "./pdf-text-protocol.js";

/**
 * Each page's text (index 0 is page 1), whitespace collapsed; empty strings for pages without
 * a text layer. Undefined when pdf.js cannot read the file at all.
 */
export async function readPdfPages(bytes: Uint8Array): Promise<string[] | undefined> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // pdf.js takes ownership of the buffer: this one is the worker's own copy.
  const task = pdfjs.getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const texts: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, MAX_PDF_PAGES); number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? " " : "") : ""))
        // As pdf.js's own find does: runs joined as they are, a line end as a space.
        .join("")
        .replace(/\s+/g, " ")
        .trim();
      texts.push(text.slice(0, MAX_PAGE_TEXT));
      page.cleanup();
    }
    return texts;
  } catch {
    return undefined;
  } finally {
    await task.destroy();
  }
}
