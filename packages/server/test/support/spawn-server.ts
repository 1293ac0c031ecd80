/** Real server processes for tests that kill them (`kill -9`), and a cookie-keeping HTTP client for them. */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { inject } from "vitest";

const repositoryRoot = path.resolve(import.meta.dirname, "../../../..");

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the address once the server listens; rejects if it exits first. */
  url: Promise<string>;
  /** The exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stdout: () => string;
  stderr: () => string;
  /** Both, as they came. */
  output: () => string;
}

/** Every process started and not yet gone, so a failing test leaves none behind (`killAll`). */
const running = new Set<ChildProcessWithoutNullStreams>();

/** Node's arguments that run the server or the CLI, as compiled once per run (global-setup.ts). */
export function compiled(entry: "server" | "cli"): string[] {
  return ["--enable-source-maps", path.join(inject("serverBuildDir"), `${entry}.js`)];
}

/** `npm run serve` as a child process on a free port (PORT=0), with `env` over this process's. */
export function spawnServer(env: Record<string, string>, args: string[] = []): ServerProcess {
  const child = spawn(process.execPath, [...compiled("server"), ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: "0", ...env },
  });
  running.add(child);
  let stdout = "";
  let stderr = "";
  let output = "";
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const url = new Promise<string>((resolve, reject) => {
    const read = (stream: "stdout" | "stderr") => (chunk: Buffer) => {
      const text = chunk.toString();
      if (stream === "stdout") stdout += text;
      else stderr += text;
      output += text;
      const match = /Serving the department website at (http:\/\/\S+)/.exec(stdout);
      if (match) resolve(match[1]!);
    };
    child.stdout.on("data", read("stdout"));
    child.stderr.on("data", read("stderr"));
    void exited.then(() => reject(new Error(`the server exited before it listened:\n${output}`)));
  });
  url.catch(() => {});
  return { child, url, exited, stdout: () => stdout, stderr: () => stderr, output: () => output };
}

export function killAll(): void {
  for (const child of running) child.kill("SIGKILL");
}

/** A client that keeps the cookies the server sets, as a browser would, and sends the CSRF token it was given. */
export class Browser {
  private readonly jar = new Map<string, string>();
  csrfToken = "";

  /** The Cookie header this browser sends. */
  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async call(base: string, method: string, url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.cookieHeader() };
    if (method !== "GET") headers["x-csrf-token"] = this.csrfToken;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${base}${url}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const name = pair!.slice(0, pair!.indexOf("="));
      const value = pair!.slice(name.length + 1);
      if (value) this.jar.set(name, value);
      else this.jar.delete(name);
    }
    return response;
  }

  async signIn(base: string, email: string, password: string): Promise<void> {
    this.csrfToken = (
      (await (await this.call(base, "GET", "/admin/api/session")).json()) as { csrfToken: string }
    ).csrfToken;
    const answer = await this.call(base, "POST", "/admin/api/session", { email, password });
    if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
    this.csrfToken = ((await answer.json()) as { csrfToken: string }).csrfToken;
  }
}
