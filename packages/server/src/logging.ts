/**
 * Where the server's log goes: standard output through a buffer. Writing each request's line to
 * the terminal or a pipe at once was the largest cost per request under load (BENCHMARKS.md, "API
 * under wrk"); lines are now written in blocks of 16 KB, and at the latest LOG_FLUSH_MS after they
 * were logged, when the app closes and when the process exits, so none is lost and a quiet
 * server's lines still appear at once to a person watching.
 *
 * The lines are gathered here and handed to pino's destination (sonic-boom) a block at a time:
 * sonic-boom takes the UTF-8 length of all it holds on every write, and V8 copies (flattens) the
 * growing string to count it, which line by line would be a copy of a block per request
 * (BENCHMARKS.md, "What changed to reach them", has the figures). Each block handed over costs a
 * write on libuv's thread pool and its completion: 16 KB blocks took about 1.3 us less per
 * request than 4 KB ones (BENCHMARKS.md, round of the eighth session).
 */
import pino, { type DestinationStream } from "pino";

export const LOG_FLUSH_MS = 200;
const BLOCK_BYTES = 16 * 1024;

export interface LogOutput {
  stream: DestinationStream;
  /** Writes out what is buffered, synchronously. */
  flush(): void;
}

export function bufferedStdout(): LogOutput {
  const destination = pino.destination({ dest: 1, minLength: BLOCK_BYTES, maxWrite: 4 * BLOCK_BYTES, sync: false });
  // Lines not handed over yet. (`length` counts UTF-16 code units, at most the UTF-8 bytes.)
  let pending = "";
  const handOver = () => {
    if (pending === "") return;
    destination.write(pending);
    pending = "";
  };
  const stream: DestinationStream = {
    write(line: string) {
      pending += line;
      if (pending.length >= BLOCK_BYTES) handOver();
    },
  };
  const flush = () => {
    handOver();
    try {
      destination.flushSync();
    } catch {
      // An asynchronous write is still under way (it carries the buffer with it) or the stream is gone.
    }
  };
  setInterval(() => {
    handOver();
    try {
      destination.flush();
    } catch {
      // As in flush.
    }
  }, LOG_FLUSH_MS).unref();
  process.once("exit", flush);
  return { stream, flush };
}
