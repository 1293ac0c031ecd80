/**
 * The editor's broken-link check (issue 15): every absolute http(s) URL in the entries' data
 * (draft and live, at any depth: quick links, LinkedIn, the MCA site, committees, footer credits),
 * each asked once whether it still answers, and the ones that fail with the entries that use them.
 *
 * This is the only code of the server that contacts other sites, and it runs only when a publisher
 * asks (POST /admin/api/link-check): nothing at start, nothing on a timer. It is bounded so that a
 * click cannot turn into a flood or a request that never ends: a few requests at a time, a timeout
 * on each, a total time and a number of URLs for the whole check. Only statuses are kept; no body
 * is read. Every request goes through the guarded client (net/guarded-fetch.ts): a link to an
 * address inside the network is not requested at all, and is listed as not checked.
 */
import { STATUS_CODES } from "node:http";
import { type EntryCollection, type LinkCheckResult, type LinkReport, type LinkUse } from "@dept/contract";
import type { Kysely } from "kysely";
import { entriesOf, revisionData } from "../db/entry-repository.js";
import type { Database } from "../db/schema.js";
import { guardedClient, RefusedDestinationError, type GuardedClient } from "../net/guarded-fetch.js";
import { entryTitle, type EntryData } from "../publishing/entry-data.js";

export interface LinkCheckBounds {
  /** Each request's time to answer (its headers); a HEAD and the GET after it get one each. */
  requestMs: number;
  /** The whole check: URLs not finished by then are reported as not checked. */
  totalMs: number;
  /** Requests in flight at a time. */
  concurrency: number;
  /** URLs checked at most; the ones after these are reported as not checked. */
  maxUrls: number;
}

/**
 * 8 s is long for a site that works and short enough to wait for. 45 s for the whole check stays
 * under the 60 s a reverse proxy commonly allows for an answer (nginx's proxy_read_timeout); four at
 * a time asks no site for much. 500 URLs is ten times what the department's content holds.
 */
export const LINK_CHECK_BOUNDS: LinkCheckBounds = { requestMs: 8_000, totalMs: 45_000, concurrency: 4, maxUrls: 500 };

/** The guarded client as production runs it: no test resolver, no address or port let through. */
const productionClient = guardedClient();

/** Sent with every request, so a site's owner can tell what asked. */
export const LINK_CHECK_USER_AGENT = "dept-website link check";

/** An entry's data to look for links in: its head revision's and its live revision's (when that differs). */
export interface LinkSource {
  entryId: string;
  collection: EntryCollection;
  title: string;
  data: EntryData[];
}

type Outcome = { kind: "ok" } | { kind: "broken" | "not checked"; status: number | null; problem: string };

const URL_PATTERN = /^https?:\/\/\S+$/i;
const isUrl = (value: string) => URL_PATTERN.test(value) && URL.canParse(value);

/** Every http(s) URL a value holds (the whole string a URL, not one inside a text), with its path. */
function urlsIn(value: unknown, path: string, found: (url: string, field: string) => void): void {
  if (typeof value === "string") {
    if (isUrl(value)) found(value, path);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => urlsIn(item, `${path}.${index}`, found));
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) urlsIn(item, path ? `${path}.${key}` : key, found);
  }
}

/** Each distinct URL, in the order first met, with every place that uses it (an entry's field once, draft or live). */
export function collectLinks(sources: LinkSource[]): Map<string, LinkUse[]> {
  const links = new Map<string, LinkUse[]>();
  for (const source of sources) {
    for (const data of source.data) {
      urlsIn(data, "", (url, field) => {
        const uses = links.get(url) ?? [];
        if (!uses.some((use) => use.entryId === source.entryId && use.field === field)) {
          uses.push({ entryId: source.entryId, collection: source.collection, title: source.title, field });
        }
        links.set(url, uses);
      });
    }
  }
  return links;
}

/** The entries that are not deleted, each with its head and live data. */
export async function linkSources(db: Kysely<Database>): Promise<LinkSource[]> {
  const entries = (await entriesOf(db)).filter((entry) => entry.state !== "deleted");
  const ids = [
    ...new Set(entries.flatMap((entry) => [entry.head_revision, entry.live_revision ?? entry.head_revision])),
  ];
  const data = await revisionData(db, ids);
  return entries.map((entry) => {
    const head = data.get(entry.head_revision) ?? {};
    const live =
      entry.live_revision && entry.live_revision !== entry.head_revision ? data.get(entry.live_revision) : undefined;
    const collection = entry.collection as EntryCollection;
    return { entryId: entry.id, collection, title: entryTitle(collection, head), data: live ? [head, live] : [head] };
  });
}

