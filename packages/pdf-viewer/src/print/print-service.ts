/**
 * Renders the pages to print one at a time at 150/72 scale on white (spec section 9) into images
 * in a print container; print.css hides everything else on the page while printing.
 */
import type { PDFDocumentProxy } from "pdfjs-dist";

export const PRINT_SCALE = 150 / 72;
const CONTAINER_CLASS = "pdfv-print-container";
const PRINTING_CLASS = "pdfv-printing";

export interface PrintJob {
  /** The container holding the rendered pages; remove it with `dispose`. */
  dispose: () => void;
}

async function renderPage(
  pdfDocument: PDFDocumentProxy,
  pageNumber: number,
  signal: AbortSignal,
): Promise<{ url: string; width: number; height: number }> {
  const page = await pdfDocument.getPage(pageNumber);
  try {
    const viewport = page.getViewport({ scale: PRINT_SCALE });
    const canvas = document.createElement("canvas");
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const task = page.render({ canvas, viewport, intent: "print", background: "white" });
    const onAbort = () => task.cancel();
    signal.addEventListener("abort", onAbort, { once: true });
    try {
      await task.promise;
    } finally {
      signal.removeEventListener("abort", onAbort);
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve));
    canvas.width = canvas.height = 0;
    if (!blob) throw new Error(`Page ${pageNumber} could not be prepared for printing.`);
    // The size in points (1/72 in) lets the printed page keep the document's page size.
    const base = page.getViewport({ scale: 1 });
    return { url: URL.createObjectURL(blob), width: base.width, height: base.height };
  } finally {
    page.cleanup();
  }
}

/**
 * Renders `pages` in order, calling `onPageRendered` after each; resolves with a job whose
 * container is in the document, ready for window.print(). Rejects (and cleans up) on abort.
 */
export async function preparePrint(
  pdfDocument: PDFDocumentProxy,
  pages: number[],
  onPageRendered: () => void,
  signal: AbortSignal,
): Promise<PrintJob> {
  const container = document.createElement("div");
  container.className = CONTAINER_CLASS;
  const urls: string[] = [];
  const dispose = () => {
    container.remove();
    document.body.classList.remove(PRINTING_CLASS);
    for (const url of urls) URL.revokeObjectURL(url);
  };
  try {
    let pageSize: { width: number; height: number } | null = null;
    for (const pageNumber of pages) {
      if (signal.aborted) throw new DOMException("Print cancelled", "AbortError");
      const rendered = await renderPage(pdfDocument, pageNumber, signal);
      urls.push(rendered.url);
      pageSize ??= rendered;
      const wrapper = document.createElement("div");
      wrapper.className = "pdfv-print-page";
      const image = document.createElement("img");
      image.src = rendered.url;
      image.alt = "";
      wrapper.append(image);
      container.append(wrapper);
      onPageRendered();
    }
    if (signal.aborted) throw new DOMException("Print cancelled", "AbortError");
    if (pageSize) {
      // The paper follows the first page's size, as pdf.js's own viewer does.
      const style = document.createElement("style");
      style.textContent = `@page { size: ${pageSize.width}pt ${pageSize.height}pt; margin: 0; }`;
      container.append(style);
    }
    document.body.append(container);
    document.body.classList.add(PRINTING_CLASS);
    await Promise.all([...container.querySelectorAll("img")].map((image) => image.decode().catch(() => undefined)));
    return { dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
