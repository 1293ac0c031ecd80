/**
 * The publications refresh's HTTP client, polite to the public sources: a User-Agent naming the
 * site and its contact email, a timeout per request, retries with exponential backoff on 429 and
 * 5xx that honour Retry-After, at most `perHost` requests in flight per host, bodies read with a
 * size cap, and redirects followed only on the same origin. The base URLs are the operator's
 * configuration (the real services, or a fake one on 127.0.0.1 in tests), so the private-address
 * refusal meant for URLs people type into entries does not apply here.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { RefreshSource } from "@dept/contract";
import { XMLValidator } from "fast-xml-parser";
import { readCapped } from "../content/pull/fetch.js";

/** A source a refresh reads: the contract declares the list (REFRESH_SOURCES). */
export type SourceName = RefreshSource;

export interface SourceSettings {
  urls: Record<SourceName, string>;
  contactEmail: string;
  timeoutMs: number;
  retries: number;
  perHost: number;
  /** Named in the User-Agent; the site content's name. */
  siteName?: string;
  /** Abandons every request (the server closing); a request it stops throws RefreshStoppedError. */
  signal?: AbortSignal;
  /** How long all of one source's requests may take, from its first (PUBLICATIONS_SOURCE_TIMEOUT). */
  sourceLimitMs?: number;
  /** How long all requests of the refresh may take, from the client's creation (PUBLICATIONS_REFRESH_TIMEOUT). */
  refreshLimitMs?: number;
}

/** A source's or the whole refresh's time limit was reached: the request is abandoned, reported as a failure. */
export class SourceDeadlineError extends Error {
  constructor(what: string, limitMs: number) {
    super(`${what} time limit (${limitMs / 1000} s) reached`);
    this.name = "SourceDeadlineError";
  }
}

/** A 2xx answer whose body is not the JSON or XML asked for (cut short, an error page): retried like a 5xx. */
function malformed(body: string, accept: string): boolean {
  if (accept.includes("json")) {
    try {
      JSON.parse(body);
      return false;
    } catch {
      return true;
    }
  }
  return accept.includes("xml") && XMLValidator.validate(body) !== true;
}

/** The largest answer read: an ORCID record of thousands of works is a few megabytes. */
export const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
/** The longest wait before a retry, whatever Retry-After asks for. */
export const MAX_RETRY_WAIT_MS = 30_000;
/** The first backoff; each retry doubles it. */
export const BACKOFF_BASE_MS = 250;
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A source's answer that is not a success, after the retries it was worth. */
export class SourceHttpError extends Error {
  constructor(
    readonly status: number,
    url: URL,
  ) {
    super(`HTTP ${status} from ${url.host}${url.pathname}`);
    this.name = "SourceHttpError";
  }
}

/** The refresh was stopped through its signal. */
export class RefreshStoppedError extends Error {
  constructor() {
    super("stopped");
    this.name = "RefreshStoppedError";
  }
}

/**
 * Text as a header value holds it: printable ASCII only (a header is Latin-1 at most, and a line
 * break would end it), other characters dropped, spaces collapsed.
 */
export function printableAscii(text: string): string {
  return text
    .replace(/\s/g, " ")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/ +/g, " ")
    .trim();
}

export interface SourceHttp {
  /** GETs `url` and answers its body as text; throws SourceHttpError, a timeout or a network error. */
  get(url: URL, accept: string): Promise<string>;
}

