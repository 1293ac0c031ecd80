/**
 * Issue 36, item 10: an upload is streamed to disk, not held in memory (a 150 MB video left the
 * process 110 MB bigger before), and a Hindi file name keeps its vowel signs (`सूचना-हिंदी.pdf` was
 * stored as `स_चन_-ह_द_.pdf`). A real server process, so its memory is its own.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userCommand } from "../src/auth/user-command.js";
import { migrate, openDatabase } from "../src/db/database.js";
import { storedFileName } from "../src/publishing/records.js";
import { Browser, killAll, spawnServer, type ServerProcess } from "./support/spawn-server.js";
import { STAFF_PASSWORD } from "./support/staff.js";
import { makePdf, newTestPack, tempDir } from "./support/test-pack.js";

/** The process's peak resident memory so far (VmHWM), in MB. */
function peakMegabytes(pid: number): number {
  const line = /^VmHWM:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(line![1]) / 1024;
}

/** An MP4 the container check accepts, `size` bytes long: ftyp, moov, and an mdat of zeros. */
function largeMp4(size: number): Buffer {
  const head = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypisom"),
    Buffer.alloc(4),
    Buffer.from("isommp41"),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from("moov"),
  ]);
  const mdat = Buffer.alloc(size - head.length);
  mdat.writeUInt32BE(mdat.length, 0);
  mdat.write("mdat", 4, "latin1");
  return Buffer.concat([head, mdat]);
}

describe("uploads", () => {
  const dirs: string[] = [];
  let server: ServerProcess;
  let base: string;
  let dataDir: string;
  const browser = new Browser();

  beforeAll(async () => {
    dataDir = tempDir("data");
    const pack = await newTestPack();
    dirs.push(dataDir, pack);
    const handle = openDatabase({ dataDir, databaseUrl: undefined });
    await migrate(handle.db, handle.dialect);
    await userCommand(
      handle.db,
      ["add", "editor@dept.example", "--role", "editor", "--password-stdin"],
      async () => `${STAFF_PASSWORD}\n`,
    );
    await handle.close();
    server = spawnServer({ DATA_DIR: dataDir, CONTENT_DIR: pack, WEB_DIR: "/nonexistent", DATABASE_URL: "" });
    base = await server.url;
    await browser.signIn(base, "editor@dept.example", STAFF_PASSWORD);
  });

  afterAll(() => {
    killAll();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  const upload = (kind: string, name: string, bytes: Buffer, type: string) => {
    const form = new FormData();
    form.append("file", new Blob([bytes], { type }), name);
    return fetch(`${base}/admin/api/uploads?kind=${kind}`, {
      method: "POST",
      headers: { cookie: browser.cookieHeader(), "x-csrf-token": browser.csrfToken },
      body: form,
    });
  };

  it("keeps a Hindi file name whole, vowel signs and all", async () => {
    expect(storedFileName("files/सूचना-हिंदी.pdf")).toBe("सूचना-हिंदी.pdf");
    // Decomposed as some systems write it: stored composed.
    expect(storedFileName("क़ानून.pdf".normalize("NFD"))).toBe("क़ानून.pdf".normalize("NFC"));
    expect(storedFileName("a/b\\c<script>.pdf")).toBe("b_c_script_.pdf");
    const answer = await upload("pdf", "सूचना-हिंदी.pdf", await makePdf("Notice"), "application/pdf");
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { name: string }).name).toBe("सूचना-हिंदी.pdf");
  });

  it("streams a 150 MB video to disk: the server's memory does not grow by its size", async () => {
    const video = largeMp4(150 * 1024 * 1024);
    // Warm the route (multipart parser, first allocation) before reading the baseline.
    expect((await upload("video", "small.mp4", largeMp4(64 * 1024), "video/mp4")).status).toBe(201);
    const before = peakMegabytes(server.child.pid!);
    const answer = await upload("video", "open-day.mp4", video, "video/mp4");
    expect(answer.status).toBe(201);
    expect(await answer.json()).toMatchObject({ name: "open-day.mp4", size: video.length, contentType: "video/mp4" });
    const grown = peakMegabytes(server.child.pid!) - before;
    expect(grown, `peak memory grew by ${grown.toFixed(0)} MB`).toBeLessThan(60);
    // A video too large is refused as before, and leaves no temporary file.
    const tooLarge = await upload("video", "huge.mp4", largeMp4(201 * 1024 * 1024), "video/mp4");
    expect(tooLarge.status).toBe(413);
    const leftovers = fs
      .readdirSync(path.join(dataDir, "blobs"), { recursive: true })
      .filter((name) => String(name).endsWith(".tmp"));
    expect(leftovers).toEqual([]);
  }, 240_000);
});
