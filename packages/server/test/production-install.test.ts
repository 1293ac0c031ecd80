/**
 * The production install: the server compiled to JavaScript, copied with the package files into an
 * empty folder, production dependencies installed from the registry (`npm ci --omit=dev`), then
 * `npm run serve` with plain node answers /healthz and /. About 30 s, nearly all of it `npm ci`.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTestPack, tempDir, write } from "./support/test-pack.js";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");
const dirs: string[] = [];
let server: ChildProcess | undefined;

/** The tree a deployment gets: package files, the lock file and the compiled server; no sources. */
async function builtTree(): Promise<string> {
  const tree = tempDir("production");
  dirs.push(tree);
  const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { workspaces: string[] };
  for (const file of [
    "package.json",
    "package-lock.json",
    ...manifest.workspaces.map((workspace) => `${workspace}/package.json`),
  ]) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(tree, file));
  }
  await run(process.execPath, ["--import", "tsx", "packages/server/scripts/build-server.ts"], {
    cwd: root,
    env: { ...process.env, SERVER_OUT_DIR: path.join(tree, "packages/server/dist") },
  });
  // --ignore-scripts: better-sqlite3's install script compiles SQLite (two minutes here, where its
  // prebuilt binary cannot be downloaded); the binary CI's own `npm ci` built for this Node is
  // copied instead. Every other production dependency comes from the registry as a user gets it.
  await run("npm", ["ci", "--omit=dev", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline"], {
    cwd: tree,
    timeout: 240_000,
  });
  const binary = "node_modules/better-sqlite3/build/Release/better_sqlite3.node";
  fs.mkdirSync(path.dirname(path.join(tree, binary)), { recursive: true });
  fs.copyFileSync(path.join(root, binary), path.join(tree, binary));
  return tree;
}

function serve(tree: string, env: Record<string, string>): Promise<string> {
  // Its own process group: npm runs the server in a child of its own, which must stop too.
  const child = spawn("npm", ["run", "serve"], {
    cwd: tree,
    detached: true,
    env: { ...process.env, PORT: "0", DATABASE_URL: "", ...env },
  });
  server = child;
  let output = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving the department website at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.on("exit", () => reject(new Error(`the server exited before it listened:\n${output}`)));
  });
}

describe("production install", () => {
  let tree: string;

  beforeAll(async () => {
    tree = await builtTree();
  }, 300_000);

  afterAll(() => {
    if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGKILL");
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("has no development dependency and no TypeScript runner in its start script", () => {
    for (const devOnly of ["typescript", "vitest", "vite", "@playwright/test"])
      expect(fs.existsSync(path.join(tree, "node_modules", devOnly))).toBe(false);
    const scripts = (
      JSON.parse(fs.readFileSync(path.join(tree, "package.json"), "utf8")) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.serve).toMatch(/^node .*packages\/server\/dist\/server\.js$/);
  });

  it("starts with plain node and answers /healthz and /", async () => {
    const pack = await newTestPack();
    const webDir = tempDir("web");
    write(webDir, "index.html", "<!doctype html><title>Built site</title><div id=root></div>");
    dirs.push(pack, webDir);
    const base = await serve(tree, { DATA_DIR: path.join(tree, "data"), CONTENT_DIR: pack, WEB_DIR: webDir });

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok" });
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await home.text()).toContain("<div id=root>");

    // The compiled CLI too: a backup of the running site.
    const backupDir = path.join(tempDir("production-backup"), "snapshot");
    dirs.push(path.dirname(backupDir));
    const backup = await run(process.execPath, ["packages/server/dist/cli.js", "backup", backupDir], {
      cwd: tree,
      env: { ...process.env, DATA_DIR: path.join(tree, "data"), DATABASE_URL: "" },
    });
    expect(backup.stdout).toMatch(/^Backed up to .*: schema \d{14}-[a-z-]+, content version 1, \d+ rows, \d+ files$/m);
  }, 120_000);
});
