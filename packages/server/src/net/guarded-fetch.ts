/**
 * The one way the server asks another site for something (the link check; any later importer too):
 * http(s) on ports 80 and 443 to public addresses only, checked after DNS resolution, connected to
 * exactly the addresses checked, again at every redirect, and no body read.
 */
import { lookup as systemLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPublicAddress } from "./address-policy.js";

/** Redirects followed at most; the one after is an error ("too many redirects"). */
export const MAX_REDIRECTS = 5;

const STANDARD_PORTS = new Set([80, 443]);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A URL (or a redirect's target) the client will not contact; nothing was sent to it. */
export class RefusedDestinationError extends Error {
  constructor(
    readonly reason: "internal address" | "port",
    readonly url: string,
  ) {
    super(reason === "internal address" ? `${url} is an internal address` : `${url} is not on port 80 or 443`);
    this.name = "RefusedDestinationError";
  }
}

export interface GuardedRequest {
  method: "HEAD" | "GET";
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The last answer's status and the URL that gave it (after redirects). Its body is discarded. */
export interface GuardedResponse {
  status: number;
  url: string;
}

export type GuardedClient = (url: string, request: GuardedRequest) => Promise<GuardedResponse>;

/**
 * For tests only, and only ever passed in code: the production client is `guardedClient()` with
 * nothing, and no setting or environment variable reaches these.
 */
export interface GuardedClientTestOptions {
  /** Answers a host name's addresses instead of the system resolver; what it answers is still checked. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Addresses and ports let through although internal or not 80/443: a local test server's. */
  allow?: { addresses?: string[]; ports?: number[] };
}

const systemResolve = async (hostname: string) =>
  (await systemLookup(hostname, { all: true })).map((entry) => entry.address);

/** `localhost` and names under it are the machine itself (RFC 6761), whatever a resolver says. */
const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

/** A promise that also ends, with the signal's reason, when the signal aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/**
 * The connection's lookup: the addresses already checked, so that the socket cannot go to what a
 * second DNS answer says (DNS rebinding). Node asks for all of them when it tries both families.
 */
function pinnedLookup(addresses: string[]): LookupFunction {
  return (_hostname, options, callback) => {
    const entries = addresses.map((address) => ({ address, family: isIP(address) }));
    const wanted = entries.filter((entry) => !options.family || entry.family === options.family);
    const usable = wanted.length > 0 ? wanted : entries;
    if (options.all) callback(null, usable);
    else callback(null, usable[0]!.address, usable[0]!.family);
  };
}

/** One request to one checked destination; resolves with the answer's status and Location as soon as its headers arrive. */
function send(
  target: URL,
  addresses: string[],
  request: GuardedRequest,
): Promise<{ status: number; location: string | undefined }> {
  const { signal } = request;
  return new Promise((resolve, reject) => {
    const outgoing = (target.protocol === "https:" ? https : http).request(
      {
        protocol: target.protocol,
        hostname: target.hostname.replace(/^\[|\]$/g, ""),
        port: target.port || undefined,
        path: `${target.pathname}${target.search}`,
        method: request.method,
        headers: request.headers,
        signal,
        // A connection of its own each time: a pooled socket could belong to another destination's check.
        agent: false,
        lookup: pinnedLookup(addresses),
      },
      (response) => {
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
        // Only the status matters: the body is not read, and its connection is closed.
        response.destroy();
      },
    );
    outgoing.on("error", (error) => reject(signal?.aborted ? signal.reason : error));
    outgoing.end();
  });
}

/** Makes the client; production code calls it without arguments. */
export function guardedClient(testOptions: GuardedClientTestOptions = {}): GuardedClient {
  const resolve = testOptions.resolve ?? systemResolve;
  const allowedAddresses = new Set(testOptions.allow?.addresses ?? []);
  const allowedPorts = new Set([...STANDARD_PORTS, ...(testOptions.allow?.ports ?? [])]);
  const permitted = (address: string) => allowedAddresses.has(address) || isPublicAddress(address);

  /** The addresses `target` may be contacted at, or the reason it may not. Checked before anything is sent. */
  const destination = async (target: URL, signal: AbortSignal | undefined): Promise<string[]> => {
    const hostname = target.hostname.replace(/^\[|\]$/g, "");
    if (isLocalhostName(hostname)) throw new RefusedDestinationError("internal address", target.href);
    const addresses = isIP(hostname) ? [hostname] : await abortable(resolve(hostname), signal);
    // One internal address among several refuses the name: it could be the one connected to.
    if (addresses.length === 0 || !addresses.every(permitted))
      throw new RefusedDestinationError("internal address", target.href);
    const port = Number(target.port) || (target.protocol === "https:" ? 443 : 80);
    if (!allowedPorts.has(port)) throw new RefusedDestinationError("port", target.href);
    return addresses;
  };

  return async (url, request) => {
    let target = new URL(url);
    for (let redirects = 0; ; redirects += 1) {
      if (target.protocol !== "http:" && target.protocol !== "https:")
        throw new Error(`not an http(s) address: ${target.protocol}`);
      const { status, location } = await send(target, await destination(target, request.signal), request);
      if (!REDIRECT_STATUSES.has(status) || location === undefined) return { status, url: target.href };
      if (redirects === MAX_REDIRECTS) throw new Error("too many redirects");
      target = new URL(location, target);
    }
  };
}
