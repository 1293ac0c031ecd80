/** Real server processes for tests that kill them (`kill -9`), and a cookie-keeping HTTP client for them. */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";

const repositoryRoot = path.resolve(import.meta.dirname, "../../../..");

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** Resolves with the address once the server listens. */
  url: Promise<string>;
  exited: Promise<void>;
  output: () => string;
}

/** Every process started and not yet gone, so a failing test leaves none behind (`killAll`). */
const running = new Set<ChildProcessWithoutNullStreams>();

export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "packages/server/src/server.ts"], {
    cwd: repositoryRoot,
    env: { ...process.env, PORT: "0", LOG_LEVEL: "warn", ...env },
  });
  running.add(child);
  let output = "";
  const exited = new Promise<void>((resolve) => child.on("exit", () => (running.delete(child), resolve())));
  const url = new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving the department website at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    void exited.then(() => reject(new Error(`the server exited before it listened:\n${output}`)));
  });
  url.catch(() => {});
  return { child, url, exited, output: () => output };
}

export function killAll(): void {
  for (const child of running) child.kill("SIGKILL");
}

/** A client that keeps the cookies the server sets, as a browser would, and sends the CSRF token it was given. */
export class Browser {
  private readonly jar = new Map<string, string>();
  csrfToken = "";

  async call(base: string, method: string, url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ") };
    if (method !== "GET") headers["x-csrf-token"] = this.csrfToken;
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${base}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
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
    this.csrfToken = ((await (await this.call(base, "GET", "/admin/api/session")).json()) as { csrfToken: string }).csrfToken;
    const answer = await this.call(base, "POST", "/admin/api/session", { email, password });
    if (!answer.ok) throw new Error(`sign-in failed: ${answer.status} ${await answer.text()}`);
    this.csrfToken = ((await answer.json()) as { csrfToken: string }).csrfToken;
  }
}
