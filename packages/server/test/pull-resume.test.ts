/** A pull killed halfway (SIGKILL), run again with --resume, downloads nothing twice that was complete. */
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pullSite } from "../src/content/pull/pull-site.js";
import { tempDir } from "./support/test-pack.js";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const FILES = 8;
const requests = new Map<string, number>();
/** While held, only the first two files are answered: the kill then always finds the pull halfway, however slow the machine. */
let held = true;
let server: Server;
let base = "";

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? "";
    const json = (body: unknown) =>
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url === "/generals/notice") {
      return json(
        Array.from({ length: FILES }, (_, i) => ({
          title: `Notice ${i}`,
          file: `/resources/resources/n${i}/notice-${i}.pdf`,
          date: "2026-01-05",
        })),
      );
    }
    const file = /^\/api\/files\/n(\d)\/notice-\d\.pdf$/.exec(url);
    if (file) {
      requests.set(url, (requests.get(url) ?? 0) + 1);
      if (held && Number(file[1]) >= 2) return; // never answered: the killed pull leaves it unfinished
      response.writeHead(200).end(`%PDF-1.4\n% notice ${file[1]}\n`);
      return;
    }
    if (url === "/endpoints/faculty_list") return json({ faculties: [] });
    if (url.startsWith("/endpoints/homepage"))
      return json({ department: "Dept", about_dept: "A", HOD_name: "H", HOD_profile_image: "", HODs_message: "M" });
    return json([]);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("a pull killed halfway", () => {
  it("resumes without downloading again what was complete", async () => {
    const dir = path.join(tempDir("pull-kill"), "pack");
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["packages/server/src/cli.ts", "pull", base, dir], {
      cwd: root,
      stdio: "ignore",
      detached: true,
    });
    const statePath = path.join(dir, ".pull-state.json");
    const completed = () =>
      fs.existsSync(statePath)
        ? Object.keys((JSON.parse(fs.readFileSync(statePath, "utf8")) as { done: object }).done)
        : [];
    const deadline = Date.now() + 60_000;
    while (completed().length < 2) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    process.kill(-child.pid!, "SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    const done = completed();
    expect(done).toHaveLength(2);
    const before = new Map(requests);
    held = false;

    expect(await pullSite(base, dir, { resume: true })).toEqual([]);
    const pdfs = fs.readdirSync(path.join(dir, "files/notices")).filter((name) => name.endsWith(".pdf"));
    expect(pdfs).toHaveLength(FILES);
    // No half-written file under a final name, and nothing complete fetched twice.
    expect(fs.readdirSync(path.join(dir, "files/notices")).filter((name) => !name.endsWith(".pdf"))).toEqual([]);
    for (const rel of done) {
      const url = [...before.keys()].find((key) => key.endsWith(`/${path.basename(rel)}`))!;
      expect(requests.get(url), rel).toBe(before.get(url));
    }
  }, 120_000);
});
