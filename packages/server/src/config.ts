/**
 * Server configuration from the environment (docs/architecture.md section 3). Invalid values raise a
 * ConfigError whose message is one line, printed as is by server.ts and the CLI.
 */
import fs from "node:fs";
import path from "node:path";
import { perSource, REFRESH_SOURCE_DETAILS, type RefreshSource } from "@dept/contract";

export interface Config {
  port: number;
  host: string;
  /** Absolute: the SQLite file and the blob store (a local cache of blobs with PostgreSQL). */
  dataDir: string;
  /** PostgreSQL connection string; undefined means SQLite in dataDir. */
  databaseUrl: string | undefined;
  /** Absolute: the content pack imported on first start. */
  contentDir: string;
  /**
   * Absolute: the built web app (index.html and assets/), with symbolic links resolved once at
   * start: a server started through `/opt/dept-website/current` keeps serving its own release's
   * files after the link is switched to the next release (plugins/previous-assets.ts).
   */
  webDir: string;
  /** Image fields carry raw base64 JPEG instead of URLs, for clients of the old design. */
  legacyInlineImages: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For (visitor counting). */
  /**
   * How many proxies stand in front of the server (0: none). The client's address is the one the
   * outermost of them saw, counted from the right of X-Forwarded-For, never the leftmost entry,
   * which the client writes itself; X-Forwarded-Proto is trusted only when this is over 0.
   */
  trustProxy: number;
  /** How often each instance checks the shared content version, in milliseconds. */
  contentPollMs: number;
  /** Fastify logger on (one line per request); tests turn it off. */
  logRequests: boolean;
  /** pino level; request lines are logged at info. */
  logLevel: LogLevel;
  /** IANA time zone in which the editor shows and takes scheduled times (TIME_ZONE). */
  timeZone: string;
  /**
   * The origin visitors reach the site at (PUBLIC_URL, `https://host[:port]`, no trailing slash):
   * the one address in feeds, calendar UIDs and the document's links. Undefined: `http://HOST:PORT`
   * (public-url.ts), never the request's Host header, which any client writes.
   */
  publicUrl: string | undefined;
  /** METRICS_TOKEN: `Authorization: Bearer` lets a scraper elsewhere read /metrics; undefined: loopback only. */
  metricsToken: string | undefined;
  /**
   * The base URLs of the publications refresh's sources (PUBLICATIONS_ORCID_URL,
   * PUBLICATIONS_OPENALEX_URL, PUBLICATIONS_CROSSREF_URL, PUBLICATIONS_DBLP_URL): the public
   * services unless set (a mirror, or a fake server in tests).
   */
  publicationSources: Record<RefreshSource, string>;
  /**
   * The publications refresh's time limits, in milliseconds: all of one source's requests
   * (PUBLICATIONS_SOURCE_TIMEOUT, seconds, default 120) and the whole refresh's
   * (PUBLICATIONS_REFRESH_TIMEOUT, seconds, default 300). A limit reached is a source failure.
   */
  publicationLimits: PublicationLimits;
}

export interface PublicationLimits {
  sourceMs: number;
  refreshMs: number;
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Env = Record<string, string | undefined>;

function nonEmpty(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = nonEmpty(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name}=${JSON.stringify(raw)} is not valid: expected an integer from ${min} to ${max}`);
  }
  return Number(raw);
}

function flag(env: Env, name: string): boolean {
  const raw = nonEmpty(env, name)?.toLowerCase();
  if (raw === undefined || raw === "0" || raw === "false" || raw === "no") return false;
  if (raw === "1" || raw === "true" || raw === "yes") return true;
  throw new ConfigError(`${name}=${JSON.stringify(env[name])} is not valid: expected 1 or 0`);
}

/** TRUST_PROXY: a number of hops; `true`/`yes` and `false`/`no` read as 1 and 0, as the flag it once was. */
function proxyHops(env: Env): number {
  const raw = nonEmpty(env, "TRUST_PROXY")?.toLowerCase();
  if (raw === "true" || raw === "yes") return 1;
  if (raw === "false" || raw === "no") return 0;
  return integer(env, "TRUST_PROXY", 0, 0, 10);
}

function logLevel(env: Env): LogLevel {
  const raw = nonEmpty(env, "LOG_LEVEL")?.toLowerCase() ?? "info";
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(
      `LOG_LEVEL=${JSON.stringify(env.LOG_LEVEL)} is not valid: expected one of ${LOG_LEVELS.join(", ")}`,
    );
  }
  return raw as LogLevel;
}

function timeZone(env: Env): string {
  const raw = nonEmpty(env, "TIME_ZONE") ?? "Asia/Kolkata";
  try {
    new Intl.DateTimeFormat("en", { timeZone: raw });
  } catch {
    throw new ConfigError(
      `TIME_ZONE=${JSON.stringify(raw)} is not valid: expected an IANA time zone such as Asia/Kolkata`,
    );
  }
  return raw;
}

function databaseUrl(env: Env): string | undefined {
  const raw = nonEmpty(env, "DATABASE_URL");
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError("DATABASE_URL is not valid: expected postgres://user@host:port/database");
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    throw new ConfigError(`DATABASE_URL is not valid: expected a postgres:// URL, got ${url.protocol}//...`);
  }
  return raw;
}

