/** The one error handler and the 404 handler: JSON `{"error":{"code","message"}}`, never internals. */
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../http-error.js";

export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0]!.slice(0, 200);
    return reply.code(404).send({ error: { code: "not_found", message: `Nothing is served at ${path}` } });
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.warn({ code: error.code }, error.message);
      return reply.code(error.statusCode).send({ error: { code: error.code, message: error.message } });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: { code: status === 404 ? "not_found" : "bad_request", message: error.message } });
    }
    request.log.error({ err: error }, "request failed");
    const unavailable = status === 503;
    return reply.code(unavailable ? 503 : 500).send({
      error: unavailable
        ? { code: "unavailable", message: "The service is unavailable; please try again in a moment." }
        : { code: "internal_error", message: "Something went wrong on the server." },
    });
  });
});
