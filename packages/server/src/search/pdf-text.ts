/**
 * The text of a PDF, page by page, for search: read with pdf.js in a worker thread of its own.
 *
 * Why a thread: pdf.js's legacy build replaces globals of the thread that loads it (core-js
 * polyfills, `JSON.stringify` among them). Loaded in the server's thread, after one import every
 * API answer cost more CPU (measured with `bench/api-cpu.ts`: BENCHMARKS.md). In its own thread it also
 * reads a large PDF without stalling requests, a hostile one that exhausts its memory limit ends
 * only the worker (that PDF gets no text), and its memory is given back when it has been idle.
 */
import { Worker } from "node:worker_threads";
import type { PdfTextAnswer, PdfTextRequest } from "./pdf-text-protocol.js";

/** The worker's heap limit, and how long it waits idle before it ends. */
const WORKER_HEAP_MB = 512;
const IDLE_MS = 10_000;

interface Reader {
  worker: Worker;
  /** The PDFs sent and not answered yet, by request id. */
  pending: Map<number, (pages: string[] | undefined) => void>;
  idleTimer?: NodeJS.Timeout;
}

let reader: Reader | undefined;
let nextId = 1;

/** The worker, started on first use. It runs this folder's TypeScript through tsx when the server does. */
function theReader(): Reader {
  if (reader) return reader;
  const file = new URL(
    import.meta.url.endsWith(".ts") ? "./pdf-text-worker.ts" : "./pdf-text-worker.js",
    import.meta.url,
  ).href;
  // tsx's API is resolved here, from this file: the worker's own code resolves from the working
  // directory, which need not be the project's.
  const code = file.endsWith(".ts")
    ? `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}); });`
    : `import(${JSON.stringify(file)});`;
  const worker = new Worker(code, { eval: true, resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
  const started: Reader = { worker, pending: new Map() };
  worker.on("message", (answer: PdfTextAnswer) => {
    started.pending.get(answer.id)?.(answer.pages);
    started.pending.delete(answer.id);
    if (started.pending.size === 0) idle(started);
  });
  // A crash (out of memory on a hostile file, say) ends the worker: what it was reading gets no
  // text, and the next PDF starts a fresh one.
  const end = () => {
    if (reader === started) reader = undefined;
    for (const settle of started.pending.values()) settle(undefined);
    started.pending.clear();
  };
  worker.on("error", end);
  worker.on("exit", end);
  reader = started;
  return started;
}

/** No PDF in flight: the process may exit, and the worker ends after IDLE_MS unless used again. */
function idle(idleReader: Reader) {
  idleReader.worker.unref();
  idleReader.idleTimer = setTimeout(() => {
    if (reader === idleReader) reader = undefined;
    void idleReader.worker.terminate();
  }, IDLE_MS).unref();
}

/**
 * Each page's text (index 0 is page 1), whitespace collapsed; empty strings for pages without
 * a text layer. Undefined when pdf.js cannot read the file at all.
 */
export function pdfPageTexts(bytes: Uint8Array): Promise<string[] | undefined> {
  const current = theReader();
  clearTimeout(current.idleTimer);
  current.worker.ref();
  const id = nextId++;
  // pdf.js takes ownership of the buffer it is given: the worker gets a copy.
  const copy = new Uint8Array(bytes);
  return new Promise((resolve) => {
    current.pending.set(id, resolve);
    current.worker.postMessage({ id, bytes: copy } satisfies PdfTextRequest, [copy.buffer]);
  });
}
