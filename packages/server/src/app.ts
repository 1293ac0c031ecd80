/** Builds the Fastify app from plugins; server.ts starts it and tests drive it with `app.inject`. */
import { createServer } from "node:http";
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import pino, { type DestinationStream } from "pino";
import { documentFastPath, precomputedFastPath, type FastPath } from "./api/fast-path.js";
import type { Config } from "./config.js";
import { bufferedStdout } from "./logging.js";
import type { GuardedClient } from "./net/guarded-fetch.js";
import { metrics } from "./ops/metrics.js";
import { compression } from "./plugins/compression.js";
import { database } from "./plugins/database.js";
import { clientErrorHandler, errorHandling, frameworkErrors } from "./plugins/errors.js";
import { scheduledPublishing } from "./plugins/scheduled-publishing.js";
import { securityHeaders } from "./plugins/security-headers.js";
import { previousReleaseAssets } from "./plugins/previous-assets.js";
import { staticWeb } from "./plugins/static-web.js";
import { publicOrigin } from "./public-url.js";
import { adminRoutes } from "./routes/admin/index.js";
import { contentRoutes } from "./routes/content/index.js";
import { crawlerRoutes } from "./routes/crawlers/index.js";
import { feedRoutes } from "./routes/feeds/index.js";
import { searchRoutes } from "./routes/search/index.js";
import { fileRoutes } from "./routes/files/index.js";
import { healthRoutes } from "./routes/health/index.js";
import { openApiRoutes } from "./routes/openapi/index.js";
import { visitorRoutes } from "./routes/visitors/index.js";

export interface AppOptions {
  /** Where log lines go instead of the buffered standard output (tests read them here). */
  logStream?: DestinationStream;
  /**
   * Tests only: the client the link check sends its requests with, one that may reach their local
   * sites. Production passes none and gets the guarded client that refuses internal addresses.
   */
  outgoingClient?: GuardedClient;
  /** Import CONTENT_DIR into a database without content (server.ts); tests import their own packs. */
  importOnFirstStart?: boolean;
  /** Tests only: no limit on a plugin's start, which loading a large site on a loaded machine may exceed (10 s by default). */
  unlimitedStart?: boolean;
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const output = config.logRequests && !options.logStream ? bufferedStdout() : undefined;
  const logStream = options.logStream ?? output?.stream;
  let requests = 0;
  const nextRequestId = () => `req-${(requests += 1).toString(36)}`;
  let fastPath: FastPath | null = null;
  const app = Fastify({
    loggerInstance:
      config.logRequests && logStream ? (pino({ level: config.logLevel }, logStream) as FastifyBaseLogger) : undefined,
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: nextRequestId,
    // The first start's import (plugins/database.ts) takes minutes on a large pack.
    ...(options.importOnFirstStart || options.unlimitedStart ? { pluginTimeout: 0 } : {}),
    // The client's address is the one TRUST_PROXY hops back in X-Forwarded-For, counted from the right.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // Answers made before routing get the JSON error shape and the security headers too.
    frameworkErrors: frameworkErrors(config.trustProxy),
    clientErrorHandler,
    // GETs of the precomputed list answers are answered before Fastify (api/fast-path.ts); the
    // rest goes to Fastify's handler. `app.inject` does not pass here: it always uses Fastify.
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!fastPath?.(request, response)) handler(request, response);
      });
      // Fastify's default for the servers it creates itself.
      server.keepAliveTimeout = 72_000;
      return server;
    },
  });

  // What is still buffered is written before the app is gone.
  if (output)
    app.addHook("onClose", (_app, done) => {
      output.flush();
      done();
    });

  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request",
    );
    done();
  });

  await app.register(securityHeaders, { trustProxy: config.trustProxy });
  await app.register(errorHandling);
  await app.register(compression);
  await app.register(database, { config, importOnFirstStart: options.importOnFirstStart ?? false });
  await app.register(metrics, { token: config.metricsToken });
  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(fileRoutes);
  await app.register(visitorRoutes);
  await app.register(searchRoutes);
  // Read when first needed, after listen: PORT=0 then has its port.
  await app.register(feedRoutes, { origin: () => publicOrigin(config, app.server) });
  await app.register(crawlerRoutes, { origin: () => publicOrigin(config, app.server) });
  await app.register(openApiRoutes);
  await app.register(adminRoutes, {
    webDir: config.webDir,
    timeZone: config.timeZone,
    outgoingClient: options.outgoingClient,
    publicationSources: config.publicationSources,
    publicationLimits: config.publicationLimits,
  });
  await app.register(scheduledPublishing);
  await app.register(previousReleaseAssets, { webDir: config.webDir });
  await app.register(staticWeb, { webDir: config.webDir, publicUrl: config.publicUrl });
  await app.after();
  app.answerOtherMethods();
  const lists = app.metrics.countFastPath(precomputedFastPath(app.content, app.log, nextRequestId, config.trustProxy));
  // Counted under the route Fastify's answer would have: "/", a language's home or the wildcard.
  const documents = app.metrics.countFastPath(
    documentFastPath(app.servedDocument, app.log, nextRequestId, config.trustProxy),
    (path) => (app.hasRoute({ method: "GET", url: path }) ? path : "/*"),
  );
  fastPath = (request, response) => lists(request, response) || documents(request, response);
  return app;
}
