/** Builds the Fastify app from plugins; server.ts starts it and tests drive it with `app.inject`. */
import { createServer } from "node:http";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import { precomputedFastPath, type FastPath } from "./api/fast-path.js";
import type { Config } from "./config.js";
import { compression } from "./plugins/compression.js";
import { database } from "./plugins/database.js";
import { errorHandling } from "./plugins/errors.js";
import { securityHeaders } from "./plugins/security-headers.js";
import { staticWeb } from "./plugins/static-web.js";
import { contentRoutes } from "./routes/content/index.js";
import { fileRoutes } from "./routes/files/index.js";
import { healthRoutes } from "./routes/health/index.js";
import { openApiRoutes } from "./routes/openapi/index.js";
import { visitorRoutes } from "./routes/visitors/index.js";

export async function buildApp(config: Config): Promise<FastifyInstance> {
  let requests = 0;
  const nextRequestId = () => `req-${(requests += 1).toString(36)}`;
  let fastPath: FastPath | null = null;
  const app = Fastify({
    logger: config.logRequests ? { level: config.logLevel } : false,
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: nextRequestId,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
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

  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request",
    );
    done();
  });

  await app.register(securityHeaders);
  await app.register(errorHandling);
  await app.register(compression);
  await app.register(database, config);
  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(fileRoutes);
  await app.register(visitorRoutes);
  await app.register(openApiRoutes);
  await app.register(staticWeb, { webDir: config.webDir });
  fastPath = precomputedFastPath(app.content, app.log, nextRequestId);
  return app;
}
