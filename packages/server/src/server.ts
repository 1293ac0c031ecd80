/**
 * Starts the server: validated config, database, the demo pack imported on first start, then
 * listen (on the socket systemd hands over, when socket-activated); SIGTERM/SIGINT let in-flight
 * requests finish and close the database. `--version` prints the release and exits.
 */
import net from "node:net";
import { buildApp } from "./app.js";
import { ConfigError, loadConfig, type Config } from "./config.js";
import { PackInvalidError } from "./content/import-pack.js";
import { SchemaTooNewError } from "./db/database.js";
import { FirstImportError } from "./plugins/database.js";
import { activatedSocket } from "./listen-socket.js";
import { isDatabaseMisconfigured, isDatabaseUnreachable } from "./db/unreachable.js";
import { publicOrigin, publicUrlUnsetMessage } from "./public-url.js";
import { version } from "./version.js";

if (process.argv.includes("--version")) {
  console.log(version);
  process.exit(0);
}

/**
 * The exit code of a failure that starting again cannot mend (a bad setting, a database schema newer
 * than this code, a broken content pack, a database refusing the credentials or not existing):
 * EX_CONFIG, which the unit lists in RestartPreventExitStatus, so systemd stops instead of looping.
 */
const EXIT_CONFIG = 78;

/** How long a connection accepted just before a shutdown has to send its request. */
const ACCEPTED_GRACE_MS = 300;

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(`Configuration error: ${error.message}`, EXIT_CONFIG);
  throw error;
}

const app = await buildApp(config, { importOnFirstStart: true }).catch((error: unknown) => {
  if (error instanceof SchemaTooNewError) fail(`Cannot start: ${error.message}`, EXIT_CONFIG);
  if (error instanceof FirstImportError && !isDatabaseUnreachable(error.cause)) {
    const cause = error.cause;
    if (cause instanceof PackInvalidError)
      fail(`Cannot import CONTENT_DIR=${error.contentDir}:\n${cause.problems.join("\n")}`, EXIT_CONFIG);
    fail(`Cannot import CONTENT_DIR=${error.contentDir}: ${oneLine(cause)}`);
  }
  fail(
    `Cannot start: ${oneLine(error)}${config.databaseUrl ? " (check DATABASE_URL)" : ` (check DATA_DIR=${config.dataDir})`}`,
    isDatabaseMisconfigured(error) ? EXIT_CONFIG : 1,
  );
});
try {
  await app.ready();
} catch (error) {
  fail(`Cannot start: ${oneLine(error)}`);
}

if (app.content.snapshot.version !== undefined && !app.content.snapshot.site) {
  // Content imported by a version that compiled site.yaml into the web build instead.
  app.log.error(
    `the content has no site content: import the content pack again (npm run content -- import ${config.contentDir})`,
  );
}

let socket: number | undefined;
try {
  socket = activatedSocket();
} catch (error) {
  await app.close();
  fail(`Cannot listen: ${oneLine(error)}`, EXIT_CONFIG);
}
try {
  // Socket-activated (deploy/dept-website.socket): systemd holds the listening socket across
  // restarts, so connections made while the next release starts wait instead of being refused.
  await app.listen(socket === undefined ? { port: config.port, host: config.host } : ({ fd: socket } as object));
} catch (error) {
  await app.close();
  fail(`Cannot listen on ${config.host}:${config.port}: ${oneLine(error)}`);
}
const address = app.server.address();
const port = typeof address === "object" && address ? address.port : config.port;
const listened = typeof address === "object" && address ? address.address : config.host;
const host = listened.includes(":") ? `[${listened}]` : listened;
app.log.info({ version, socketActivated: socket !== undefined }, `department website ${version} started`);
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
    // First only stop accepting (net's close, not http's, which also drops connections that have
    // not sent their request yet), then give connections just accepted a moment to send it: with
    // a socket-activated restart, no request made during it fails.
    net.Server.prototype.close.call(app.server);
    setTimeout(() => {
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }, ACCEPTED_GRACE_MS);
  });
}
