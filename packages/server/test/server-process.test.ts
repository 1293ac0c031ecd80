/** The real server process: config errors, first-start import, logs, headers over HTTP, graceful shutdown. */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { version } from "../src/version.js";
import { killAll, spawnServer, type ServerProcess } from "./support/spawn-server.js";
import { newTestPack, tempDir, write } from "./support/test-pack.js";

const migrationNames = fs
  .readdirSync(path.join(import.meta.dirname, "../src/db/migrations"))
  .map((file) => file.replace(/\.ts$/, ""));

describe("server process", () => {
  const dirs: string[] = [];
  let pack: string;
  let webDir: string;

  beforeAll(async () => {
    pack = await newTestPack();
    webDir = tempDir("web");
    write(webDir, "index.html", "<!doctype html><title>Test</title>");
    dirs.push(pack, webDir);
  });

  afterAll(() => {
    killAll();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("says its version, the CLI too", async () => {
    expect(version).toBe(
      (
        JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../../package.json"), "utf8")) as {
          version: string;
        }
      ).version,
    );
    expect(version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    const server = spawnServer({ PORT: "abc" }, ["--version"]);
    expect(await server.exited).toBe(0);
    expect(server.stdout()).toBe(`${version}\n`);
    const cli = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "packages/server/src/cli.ts", "--version"],
      {
        cwd: path.join(import.meta.dirname, "../../.."),
      },
    );
    expect(cli.stdout).toBe(`${version}\n`);
  });

  it("stops on a bad setting with one clear line, no stack trace, and an exit code systemd does not restart on", async () => {
    const server = spawnServer({ PORT: "abc" });
    // EX_CONFIG, in the unit's RestartPreventExitStatus (deploy/dept-website.service).
    expect(await server.exited).toBe(78);
    expect(server.stderr()).toBe('Configuration error: PORT="abc" is not valid: expected an integer from 0 to 65535\n');
  });

  it("imports CONTENT_DIR on first start, serves with headers and compression, logs one line per request, and shuts down on SIGTERM", async () => {
    const dataDir = tempDir("data");
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, CONTENT_DIR: pack, WEB_DIR: webDir, DATABASE_URL: "", PUBLIC_URL: "" };
    const first = spawnServer(env);
    const base = await first.url;
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", version, contentVersion: 1 });
    const homepage = await fetch(`${base}/endpoints/homepage`, { headers: { "accept-encoding": "br" } });
    expect(homepage.headers.get("content-encoding")).toBe("br");
    expect(((await homepage.json()) as { department: string }).department).toBe("Department of Testing");
    const index = await fetch(`${base}/`);
    expect(index.headers.get("cache-control")).toBe("no-cache");
    expect(index.headers.get("x-frame-options")).toBe("DENY");
    const missing = await fetch(`${base}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-security-policy")).toMatch(/^default-src 'self'/);

    // The log line is written when the response ends, which may be just after the client has it.
    const requestLines = () =>
      first
        .stdout()
        .split("\n")
        .filter((line) => line.includes('"msg":"request"'));
    for (let attempt = 0; attempt < 50 && requestLines().length < 4; attempt += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestLines()).toHaveLength(4);
    expect(JSON.parse(requestLines()[0]!)).toMatchObject({ method: "GET", url: "/healthz", status: 200 });
    // A line per migration applied, and the release started.
    const logged = first
      .stdout()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { msg: string; migration?: string; version?: string });
    expect(logged.filter((line) => line.msg === "migration applied").map((line) => line.migration)).toEqual(
      [...migrationNames].sort(),
    );
    expect(logged).toContainEqual(expect.objectContaining({ msg: `department website ${version} started`, version }));

    // Without PUBLIC_URL: said once at start, and the feeds name the address listened on (PORT=0's real port).
    const unsetLines = (server: ServerProcess) =>
      server
        .stdout()
        .split("\n")
        .filter((line) => line.includes("PUBLIC_URL is not set"));
    expect(unsetLines(first)).toHaveLength(1);
    expect(JSON.parse(unsetLines(first)[0]!)).toMatchObject({
      level: 40,
      msg: expect.stringContaining(`name the site ${base};`),
    });
    expect(await (await fetch(`${base}/feeds/notices.rss`)).text()).toContain(`<link>${base}/notices</link>`);
    expect(unsetLines(first)).toHaveLength(1);

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.stdout()).toMatch(/shutting down/);

    // A second start on the same database keeps the content instead of importing again.
    const second = spawnServer({
      ...env,
      CONTENT_DIR: path.join(pack, "missing"),
      PUBLIC_URL: "https://cse.example.edu/",
    });
    const again = await second.url;
    expect(await (await fetch(`${again}/healthz`)).json()).toEqual({ status: "ok", version, contentVersion: 1 });
    expect(await (await fetch(`${again}/feeds/notices.rss`)).text()).toContain(
      "<link>https://cse.example.edu/notices</link>",
    );
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
    expect(unsetLines(second)).toEqual([]);
    expect(second.stdout()).not.toContain("migration applied");
  });

  it("refuses to start with a broken CONTENT_DIR on an empty database, listing the problems", async () => {
    const dataDir = tempDir("data");
    const broken = tempDir("broken");
    dirs.push(dataDir, broken);
    const server = spawnServer({ DATA_DIR: dataDir, CONTENT_DIR: broken, WEB_DIR: webDir, DATABASE_URL: "" });
    expect(await server.exited).toBe(78);
    expect(server.stderr()).toMatch(/^Cannot import CONTENT_DIR=.*:\nsite\.yaml: \(file\): missing file\n/);
    expect(server.stderr()).not.toMatch(/\n\s+at /);
  });
});
