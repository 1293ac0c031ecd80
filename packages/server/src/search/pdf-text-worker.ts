/** The PDF text worker's thread: reads each PDF it is sent with pdf.js and answers its pages' text. */
import { parentPort } from "node:worker_threads";
import { readPdfPages } from "./pdf-pages.js";

export interface PdfTextRequest {
  id: number;
  bytes: Uint8Array;
}
export interface PdfTextAnswer {
  id: number;
  pages: string[] | undefined;
}

parentPort!.on("message", (request: PdfTextRequest) => {
  void readPdfPages(request.bytes).then((pages) => parentPort!.postMessage({ id: request.id, pages } satisfies PdfTextAnswer));
});
