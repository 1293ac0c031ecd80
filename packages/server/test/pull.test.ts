// The pull command against a small fake old server with broken entries: each is reported, the rest pulled.
import { createServer, type Server } from "node:http";
import { mkdtemp, readFile, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import { MAX_FILE_BYTES, pullSite } from "../src/content/pull/pull-site.js";
import { validatePack } from "../src/content/validate.js";

const pdf = Buffer.from("%PDF-1.4\n% good\n");
const png = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
let server: Server;
let base = "";
let downloads = 0;
/** Serve one scheme whose file never ends (more than the 100 MB a pull accepts). */
let endless = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    const response = res;
    const url = req.url ?? "";
    const json = (body: unknown) =>
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url === "/generals/notice") {
      return json([
        { title: "Exam Schedule", file: "/resources/resources/a/exam.pdf", date: "2026-01-05" },
        { title: "Broken", file: "/resources/resources/b/broken.pdf", date: "2026-01-06" },
        { title: "Escape", file: "/resources/resources/../../etc/passwd", date: "2026-01-07" },
      ]);
    }
    if (url === "/generals/schemes/" && endless)
      return json([{ title: "Huge", file: "/resources/resources/c/huge.pdf" }]);
    if (url === "/api/files/c/huge.pdf") {
      const chunk = Buffer.alloc(1024 * 1024, 0x25);
      let sent = 0;
      const more = () => {
        while (sent < 2048 && !response.destroyed) {
          sent += 1;
          if (!response.write(chunk)) return void response.once("drain", more);
        }
        response.end();
      };
      response.writeHead(200);
      return more();
    }
    if (url === "/generals/timetable")
      return res.writeHead(200, { "content-type": "text/html" }).end("<html>oops</html>");
    if (url === "/generals/others") {
      return json([
        { name: "Good", photo: `data:image/jpeg;base64,${png.toString("base64")}`, achievement: "a", details: "d" },
        { name: "Bad", photo: Buffer.from("not an image").toString("base64"), achievement: "a", details: "d" },
      ]);
    }
    if (url === "/api/files/a/exam.pdf") {
      downloads++;
      return res.writeHead(200).end(pdf);
    }
    if (url === "/api/files/b/broken.pdf") return res.writeHead(500).end();
    if (url === "/endpoints/faculty_list") return json({ faculties: [] });
    if (url.startsWith("/endpoints/homepage"))
      return json({
        department: "Dept",
        about_dept: "A\n\nB",
        HOD_name: "H",
        HOD_profile_image: "",
        HODs_message: "M",
      });
    return json([]);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("pull from a broken old server", () => {
  it("reports each broken entry by name and URL and pulls everything else", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "pull-"));
    const problems = await pullSite(base, dir);
    const lines = problems.map((p) => `${p.entry}: ${p.url}: ${p.what}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^timetable: .*\/generals\/timetable: not JSON/),
        expect.stringMatching(/^notices\[1\]: .*broken\.pdf: HTTP 500/),
        expect.stringMatching(/^notices\[2\]: .*\.\..*: path contains '\.\.'/),
        expect.stringMatching(/^others\[1\]: .*not a JPEG, PNG or WebP/),
      ]),
    );
    expect(problems).toHaveLength(4);
    expect(await readFile(path.join(dir, "files/notices/exam.pdf"))).toEqual(pdf);
    expect(await readdir(path.join(dir, "images/academics/others"))).toEqual(["good.png"]);
    const siteYaml = await readFile(path.join(dir, "site.yaml"), "utf8");
    expect(siteYaml).toContain("FILL-IN:");
    // validate names exactly what the web team still has to fill in, field by field.
    const { problems: todo } = await validatePack(dir);
    const placeholders = todo.filter((line) => line.endsWith(": still a placeholder to fill in"));
    expect(placeholders).toEqual(
      expect.arrayContaining([
        "site.yaml: college.name: still a placeholder to fill in",
        "site.yaml: homeCarousel[0].path: still a placeholder to fill in",
        "site.yaml: video.file: still a placeholder to fill in",
      ]),
    );
    expect(placeholders).toHaveLength(siteYaml.match(/FILL-IN/g)!.length);
  }, 30_000);

  it("cuts off a file that would not end, reports it, and writes nothing of it", async () => {
    endless = true;
    try {
      const dir = await mkdtemp(path.join(tmpdir(), "pull-"));
      const problems = await pullSite(base, dir);
      expect(problems).toContainEqual({
        entry: "schemes[0]",
        url: `${base}/api/files/c/huge.pdf`,
        what: `larger than ${MAX_FILE_BYTES} bytes`,
      });
      expect(fs.existsSync(path.join(dir, "files/schemes"))).toBe(false);
    } finally {
      endless = false;
    }
  }, 60_000);

  it("--dry-run lists what it would fetch and writes nothing", async () => {
    const dir = path.join(await mkdtemp(path.join(tmpdir(), "pull-")), "pack");
    const lines: string[] = [];
    await pullSite(base, dir, { dryRun: true, log: (line) => lines.push(line) });
    expect(lines).toContain(`GET ${base}/api/files/a/exam.pdf -> files/notices/exam.pdf`);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it("refuses a non-empty folder without --resume, and a resumed pull does not download again", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "pull-"));
    await pullSite(base, dir);
    await expect(pullSite(base, dir)).rejects.toThrow(/not empty/);
    const before = downloads;
    await pullSite(base, dir, { resume: true });
    expect(downloads).toBe(before);
  }, 30_000);
});