/** The wait a Retry-After header asks for (delta-seconds or an HTTP date), or undefined. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** A first-in, first-out gate letting at most `limit` holders through at once. */
function gate(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (work) => {
    if (active >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else active += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

const retryable = (status: number) => status === 429 || status >= 500;

export function sourceHttp(settings: SourceSettings): SourceHttp {
  const userAgent = `${printableAscii(settings.siteName ?? "") || "Department website"} publications (mailto:${printableAscii(settings.contactEmail)})`;
  const gates = new Map<string, ReturnType<typeof gate>>();
  const gateFor = (host: string) => {
    let found = gates.get(host);
    if (!found) gates.set(host, (found = gate(Math.max(1, settings.perHost))));
    return found;
  };

  // The deadlines: the refresh's from now, each source's from its first request.
  const refreshDeadline =
    settings.refreshLimitMs === undefined ? undefined : AbortSignal.timeout(settings.refreshLimitMs);
  const sourceDeadlines = new Map<string, AbortSignal>();
  const sourceOf = (url: URL) =>
    (Object.entries(settings.urls) as [SourceName, string][]).find(([, base]) => url.href.startsWith(base))?.[0];
  const deadlinesFor = (url: URL): AbortSignal[] => {
    const source = sourceOf(url) ?? url.host;
    let own = sourceDeadlines.get(source);
    if (own === undefined && settings.sourceLimitMs !== undefined)
      sourceDeadlines.set(source, (own = AbortSignal.timeout(settings.sourceLimitMs)));
    return [own, refreshDeadline].filter((signal) => signal !== undefined);
  };
  /** The deadline error when one was reached, else undefined. */
  const deadlineHit = (url: URL): SourceDeadlineError | undefined => {
    const source = sourceOf(url) ?? url.host;
    if (refreshDeadline?.aborted) return new SourceDeadlineError("the refresh's", settings.refreshLimitMs!);
    if (sourceDeadlines.get(source)?.aborted) return new SourceDeadlineError(`${source}'s`, settings.sourceLimitMs!);
    return undefined;
  };

  /** One attempt: the final answer after same-origin redirects, its body read within the cap. */
  const attempt = async (
    start: URL,
    accept: string,
  ): Promise<{ status: number; retryAfter: string | null; body: string }> => {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = AbortSignal.any([timeout, ...deadlinesFor(start), ...(settings.signal ? [settings.signal] : [])]);
    let target = start;
    for (let redirects = 0; ; redirects += 1) {
      const response = await fetch(target, {
        headers: { "User-Agent": userAgent, Accept: accept },
        redirect: "manual",
        signal,
      });
      const location = response.headers.get("location");
      if (!REDIRECT_STATUSES.has(response.status) || location === null) {
        const ok = response.status >= 200 && response.status < 300;
        const body = ok ? (await readCapped(response, MAX_RESPONSE_BYTES)).toString("utf8") : "";
        if (!ok) await response.body?.cancel();
        // A body cut short by a deadline surfaces as an abort while reading: the caller names the deadline.
        return { status: response.status, retryAfter: response.headers.get("retry-after"), body };
      }
      await response.body?.cancel();
      const next = new URL(location, target);
      if (next.origin !== start.origin) throw new Error(`${start.host} redirected to another host (${next.host})`);
      if (redirects === MAX_REDIRECTS) throw new Error(`too many redirects from ${start.host}`);
      target = next;
    }
  };

  return {
    async get(url, accept) {
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`not an http(s) address: ${url.href}`);
      const run = gateFor(url.host);
      for (let tries = 0; ; tries += 1) {
        const result = await run(async () => {
          const hit = deadlineHit(url);
          if (hit) throw hit;
          try {
            return await attempt(url, accept);
          } catch (error) {
            if (settings.signal?.aborted) throw new RefreshStoppedError();
            const late = deadlineHit(url);
            if (late) throw late;
            if (error instanceof DOMException && error.name === "TimeoutError")
              throw new Error(`no answer from ${url.host} within ${settings.timeoutMs} ms`, { cause: error });
            throw error;
          }
        });
        const ok = result.status >= 200 && result.status < 300;
        const broken = ok && malformed(result.body, accept);
        if (ok && !broken) return result.body;
        if (broken && tries >= settings.retries)
          throw new Error(`${url.host} answered a malformed body ${tries + 1} times`);
        if (!broken && (!retryable(result.status) || tries >= settings.retries))
          throw new SourceHttpError(result.status, url);
        const asked = broken ? undefined : retryAfterMs(result.retryAfter);
        const waitSignal = AbortSignal.any([...deadlinesFor(url), ...(settings.signal ? [settings.signal] : [])]);
        await sleep(Math.min(MAX_RETRY_WAIT_MS, asked ?? BACKOFF_BASE_MS * 2 ** tries), undefined, {
          signal: waitSignal,
        }).catch(() => {
          throw deadlineHit(url) ?? new RefreshStoppedError();
        });
      }
    },
  };
}
