/**
 * Where the server's log goes: standard output through a buffer. Writing each request's line to
 * the terminal or a pipe at once was the largest cost per request under load (BENCHMARKS.md, "API
 * under wrk"); lines are now written in blocks of 4 KB, and at the latest LOG_FLUSH_MS after they
 * were logged, when the app closes and when the process exits, so none is lost and a quiet
 * server's lines still appear at once to a person watching.
 */
import pino, { type DestinationStream } from "pino";

export const LOG_FLUSH_MS = 200;
const BLOCK_BYTES = 4096;

export interface LogOutput {
  stream: DestinationStream;
  /** Writes out what is buffered, synchronously. */
  flush(): void;
}

export function bufferedStdout(): LogOutput {
  const destination = pino.destination({ dest: 1, minLength: BLOCK_BYTES, sync: false });
  const flush = () => {
    try {
      destination.flushSync();
    } catch {
      // An asynchronous write is still under way (it carries the buffer with it) or the stream is gone.
    }
  };
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // As in flush.
    }
  }, LOG_FLUSH_MS).unref();
  process.once("exit", flush);
  return { stream: destination, flush };
}