/**
 * PUBLIC_URL: an http(s) origin. A path is refused: the web build's assets and API answers are
 * addressed from the root (`/assets/`, `/api/`), so the site cannot be served under one.
 */
function publicUrl(env: Env): string | undefined {
  const raw = nonEmpty(env, "PUBLIC_URL");
  if (raw === undefined) return undefined;
  const invalid = () =>
    new ConfigError(
      `PUBLIC_URL=${JSON.stringify(raw)} is not valid: expected the site's origin, such as https://cse.example.edu (http or https, no path)`,
    );
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid();
  }
  const bare =
    url.username === "" && url.password === "" && url.pathname === "/" && url.search === "" && url.hash === "";
  // `new URL` tidies what it parses ("https://x.edu/?" loses its "?"); the text must be an origin as it stands.
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !bare || !/^https?:\/\/[^/?#@\s]+\/?$/i.test(raw))
    throw invalid();
  return url.origin;
}

function metricsToken(env: Env): string | undefined {
  const raw = nonEmpty(env, "METRICS_TOKEN");
  if (raw !== undefined && (raw.length < 16 || /\s/.test(raw))) {
    throw new ConfigError(
      "METRICS_TOKEN is not valid: expected at least 16 characters without spaces (for example from `openssl rand -hex 24`)",
    );
  }
  return raw;
}

/** PUBLICATIONS_<SOURCE>_URL: an http(s) URL without a query, kept without a trailing slash. */
function publicationSources(env: Env): Record<RefreshSource, string> {
  const url = (source: RefreshSource): string => {
    const { urlVariable: name, defaultUrl } = REFRESH_SOURCE_DETAILS[source];
    const raw = nonEmpty(env, name);
    if (raw === undefined) return defaultUrl;
    let parsed: URL | undefined;
    try {
      parsed = new URL(raw);
    } catch {
      parsed = undefined;
    }
    if (
      !parsed ||
      (parsed.protocol !== "http:" && parsed.protocol !== "https:") ||
      parsed.search !== "" ||
      parsed.hash !== "" ||
      parsed.username !== ""
    ) {
      throw new ConfigError(
        `${name}=${JSON.stringify(raw)} is not valid: expected an http(s) URL such as ${defaultUrl}`,
      );
    }
    return raw.replace(/\/+$/, "");
  };
  return perSource(url);
}

/** The path with its links resolved, or as given when it does not exist (yet). */
function realPath(resolved: string): string {
  try {
    return fs.realpathSync(resolved);
  } catch {
    return resolved;
  }
}

/** Reads the configuration; relative paths resolve against `cwd` (the repository root for `npm start`). */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const host = nonEmpty(env, "HOST") ?? "127.0.0.1";
  if (/\s|\//.test(host))
    throw new ConfigError(`HOST=${JSON.stringify(host)} is not valid: expected a host name or IP address`);
  const dir = (name: string, fallback: string) => path.resolve(cwd, nonEmpty(env, name) ?? fallback);
  return {
    port: integer(env, "PORT", 8080, 0, 65535),
    host,
    dataDir: dir("DATA_DIR", "data"),
    databaseUrl: databaseUrl(env),
    contentDir: dir("CONTENT_DIR", "content"),
    webDir: realPath(dir("WEB_DIR", "packages/web/dist")),
    legacyInlineImages: flag(env, "LEGACY_INLINE_IMAGES"),
    trustProxy: proxyHops(env),
    contentPollMs: integer(env, "CONTENT_POLL_MS", 2000, 100, 60_000),
    logRequests: true,
    logLevel: logLevel(env),
    timeZone: timeZone(env),
    publicUrl: publicUrl(env),
    metricsToken: metricsToken(env),
    publicationSources: publicationSources(env),
    publicationLimits: {
      sourceMs: integer(env, "PUBLICATIONS_SOURCE_TIMEOUT", 120, 1, 86_400) * 1000,
      refreshMs: integer(env, "PUBLICATIONS_REFRESH_TIMEOUT", 300, 1, 86_400) * 1000,
    },
  };
}
