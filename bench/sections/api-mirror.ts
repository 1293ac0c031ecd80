/**
 * The comparison server for the API figures: a bare `node:http` server that answers each path with
 * bytes and headers captured once from the real server. It runs in a child process of its own so it
 * does not share a process with the bench. Usage: api-mirror.ts <responses.json>; prints
 * `listening <port>` once ready.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

export type CapturedResponse = { path: string; status: number; headers: [string, string][]; bodyBase64: string };

const file = process.argv[2];
if (!file) throw new Error("usage: api-mirror.ts <responses.json>");
const captured = JSON.parse(readFileSync(file, "utf8")) as CapturedResponse[];
const byPath = new Map(
  captured.map((response) => [response.path, { ...response, body: Buffer.from(response.bodyBase64, "base64") }]),
);

const server = createServer((request, response) => {
  const entry = byPath.get(request.url ?? "");
  if (!entry) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(entry.status, entry.headers.flat());
  response.end(entry.body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (typeof address === "object" && address) process.stdout.write(`listening ${address.port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
