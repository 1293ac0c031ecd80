/**
 * gzip and brotli for everything compressible that is not already compressed. Responses only:
 * no route takes a compressed request body, so no route pays for a decompression hook.
 */
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export const compression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: 1024,
  });
});
