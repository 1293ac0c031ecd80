/**
 * Builds the web app into a temporary folder and compiles the server once (E2E_SERVER_DIR), imports
 * the demo pack once into a template data folder (E2E_DATA_TEMPLATE), starts the real server on a
 * free port on a copy of it, and stops it after the run. Tests read the address from E2E_BASE_URL
 * through the `test` fixture; tests with a server of their own (support/own-server.ts) start the same
 * compiled server on another copy. E2E_BASE_URL set from outside reuses a running server instead.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitForHealth } from "./support/server-process";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // Already gone.
      }
    }, 10_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      // The whole process group: tsx runs the server in a child process of its own.
      process.kill(-child.pid!, "SIGTERM");
    } catch {
      resolve();
    }
  });
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_BASE_URL) return async () => {};

  const work = mkdtempSync(path.join(tmpdir(), "dept-e2e-"));
  const webDir = process.env.E2E_WEB_DIR ?? path.join(work, "web");
  if (!process.env.E2E_WEB_DIR) {
    execFileSync(bin("tsx"), ["packages/web/build/build-web.ts"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, WEB_OUT_DIR: webDir, WEB_BUILD_LOG_LEVEL: "warn" },
    });
  }

  // Three folders below the repository, as packages/server/dist is: the bundle finds package.json
  // there and the npm packages in node_modules above it.
  mkdirSync(path.join(root, "node_modules/.cache"), { recursive: true });
  const serverDir = mkdtempSync(path.join(root, "node_modules/.cache/dept-e2e-server-"));
  execFileSync(bin("tsx"), ["packages/server/scripts/build-server.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, SERVER_OUT_DIR: serverDir },
  });
  const template = path.join(work, "template");
  const contentDir = process.env.E2E_CONTENT_DIR ?? path.join(root, "content");
  execFileSync(process.execPath, [path.join(serverDir, "cli.js"), "import", contentDir], {
    cwd: root,
    // Quiet unless it fails: the error then carries its standard error.
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DATA_DIR: template, DATABASE_URL: "", LOG_LEVEL: "warn" },
  });
  cpSync(template, path.join(work, "data"), { recursive: true });

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The server logs to a file, not to our pipes, so nothing outlives the run by holding them open.
  const logFile = path.join(work, "server.log");
  const log = openSync(logFile, "a");
  const child = spawn(process.execPath, ["--enable-source-maps", path.join(serverDir, "server.js")], {
    cwd: root,
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, "data"),
      WEB_DIR: webDir,
      CONTENT_DIR: contentDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  const cleanup = async () => {
    await stop(child);
    rmSync(work, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  };
  const killNow = () => {
    try {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
    // The compiled server lives in node_modules/.cache, not in the temporary folder: leave none behind.
    rmSync(serverDir, { recursive: true, force: true });
  };
  process.once("exit", killNow);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      killNow();
      process.exit(1);
    });
  }
  try {
    await waitForHealth(url, () => child.exitCode, 180_000);
  } catch (error) {
    console.error(`server log:\n${readFileSync(logFile, "utf8").slice(-4000)}`);
    await cleanup();
    throw error;
  }
  process.env.E2E_BASE_URL = url;
  // Tests that need a server of their own (their own content) start one on the same build.
  process.env.E2E_WEB_DIR = webDir;
  process.env.E2E_SERVER_DIR = serverDir;
  // Own servers serve a copy of content/: the template is theirs only when it was made from content/.
  if (!process.env.E2E_CONTENT_DIR) process.env.E2E_DATA_TEMPLATE = template;
  return cleanup;
}
