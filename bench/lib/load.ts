/**
 * HTTP load from `wrk`, Debian's C load generator, in a process of its own: a load generator in
 * the bench's own Node process saturates before the server does (autocannon there put our API at
 * 0.85-0.99 of bare node:http where wrk measured 0.55). Installed from Debian's packages when
 * missing, as `.ci/run` installs Chromium.
 */
import { execFileSync, spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";

export interface LoadResult {
  reqPerSec: number;
  /** Latency percentiles, in ms. */
  p50: number;
  p99: number;
  requests: number;
  /** Socket errors (connect, read, write, timeout) and answers outside 2xx/3xx. */
  errors: number;
  non2xx: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Request paths to cycle through (relative to the URL's origin) instead of the URL's own. */
  paths?: string[];
  /** Where the Lua script for `paths` is written. */
  workDir?: string;
}

const has = (command: string) => {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

/** Makes sure a Debian package's command exists: installs the package with apt-get when it does not. */
export function ensureCommand(command: string, debianPackage: string): void {
  if (has(command)) return;
  const root = process.getuid?.() === 0;
  const install = `apt-get install -y --no-install-recommends ${debianPackage}`;
  if (!root || !has("apt-get")) throw new Error(`the bench needs ${command}: install it with \`sudo ${install}\``);
  console.error(`bench: installing ${debianPackage} from Debian's packages`);
  try {
    execFileSync("sh", ["-c", `${install} || (apt-get update -qq && ${install})`], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  } catch {
    throw new Error(`the bench needs ${command} and \`${install}\` failed`);
  }
}

const toMs = (value: string, unit: string) =>
  Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? Number.NaN);

/** Reads wrk's `--latency` report. */
export function parseWrk(output: string): LoadResult {
  const percentile = (p: string) => {
    const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, "m").exec(output);
    if (!match) throw new Error(`wrk printed no ${p}% latency:\n${output}`);
    return toMs(match[1]!, match[2]!);
  };
  const number = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    reqPerSec: number(/^Requests\/sec:\s+([\d.]+)/m),
    p50: percentile("50"),
    p99: percentile("99"),
    requests: number(/^\s*(\d+) requests in/m),
    errors: socket ? socket.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0,
    non2xx: number(/Non-2xx or 3xx responses: (\d+)/),
  };
}

/** One wrk run, one thread (the machine's other core serves). */
export function load(url: string, options: LoadOptions): Promise<LoadResult> {
  ensureCommand("wrk", "wrk");
  const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--latency", "--timeout", "10s"];
  for (const [name, value] of Object.entries(options.headers ?? {})) args.push("-H", `${name}: ${value}`);
  if (options.paths) {
    const script = path.join(options.workDir ?? "/tmp", `wrk-paths-${process.pid}.lua`);
    const list = options.paths.map((item) => JSON.stringify(item)).join(", ");
    writeFileSync(
      script,
      `local paths = { ${list} }\nlocal i = 0\nrequest = function()\n  i = i % #paths + 1\n  return wrk.format(nil, paths[i])\nend\n`,
    );
    args.push("-s", script);
  }
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`wrk exited with ${code}:\n${output}`));
      else {
        try {
          resolve(parseWrk(output));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
  });
}
