/** The pull's HTTP: retries on network errors and 5xx, a size cap while streaming, a small pool. */

/** The largest file we accept; a bigger answer is cut off while streaming and reported. */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;
const TIMEOUT_MS = 30_000;
const RETRIES = 3;

export async function fetchRetry(url: string): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    if (attempt > 0) await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (res.status >= 500 && attempt < RETRIES) {
        await res.body?.cancel();
        lastError = new Error(`HTTP ${res.status}`);
        continue;
      }
      return res;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** The body, refused once it grows past `maxBytes` (the pull's files by default; the publications refresh passes its own). */
export async function readCapped(res: Response, maxBytes = MAX_FILE_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  if (!res.body) return Buffer.alloc(0);
  for await (const chunk of res.body) {
    size += chunk.length;
    if (size > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

export async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
