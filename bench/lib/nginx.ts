/**
 * nginx serving captured answers (the same bytes and headers as our server's), a second reference
 * for the API figures besides bare node:http: what a C server does with the same work.
 * One worker process, as our server is one Node process; no access log.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { freePort, waitForHealth } from "../../e2e/support/server-process";
import type { CapturedResponse } from "../sections/api-mirror";
import { ensureCommand } from "./load";
import { spawnGroup } from "./processes";

// nginx writes these itself.
const own = new Set([
  "content-length",
  "content-type",
  "server",
  "connection",
  "date",
  "etag",
  "last-modified",
  "accept-ranges",
]);

const quote = (value: string) => `"${value.replace(/["\\$]/g, (char) => `\\${char}`)}"`;

export async function startNginx(
  responses: CapturedResponse[],
  workDir: string,
): Promise<{ url: string; stop: () => Promise<void> }> {
  ensureCommand("nginx", "nginx-light");
  const dir = path.join(workDir, "nginx");
  mkdirSync(path.join(dir, "files"), { recursive: true });
  mkdirSync(path.join(dir, "temp"), { recursive: true });
  const port = await freePort();
  const locations = responses.map((response, index) => {
    const file = path.join(dir, "files", `answer-${index}`);
    writeFileSync(file, Buffer.from(response.bodyBase64, "base64"));
    const header = (name: string) => response.headers.find(([key]) => key.toLowerCase() === name)?.[1];
    const extra = response.headers
      .filter(([name]) => !own.has(name.toLowerCase()))
      .map(([name, value]) => `      add_header ${name} ${quote(value)} always;`);
    return [
      `    location = ${response.path} {`,
      `      default_type ${quote(header("content-type") ?? "application/octet-stream")};`,
      "      etag off;",
      ...extra,
      // try_files serves the file in this location; `alias` would treat `/` as a folder to index.
      `      root ${path.dirname(file)};`,
      `      try_files /${path.basename(file)} =404;`,
      "    }",
    ].join("\n");
  });
  const config = [
    // Run as root, nginx's worker would drop to a user that cannot read the bench's private work folder.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "worker_processes 1;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    "  server_tokens off;",
    "  types {}",
    `  client_body_temp_path ${path.join(dir, "temp")};`,
    `  proxy_temp_path ${path.join(dir, "temp")};`,
    `  fastcgi_temp_path ${path.join(dir, "temp")};`,
    `  uwsgi_temp_path ${path.join(dir, "temp")};`,
    `  scgi_temp_path ${path.join(dir, "temp")};`,
    "  keepalive_requests 1000000;",
    "  server {",
    `    listen 127.0.0.1:${port};`,
    "    location = /healthz { return 200; }",
    ...locations,
    "  }",
    "}",
  ].join("\n");
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, config);
  const { child, stop } = spawnGroup(
    "nginx",
    ["-p", dir, "-c", configFile, "-g", "daemon off;"],
    { stdio: ["ignore", "ignore", "inherit"] },
    "nginx",
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, () => child.exitCode, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
