/** The PDF text worker's thread: reads each PDF it is sent with pdf.js and answers its pages' text. */
import { parentPort } from "node:worker_threads";
import { readPdfPages } from "./pdf-pages.js";
import type { PdfTextAnswer, PdfTextRequest } from "./pdf-text-protocol.js";

parentPort!.on("message", (request: PdfTextRequest) => {
  void readPdfPages(request.bytes).then((pages) =>
    parentPort!.postMessage({ id: request.id, pages } satisfies PdfTextAnswer),
  );
});
