/** Opens and migrates the database, and sets up the blob store and the content service on it. */
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ContentService } from "../api/content-service.js";
import { cleanBlobs, removeTemporaryFiles } from "../content/blob-cleanup.js";
import { recordMissingImageSizes } from "../content/image-derivatives.js";
import type { Config } from "../config.js";
import { migrate, openDatabase, type DatabaseHandle } from "../db/database.js";
import { BlobStore } from "../storage/blob-store.js";

declare module "fastify" {
  interface FastifyInstance {
    database: DatabaseHandle;
    blobStore: BlobStore;
    content: ContentService;
  }
}

export const database = fp(async (app: FastifyInstance, config: Config) => {
  const handle = openDatabase(config);
  try {
    await migrate(handle.db, handle.dialect);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const store = new BlobStore(config.dataDir, handle.db, handle.dialect);
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
