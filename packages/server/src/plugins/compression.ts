/** gzip and brotli for everything compressible that is not already compressed. */
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
});
