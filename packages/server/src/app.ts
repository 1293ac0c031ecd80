/** Builds the Fastify app from plugins; server.ts starts it and tests drive it with `app.inject`. */
import Fastify, { LogController, type FastifyInstance } from "fastify";
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
  const app = Fastify({
    logger: config.logRequests ? { level: config.logLevel } : false,
    // One log line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
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
  return app;
}
