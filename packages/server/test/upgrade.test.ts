/**
 * Issue 36, item 2: an upgrade and a rollback without an outage, as docs/deploy.md does them.
 * Two releases side by side (`releases/1.0.0`, `releases/1.0.1`, each with its own web build and
 * hashed assets) and a `current` link; a holder process keeps the listening socket as systemd's
 * dept-website.socket does and starts the server with it. While a client polls the document and
 * every asset it names (a new connection each, as nginx makes them), the link is switched and the
 * server restarted: no request fails, the old documents' assets are still answered, and the
 * rollback is the same switch back.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTestPack, tempDir, write } from "./support/test-pack.js";
import { compiled } from "./support/spawn-server.js";

const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

/**
 * What systemd does for a socket-activated service, in Python (Node would accept on the socket
 * itself): listen, print the port, then on "start" run the server with the socket as fd 3 and
 * LISTEN_FDS/LISTEN_PID set, and on "stop" send it SIGTERM and wait. Connections made between two
 * servers wait in the socket's queue.
 */
const SOCKET_HOLDER = `
import os, signal, socket, subprocess, sys
listener = socket.socket()
listener.bind(("127.0.0.1", 0))
listener.listen(1024)
print(listener.getsockname()[1], flush=True)
child = None
def handover():
    if listener.fileno() != 3:
        os.dup2(listener.fileno(), 3)
for line in sys.stdin:
    words = line.split()
    if words[0] == "start":
        child = subprocess.Popen(["sh", "-c", 'LISTEN_PID=$$ LISTEN_FDS=1 exec "$@"', "sh", *words[1:]], pass_fds=(3,) if listener.fileno() == 3 else (), preexec_fn=handover, close_fds=False)
    elif words[0] == "stop" and child:
        child.send_signal(signal.SIGTERM)
        print("stopped", child.wait(), flush=True)
if child and child.poll() is None:
    child.send_signal(signal.SIGTERM)
    child.wait()
`;

/** A web build whose document names one script and one stylesheet, hashed by release. */
function webBuild(releaseDir: string, hash: string): void {
  const dist = path.join(releaseDir, "packages/web/dist");
  write(
    dist,
    "index.html",
    `<!doctype html><html><head><title>Release ${hash}</title><link rel="stylesheet" href="/assets/index-${hash}.css">` +
      `<script type="module" src="/assets/index-${hash}.js"></script></head><body><div id="root"></div></body></html>`,
  );
  write(dist, `assets/index-${hash}.js`, `console.log("release ${hash}");\n`);
  write(dist, `assets/index-${hash}.css`, `body { color: #${hash.slice(0, 6)}; }\n`);
}

function get(port: number, url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    // agent: false, a connection per request, as nginx proxies without upstream keepalive.
    const request = http.get({ host: "127.0.0.1", port, path: url, agent: false, timeout: 60_000 }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode!, body }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error("timed out")));
    request.on("error", reject);
  });
}

describe("an upgrade and a rollback of a running site", () => {
  const dirs: string[] = [];
  let holder: ChildProcessWithoutNullStreams;
  let output = "";
  let root: string;

  beforeAll(async () => {
    root = tempDir("opt");
    const pack = await newTestPack();
    dirs.push(root, pack);
    webBuild(path.join(root, "releases/1.0.0"), "aaaaaaaa");
    webBuild(path.join(root, "releases/1.0.1"), "bbbbbbbb");
    fs.symlinkSync("releases/1.0.0", path.join(root, "current"));
    holder = spawn("python3", ["-c", SOCKET_HOLDER], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        DATA_DIR: path.join(root, "data"),
        CONTENT_DIR: pack,
        DATABASE_URL: "",
        // Through the link, as the unit's working directory is: the server resolves it once.
        WEB_DIR: path.join(root, "current/packages/web/dist"),
      },
    });
    holder.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    holder.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  });

  afterAll(async () => {
    // The end of its input stops the holder's server, then the holder.
    if (holder && holder.exitCode === null) {
      const exited = new Promise((resolve) => holder.once("exit", resolve));
      holder.stdin.end();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      holder.kill("SIGKILL");
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const waitFor = async (pattern: RegExp, from: number) => {
    for (let waited = 0; !pattern.test(output.slice(from)); waited += 50) {
      if (waited > 120_000) throw new Error(`waited for ${pattern} in:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const start = async () => {
    const from = output.length;
    holder.stdin.write(`start ${[process.execPath, ...compiled("server")].join(" ")}\n`);
    await waitFor(/Serving the department website at/, from);
  };
  /** The restart of docs/deploy.md: `current` switched atomically (a new link renamed over it), then stop and start. */
  const switchTo = async (release: string) => {
    fs.symlinkSync(`releases/${release}`, path.join(root, "current.next"));
    fs.renameSync(path.join(root, "current.next"), path.join(root, "current"));
    const from = output.length;
    holder.stdin.write("stop\n");
    await waitFor(/stopped 0/, from);
    await start();
  };

  it("answers every poll of the document and its assets while the release changes, both ways", async () => {
    await waitFor(/^\d+\n/, 0);
    const port = Number(output.split("\n")[0]);
    await start();

    const failures: string[] = [];
    const releasesSeen = new Set<string>();
    let requests = 0;
    let polling = true;
    const poll = async () => {
      while (polling) {
        try {
          const page = await get(port, "/");
          requests += 1;
          if (page.status !== 200) failures.push(`/ ${page.status}`);
          releasesSeen.add(/\/assets\/index-(\w+)\.js/.exec(page.body)?.[1] ?? "none");
          for (const [, asset] of page.body.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) {
            const answer = await get(port, asset!);
            requests += 1;
            if (answer.status !== 200) failures.push(`${asset} ${answer.status}`);
          }
        } catch (error) {
          failures.push(String(error));
        }
      }
    };
    const clients = [poll(), poll(), poll()];
    const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

    await settle();
    await switchTo("1.0.1");
    await settle();
    // The new release still answers the old one's assets (a document already in a browser names them).
    expect((await get(port, "/assets/index-aaaaaaaa.js")).status).toBe(200);
    const css = await get(port, "/assets/index-aaaaaaaa.css");
    expect(css).toEqual({ status: 200, body: "body { color: #aaaaaa; }\n" });
    expect((await get(port, "/assets/index-cccccccc.js")).status).toBe(404);

    // Rollback: the same switch back, no reinstall.
    await switchTo("1.0.0");
    await settle();
    expect((await get(port, "/assets/index-bbbbbbbb.js")).status).toBe(200);
    polling = false;
    await Promise.all(clients);

    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(30);
    // Documents of both releases were polled, and the rolled-back one is served now.
    expect([...releasesSeen].sort()).toEqual(["aaaaaaaa", "bbbbbbbb"]);
    expect((await get(port, "/")).body).toContain("/assets/index-aaaaaaaa.js");
  }, 300_000);
});
