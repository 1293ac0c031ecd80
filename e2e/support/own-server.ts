/**
 * A server of a test's own, on the build the run made (E2E_WEB_DIR, the server compiled in
 * E2E_SERVER_DIR) and a copy of the demo pack the test may change and import again: for tests that
 * change content, which the shared server's other tests must not see. Its data folder starts as a
 * copy of the run's import of the demo pack (E2E_DATA_TEMPLATE), not a fresh import.
 */
import { execFile, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { freePort, waitForHealth } from "./server-process";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tsx = path.join(root, "node_modules/.bin/tsx");

/** The command that runs the server or the CLI: the run's compiled bundle, or (without global setup's) the sources. */
function command(entry: "server" | "cli"): [string, string[]] {
  const compiled = process.env.E2E_SERVER_DIR;
  return compiled
    ? [process.execPath, ["--enable-source-maps", path.join(compiled, `${entry}.js`)]]
    : [tsx, [`packages/server/src/${entry}.ts`]];
}

export interface OwnServer {
  url: string;
  /** The copy of the demo pack this server imported first; change it, then `importPack()`. */
  packDir: string;
  /** `npm run content -- import` of packDir into this server's data folder. */
  importPack(): Promise<string>;
  /** Any content CLI command on this server's data folder, with `input` on its standard input. */
  cli(args: string[], input?: string): Promise<string>;
  stop(): Promise<void>;
}

/**
 * A schema of its own on TEST_DATABASE_URL's PostgreSQL (search_path in the URL), dropped again by
 * the returned function; the server then keeps its content there instead of in SQLite.
 */
async function postgresSchema(): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL is not set");
  const schema = `e2e_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(`CREATE SCHEMA ${schema}`);
  const url = new URL(base);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return { databaseUrl: url.toString(), drop: () => run(`DROP SCHEMA IF EXISTS ${schema} CASCADE`) };
}

export async function startOwnServer(options: { postgres?: boolean } = {}): Promise<OwnServer> {
  const webDir = process.env.E2E_WEB_DIR;
  if (!webDir) throw new Error("E2E_WEB_DIR is not set: run through e2e/playwright.config.ts");
  const database = options.postgres ? await postgresSchema() : undefined;
  const work = mkdtempSync(path.join(tmpdir(), "dept-e2e-own-"));
  const packDir = path.join(work, "content");
  cpSync(path.join(root, "content"), packDir, { recursive: true });
  // SQLite only: a PostgreSQL schema starts empty and the server imports the pack on its first start.
  if (process.env.E2E_DATA_TEMPLATE && !database)
    cpSync(process.env.E2E_DATA_TEMPLATE, path.join(work, "data"), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // A short poll, so a CLI import shows up quickly.
  const env = {
    ...process.env,
    DATA_DIR: path.join(work, "data"),
    DATABASE_URL: database?.databaseUrl ?? "",
    LOG_LEVEL: "warn",
    CONTENT_POLL_MS: "250",
  };
  const [server, serverArgs] = command("server");
  const child = spawn(server, serverArgs, {
    cwd: root,
    detached: true,
    stdio: "ignore",
    env: { ...env, PORT: String(port), HOST: "127.0.0.1", WEB_DIR: webDir, CONTENT_DIR: packDir },
  });
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitForHealth(url, () => child.exitCode, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  const cli = async (args: string[], input = "") => {
    const [cliCommand, cliArgs] = command("cli");
    const running = promisify(execFile)(cliCommand, [...cliArgs, ...args], { cwd: root, env });
    running.child.stdin?.end(input);
    return (await running).stdout;
  };
  return { url, packDir, importPack: () => cli(["import", packDir]), cli, stop };
}
