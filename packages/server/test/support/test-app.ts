/** Builds the real app on a test database and imports a pack into it. */
import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/app.js";
import type { Config } from "../../src/config.js";
import { importPack, type ImportSummary } from "../../src/content/import-pack.js";
import { testConfig } from "./databases.js";
import { newTestPack, tempDir } from "./test-pack.js";

export async function startApp(overrides: Partial<Config>): Promise<FastifyInstance> {
  // A test's pass never depends on how fast a loaded machine starts the app.
  const app = await buildApp(testConfig(overrides), { unlimitedStart: true });
  await app.ready();
  return app;
}

export async function importInto(app: FastifyInstance, packDir: string): Promise<ImportSummary> {
  const summary = await importPack(app.database, app.blobStore, packDir);
  await app.content.refresh();
  return summary;
}

/** An app on a fresh SQLite data folder with the test pack imported; `close` removes both again. */
export async function appWithTestPack(
  overrides: Partial<Config> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const dataDir = tempDir("data");
  const pack = await newTestPack();
  const app = await startApp({ dataDir, ...overrides });
  await importInto(app, pack);
  return {
    app,
    close: async () => {
      await app.close();
      for (const dir of [dataDir, pack]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const browserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
