/**
 * `GET /metrics` (and `/metrics/`: the router ignores a trailing slash) in the Prometheus text
 * format: the release, requests by route and status, their latency, the content version,
 * publications and imports, database errors and the PostgreSQL pool, sign-in failures, the last
 * backup, search queries, the local blob cache's hits and misses, and the process's own figures
 * (event-loop lag, memory, CPU). Answered only to a loopback client that no proxy forwarded, or to
 * `Authorization: Bearer METRICS_TOKEN`; anyone else gets the ordinary 404.
 */
import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extraRoutes } from "@dept/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Counter, Gauge, Registry } from "prom-client";
import type { FastPath } from "../api/fast-path.js";
import { schemaVersion } from "../db/database.js";
import { isDatabaseUnreachable } from "../db/unreachable.js";
import { version } from "../version.js";
import { contentFigures } from "./metrics-repository.js";
import { RequestSeries, type RequestCell } from "./request-series.js";

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN: lets a scraper on another machine in; undefined: loopback only. */
  token: string | undefined;
}

/** Node's figures belong to the process, not to an app: registered once, however many apps a test builds. */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The editor's sign-in (POST): a 401 is a refused email or password, a 429 a throttled attempt. */
const SIGN_IN_ROUTE = "/admin/api/session";

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (/^(::ffff:)?127\./.test(address) || address === "::1");
}