/** A failed request in words a publisher can act on. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return "timed out";
  // fetch wraps the system's error in a cause; node:http gives it as it is.
  type SystemError = Error & { code?: string; errors?: { code?: string }[] };
  const cause =
    error instanceof Error ? ((error.cause instanceof Error ? error.cause : error) as SystemError) : undefined;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_NONAME") return "does not resolve";
  if (code === "ECONNREFUSED") return "connection refused";
  if (code === "ECONNRESET") return "connection reset";
  if (code === "ETIMEDOUT" || code === "UND_ERR_CONNECT_TIMEOUT") return "timed out";
  if (code === "EHOSTUNREACH" || code === "ENETUNREACH") return "cannot be reached";
  if (code && /CERT|SSL|TLS/.test(code)) {
    // OpenSSL's own messages carry its source file and line; the reason is the part after the routine.
    const reason = /routines:[^:]*:([^:]+)/.exec(cause!.message)?.[1] ?? cause!.message;
    return `TLS error: ${reason}`;
  }
  return cause?.message ?? (error instanceof Error ? error.message : String(error));
}

function outcomeOf(status: number): Outcome {
  if (status < 400) return { kind: "ok" };
  // LinkedIn answers 999 to any client it takes for a robot, and 429 says "ask later": neither says
  // whether the page exists, so such a link is reported as not checked rather than broken.
  if (status === 999)
    return { kind: "not checked", status, problem: "not checked: the site refuses automated checks (999)" };
  if (status === 429)
    return { kind: "not checked", status, problem: "not checked: the site asks to wait (429 Too Many Requests)" };
  return { kind: "broken", status, problem: `${status} ${STATUS_CODES[status] ?? ""}`.trim() };
}

/**
 * A signal that aborts after `ms` with a TimeoutError, or with `parent`'s reason when that aborts
 * first. Its timer is held until `clear`: an AbortSignal.timeout inside AbortSignal.any can be
 * garbage-collected before it fires (nodejs/node#57736), and a request to a site that never
 * answers then waited for the whole check's time.
 */
function timeoutSignal(ms: number, parent?: AbortSignal): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${ms} ms`, "TimeoutError")), ms);
  const onParent = () => controller.abort(parent!.reason);
  if (parent?.aborted) onParent();
  else parent?.addEventListener("abort", onParent, { once: true });
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      parent?.removeEventListener("abort", onParent);
    },
  };
}

/** A link the guarded client would not contact, in words; nothing was sent to it. */
function refusal(error: RefusedDestinationError): Outcome {
  if (error.reason === "internal address")
    return { kind: "not checked", status: null, problem: "not checked: internal address" };
  return {
    kind: "not checked",
    status: null,
    problem: `not checked: port ${new URL(error.url).port} (only ports 80 and 443 are checked)`,
  };
}

/**
 * Asks one URL: HEAD, redirects followed (by the guarded client, each hop checked). A HEAD that
 * answers 400 or more is asked again with GET, because many servers refuse HEAD (405, 501) or
 * answer it with another error (403, 404, 500) while the page itself works; a link is broken only
 * when its GET fails too.
 * A failure to connect is not retried: it does not depend on the method.
 */
async function checkUrl(
  url: string,
  deadline: AbortSignal,
  bounds: LinkCheckBounds,
  client: GuardedClient,
): Promise<Outcome> {
  const ask = async (method: "HEAD" | "GET") => {
    const timeout = timeoutSignal(bounds.requestMs, deadline);
    try {
      const response = await client(url, {
        method,
        headers: { "user-agent": LINK_CHECK_USER_AGENT, accept: "*/*" },
        signal: timeout.signal,
      });
      return response.status;
    } finally {
      timeout.clear();
    }
  };
  try {
    const status = await ask("HEAD");
    return outcomeOf(status >= 400 ? await ask("GET") : status);
  } catch (error) {
    if (error instanceof RefusedDestinationError) return refusal(error);
    if (deadline.aborted) return { kind: "not checked", status: null, problem: "not checked: time ran out" };
    return { kind: "broken", status: null, problem: describeFailure(error) };
  }
}

/** Checks every link within `bounds`; `client` is the production guarded client but for tests. */
export async function checkLinks(
  links: Map<string, LinkUse[]>,
  options: Partial<LinkCheckBounds> & { client?: GuardedClient } = {},
): Promise<LinkCheckResult> {
  const { client = productionClient, ...given } = options;
  const bounds = { ...LINK_CHECK_BOUNDS, ...given };
  const checkedAt = new Date().toISOString();
  const urls = [...links.keys()];
  const queue = urls.slice(0, bounds.maxUrls);
  const total = timeoutSignal(bounds.totalMs);
  const deadline = total.signal;
  const outcomes = new Map<string, Outcome>();

  // A few workers take the next URL until none is left or time runs out.
  let next = 0;
  const worker = async () => {
    while (next < queue.length && !deadline.aborted) {
      const url = queue[next++]!;
      outcomes.set(url, await checkUrl(url, deadline, bounds, client));
    }
  };
  await Promise.all(Array.from({ length: Math.min(bounds.concurrency, queue.length) }, worker)).finally(total.clear);

  const result: LinkCheckResult = { checkedAt, total: urls.length, ok: 0, broken: [], notChecked: [] };
  urls.forEach((url, index) => {
    const outcome: Outcome =
      outcomes.get(url) ??
      (index >= bounds.maxUrls
        ? { kind: "not checked", status: null, problem: `not checked: more than ${bounds.maxUrls} links` }
        : { kind: "not checked", status: null, problem: "not checked: time ran out" });
    if (outcome.kind === "ok") {
      result.ok += 1;
      return;
    }
    const report: LinkReport = { url, status: outcome.status, problem: outcome.problem, usedIn: links.get(url)! };
    (outcome.kind === "broken" ? result.broken : result.notChecked).push(report);
  });
  return result;
}
