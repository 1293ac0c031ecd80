/** Builds the real app on a test database and imports a pack into it. */
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.js";
import type { Config } from "../../src/config.js";
import { importPack, type ImportSummary } from "../../src/content/import-pack.js";
import { testConfig } from "./databases.js";

export async function startApp(overrides: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(overrides));
  await app.ready();
  return app;
}

export async function importInto(app: FastifyInstance, packDir: string): Promise<ImportSummary> {
  const summary = await importPack(app.database, app.blobStore, packDir);
  await app.content.refresh();
  return summary;
}

export const browserAgent = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