function hasToken(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (!token || !header) return false;
  const given = Buffer.from(header);
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export class AppMetrics {
  readonly registry = new Registry();
  /** Requests by method, route and status, and their latency (request-series.ts: not prom-client's, for speed). */
  readonly requests = new RequestSeries();
  readonly searches = new Counter({
    name: "dept_search_queries_total",
    help: "Site searches answered.",
    registers: [this.registry],
  });
  readonly signInFailures = new Counter({
    name: "dept_sign_in_failures_total",
    help: "Editor sign-ins refused, by reason: credentials (wrong email or password, or a disabled account) or throttled.",
    labelNames: ["reason"],
    registers: [this.registry],
  });
  readonly databaseErrors = new Counter({
    name: "dept_database_errors_total",
    help: "Requests failed by the database: unreachable or busy, or a failed query.",
    labelNames: ["kind"],
    registers: [this.registry],
  });

  constructor() {
    // Zero from the start, so an alert on their rate has a series to read before the first error.
    for (const kind of ["unreachable", "query"]) this.databaseErrors.inc({ kind }, 0);
    for (const reason of ["credentials", "throttled"]) this.signInFailures.inc({ reason }, 0);
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe(method, route, status, seconds);
    if (route === extraRoutes.search.path && status < 400) this.searches.inc();
    if (method === "POST" && route === SIGN_IN_ROUTE && (status === 401 || status === 429))
      this.signInFailures.inc({ reason: status === 401 ? "credentials" : "throttled" });
  }

  /**
   * The precomputed answers bypass Fastify (api/fast-path.ts), so they are counted around it; they
   * answer synchronously. `routeOf` names a path's route as Fastify's would (the path itself by default).
   */
  countFastPath(fastPath: FastPath, routeOf: (path: string) => string = (path) => path): FastPath {
    // The series' cells by status and path: a path's route is looked up once.
    const cells = new Map<number, Map<string, RequestCell>>();
    return (request: IncomingMessage, response: ServerResponse) => {
      const start = performance.now();
      if (!fastPath(request, response)) return false;
      const url = request.url ?? "/";
      const query = url.indexOf("?");
      const path = query === -1 ? url : url.slice(0, query);
      const status = response.statusCode;
      let byPath = cells.get(status);
      if (!byPath) cells.set(status, (byPath = new Map()));
      let cell = byPath.get(path);
      if (!cell) {
        cell = this.requests.cell(request.method ?? "GET", routeOf(path), status);
        if (byPath.size < 10_000) byPath.set(path, cell);
      }
      cell.observe((performance.now() - start) / 1000);
      return true;
    };
  }

  async text(): Promise<string> {
    return `${this.requests.text()}\n${await this.registry.metrics()}\n${await processMetrics().metrics()}`;
  }
}

export const metrics = fp(async (app: FastifyInstance, options: MetricsOptions) => {
  const appMetrics = new AppMetrics();
  app.decorate("metrics", appMetrics);
  const registers = [appMetrics.registry];
  new Gauge({
    name: "dept_build_info",
    help: "The release this instance runs, in the label version (always 1).",
    labelNames: ["version", "schema"],
    registers,
  }).set({ version, schema: schemaVersion }, 1);
  new Gauge({
    name: "dept_database_pool_connections",
    help: "PostgreSQL connections of this instance's pool, by state: total, idle, and waiting (requests queued for one).",
    labelNames: ["state"],
    registers,
    collect() {
      const pool = app.database.pool();
      if (!pool) return;
      this.set({ state: "total" }, pool.total);
      this.set({ state: "idle" }, pool.idle);
      this.set({ state: "waiting" }, pool.waiting);
    },
  });
  // Labelled by the database, so both series are absent before the first backup (an unlabelled gauge reads 0).
  const lastBackup = new Gauge({
    name: "dept_last_backup_timestamp_seconds",
    help: "When the last complete backup (the backup command) finished, in seconds since 1970; absent before the first.",
    labelNames: ["dialect"],
    registers,
  });
  const backupAge = new Gauge({
    name: "dept_last_backup_age_seconds",
    help: "Seconds since the last complete backup finished; absent before the first.",
    labelNames: ["dialect"],
    registers,
  });
  new Gauge({
    name: "dept_content_version",
    help: "The content version this instance serves (bumped by every import and publication).",
    registers,
    collect() {
      this.set(app.content.snapshot.version ?? 0);
    },
  });
  const publications = new Gauge({
    name: "dept_publications",
    help: "Publications recorded in the database.",
    registers,
  });
  // Read from the database, not counted here: imports run from the CLI, in a process of their own.
  const imports = new Gauge({
    name: "dept_imports",
    help: "Content imports recorded in the database (publications an import made).",
    registers,
  });
  new Counter({
    name: "dept_blob_cache_lookups_total",
    help: "Blobs looked up in this instance's DATA_DIR/blobs, by result: hit, or miss (with PostgreSQL then read from the database; with SQLite not stored).",
    labelNames: ["result"],
    registers,
    collect() {
      const { hits, misses } = app.blobStore.cacheLookups;
      this.reset();
      this.inc({ result: "hit" }, hits);
      this.inc({ result: "miss" }, misses);
    },
  });
  const changedAt = new Gauge({
    name: "dept_content_changed_timestamp_seconds",
    help: "When the content last changed by an import or a publication.",
    registers,
  });

  app.addHook("onResponse", (request, reply, done) => {
    appMetrics.observe(
      request.method,
      request.routeOptions.url ?? "unmatched",
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.addHook("onError", (_request, _reply, error, done) => {
    if (isDatabaseUnreachable(error)) appMetrics.databaseErrors.inc({ kind: "unreachable" });
    else if (error.name === "SqliteError" || "severity" in error) appMetrics.databaseErrors.inc({ kind: "query" });
    done();
  });

  app.get("/metrics", async (request, reply) => {
    const loopback = isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
    if (!loopback && !hasToken(request, options.token)) return reply.callNotFound();
    try {
      const figures = await contentFigures(app.database.db);
      publications.set(figures.publications);
      imports.set(figures.imports);
      if (figures.changedAt !== undefined) changedAt.set(figures.changedAt);
      if (figures.lastBackupAt !== undefined) {
        const labels = { dialect: app.database.dialect };
        lastBackup.set(labels, figures.lastBackupAt);
        backupAge.set(labels, Math.max(0, Math.round(Date.now() / 1000 - figures.lastBackupAt)));
      }
    } catch (error) {
      // The rest still tells how the instance is doing while its database is away.
      appMetrics.databaseErrors.inc({ kind: isDatabaseUnreachable(error) ? "unreachable" : "query" });
    }
    return reply
      .header("Cache-Control", "no-store")
      .type(appMetrics.registry.contentType)
      .send(await appMetrics.text());
  });
});
