/**
 * Starts the server: validated config, database, the demo pack imported on first start, then
 * listen; SIGTERM/SIGINT let in-flight requests finish and close the database.
 */
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { importPack, PackInvalidError } from "./content/import-pack.js";
import { SchemaTooNewError } from "./db/database.js";
import { publicOrigin, publicUrlUnsetMessage } from "./public-url.js";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`);
  throw error;
}

const app = await buildApp(config).catch((error: unknown) => {
  if (error instanceof SchemaTooNewError) fail(`Cannot start: ${error.message}`);
  fail(
    `Cannot start: ${oneLine(error)}${config.databaseUrl ? " (check DATABASE_URL)" : ` (check DATA_DIR=${config.dataDir})`}`,
  );
});
try {
  await app.ready();
} catch (error) {
  fail(`Cannot start: ${oneLine(error)}`);
}

if (app.content.snapshot.version === undefined) {
  app.log.info({ contentDir: config.contentDir }, "empty database: importing the content pack");
  try {
    const summary = await importPack(app.database, app.blobStore, config.contentDir, {
      onProgress: ({ done, total }) => {
        if (done === total || done % 25 === 0) app.log.info(`importing images: ${done}/${total}`);
      },
    });
    app.log.info(summary.line);
    await app.content.refresh();
  } catch (error) {
    await app.close();
    if (error instanceof PackInvalidError)
      fail(`Cannot import CONTENT_DIR=${config.contentDir}:\n${error.problems.join("\n")}`);
    fail(`Cannot import CONTENT_DIR=${config.contentDir}: ${oneLine(error)}`);
  }
}

if (app.content.snapshot.version !== undefined && !app.content.snapshot.site) {
  // Content imported by a version that compiled site.yaml into the web build instead.
  app.log.error(
    `the content has no site content: import the content pack again (npm run content -- import ${config.contentDir})`,
  );
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  await app.close();
  fail(`Cannot listen on ${config.host}:${config.port}: ${oneLine(error)}`);
}
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
const host = config.host.includes(":") ? `[${config.host}]` : config.host;
console.log(`Serving the department website at http://${host}:${port}`);
// Once, here: the feeds and calendars then name the listening address, which visitors may not use.
if (!config.publicUrl) app.log.warn(publicUrlUnsetMessage(publicOrigin(config, app.server)));

let closing = false;
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // A stuck connection must not keep the process alive forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
