/// <reference types="vite/client" />
/** pdf.js and its viewer classes, the way pdf.js's own components example wires them. */
import { GlobalWorkerOptions, getDocument } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";
// pdf.mjs above sets globalThis.pdfjsLib, which pdf_viewer.mjs reads when it is evaluated.
import { EventBus, PDFLinkService, PDFViewer } from "pdfjs-dist/web/pdf_viewer.mjs";
import "pdfjs-dist/web/pdf_viewer.css";

GlobalWorkerOptions.workerSrc = workerUrl;

export async function openDocument(
  container: HTMLDivElement,
  viewerElement: HTMLDivElement,
  url: string,
): Promise<PDFViewer> {
  const eventBus = new EventBus();
  const linkService = new PDFLinkService({ eventBus });
  const viewer = new PDFViewer({ container, viewer: viewerElement, eventBus, linkService });
  linkService.setViewer(viewer);
  // Zoom "auto", set once the pages are known (as pdf.js's components example sets its zoom): the
  // default of pdf.js's own viewer app and of the site's viewer, so both sides draw pages of the
  // same size (125% at the bench's 1280 px width). PDFViewer's bare default, 100%, would draw 36%
  // fewer pixels and make the comparison one of zoom levels.
  eventBus.on("pagesinit", () => {
    viewer.currentScaleValue = "auto";
  });
  const pdfDocument = await getDocument({ url }).promise;
  viewer.setDocument(pdfDocument);
  linkService.setDocument(pdfDocument, null);
  return viewer;
}
