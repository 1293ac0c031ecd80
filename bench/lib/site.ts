/**
 * Builds the web app into a temp folder and starts the real server on a free port with a fresh
 * temp DATA_DIR and the demo pack, the way e2e/global-setup.ts does for the browser tests.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { secondLanguageOf, type SecondLanguage } from "@dept/contract";
import { freePort, waitForHealth } from "../../e2e/support/server-process";
import { removeDirOnCleanup, spawnGroup } from "./processes";

export const root = fileURLToPath(new URL("../..", import.meta.url));
export const bin = (name: string) => path.join(root, "node_modules/.bin", name);

/** A temp folder removed when the bench ends. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  removeDirOnCleanup(dir);
  return dir;
}

export async function buildWeb(outDir: string): Promise<void> {
  // The same build as `npm run build`, into the bench's temp folder.
  await promisify(execFile)(bin("tsx"), ["packages/web/build/build-web.ts"], {
    cwd: root,
    env: { ...process.env, WEB_OUT_DIR: outDir, WEB_BUILD_LOG_LEVEL: "warn" },
    maxBuffer: 64 * 1024 * 1024,
  });
}

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

export interface ServerOptions {
  /** The tree to run the server of (default: this one). */
  cwd?: string;
  /** Node options before the script, e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** Settings added to (or replacing) the bench's. */
  env?: Record<string, string>;
}

/**
 * Starts `packages/server/src/server.ts` with a pack (the demo pack unless given); resolves once
 * /healthz answers. It runs as `node --import tsx`, one process, so `pid` is the server's own.
 */
export async function startServer(
  webDir: string,
  dataDir: string,
  contentDir = path.join(root, "content"),
  options: ServerOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, stop } = spawnGroup(
    process.execPath,
    ["--import", "tsx", ...(options.nodeArgs ?? []), "packages/server/src/server.ts"],
    {
      cwd: options.cwd ?? root,
      // The server's defaults, request log included (LOG_LEVEL info); its lines go to /dev/null.
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        WEB_DIR: webDir,
        CONTENT_DIR: contentDir,
        DATABASE_URL: "",
        ...options.env,
      },
    },
    "real server",
  );
  try {
    await waitForHealth(url, () => child.exitCode, 180_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid!, stop };
}

/** The second language of the running site (issue 27) from its `/api/site`; undefined for an English-only site. */
export async function siteSecondLanguage(baseUrl: string): Promise<SecondLanguage | undefined> {
  const response = await fetch(`${baseUrl}/api/site`);
  if (!response.ok) throw new Error(`GET /api/site answered ${response.status}`);
  return secondLanguageOf((await response.json()) as { languages?: string[] });
}
