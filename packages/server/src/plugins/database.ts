/**
 * Opens and migrates the database, imports the content pack on the first start (server.ts asks
 * for it), and sets up the blob store and the content service on it. Migrations and the first
 * import run under the startup lock, so instances starting together on one empty PostgreSQL
 * database import once.
 */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ContentService } from "../api/content-service.js";
import { cleanBlobs, removeTemporaryFiles } from "../content/blob-cleanup.js";
import { recordMissingImageSizes } from "../content/image-derivatives.js";
import { importPack } from "../content/import-pack.js";
import type { Config } from "../config.js";
import { contentVersion } from "../db/content-repository.js";
import { migrate, openDatabase, withStartupLock, type DatabaseHandle } from "../db/database.js";
import { BlobStore } from "../storage/blob-store.js";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
    blobStore: BlobStore;
    content: ContentService;
  }
}

/** The first start's import of CONTENT_DIR failed: server.ts says why, with the pack's problems. */
export class FirstImportError extends Error {
  override name = "FirstImportError";
  constructor(
    readonly contentDir: string,
    cause: unknown,
  ) {
    super(`cannot import CONTENT_DIR=${contentDir}`, { cause });
  }
}

export interface DatabaseOptions {
  config: Config;
  /** Import `config.contentDir` when the database holds no content yet (the server; tests import their own packs). */
  importOnFirstStart: boolean;
}

export const database = fp(async (app: FastifyInstance, { config, importOnFirstStart }: DatabaseOptions) => {
  const handle = openDatabase(config);
  const store = new BlobStore(config.dataDir, handle.db, handle.dialect);
  try {
    await withStartupLock(handle, async () => {
      for (const name of await migrate(handle.db, handle.dialect))
        app.log.info({ migration: name }, "migration applied");
      if (!importOnFirstStart || (await contentVersion(handle.db)) !== undefined) return;
      app.log.info({ contentDir: config.contentDir }, "empty database: importing the content pack");
      const summary = await importPack(handle, store, config.contentDir, {
        onProgress: ({ done, total }) => {
          if (done === total || done % 25 === 0) app.log.info(`importing images: ${done}/${total}`);
        },
      }).catch((error: unknown) => {
        throw new FirstImportError(config.contentDir, error);
      });
      app.log.info(summary.line);
    });
  } catch (error) {
    await handle.close();
    throw error;
  }
  const content = new ContentService(handle, store, {
    legacyInlineImages: config.legacyInlineImages,
    pollMs: config.contentPollMs,
    log: app.log,
  });
  // Leftovers of a killed write, and blobs retired long enough by earlier imports.
  await removeTemporaryFiles(store);
  await cleanBlobs(handle.db, store).catch((error: unknown) =>
    app.log.warn({ err: error }, "blob cleanup failed; trying again after the next import"),
  );
  await recordMissingImageSizes(handle.db, store).catch((error: unknown) =>
    app.log.warn({ err: error }, "reading the sizes of earlier images failed; trying again at the next start"),
  );
  app.decorate("database", handle);
  app.decorate("blobStore", store);
  app.decorate("content", content);
  await content.refresh();
  content.start();
  app.addHook("onClose", async () => {
    await content.stop();
    await handle.close();
  });
});
