/**
 * Builds the web app into a temporary folder, starts the real server on a free port with a fresh
 * data folder (the demo pack is imported on first start), and stops it after the run. Tests read
 * the address from E2E_BASE_URL through the `test` fixture. E2E_BASE_URL set from outside reuses
 * a running server instead.
 */
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
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

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The server logs to a file, not to our pipes, so nothing outlives the run by holding them open.
  const logFile = path.join(work, "server.log");
  const log = openSync(logFile, "a");
  const child = spawn(bin("tsx"), ["packages/server/src/server.ts"], {
    cwd: root,
    detached: true,
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(work, "data"),
      WEB_DIR: webDir,
      CONTENT_DIR: process.env.E2E_CONTENT_DIR ?? path.join(root, "content"),
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  const cleanup = async () => {
    await stop(child);
    rmSync(work, { recursive: true, force: true });
  };
  const killNow = () => {
    try {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
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
  return cleanup;
}
