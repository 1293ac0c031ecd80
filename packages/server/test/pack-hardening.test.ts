/**
 * A hostile or broken content pack (issue 18, points 1 to 3): nothing outside the pack and nothing
 * that is not what it claims reaches visitors, `validate` is as strict as `import`, and limits
 * are refused with file and limit, never with a stack trace.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importPack, PackInvalidError } from "../src/content/import-pack.js";
import { validatePack, YAML_LIMITS } from "../src/content/validate.js";
import { importInto, startApp } from "./support/test-app.js";
import { makeJpeg, newTestPack, readYaml, tempDir, write, writeYaml } from "./support/test-pack.js";

const created: string[] = [];
let template: string;

beforeAll(async () => {
  template = await newTestPack();
  created.push(template);
});
afterAll(() => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

function packWith(change: (dir: string) => void | Promise<void>): Promise<string> {
  const dir = tempDir("hostile");
  created.push(dir);
  fs.cpSync(template, dir, { recursive: true });
  return Promise.resolve(change(dir)).then(() => dir);
}

const problemsOf = async (dir: string) => (await validatePack(dir)).problems;

describe("files a pack names", () => {
  it("a video that is a link to a file outside the pack is refused", async () => {
    const dir = await packWith((pack) => {
      fs.rmSync(path.join(pack, "video/intro.mp4"));
      fs.symlinkSync("/etc/passwd", path.join(pack, "video/intro.mp4"));
    });
    expect(await problemsOf(dir)).toEqual(["site.yaml: video.file: path escapes the pack: video/intro.mp4"]);
  });

  it("an HTML page with ftyp at byte 4 is no video, and an SVG named .pdf is no PDF", async () => {
    const dir = await packWith((pack) => {
      write(pack, "video/intro.mp4", "<htmlftyp><script>alert(document.domain)</script></html>");
      write(pack, "files/b.pdf", '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    });
    const problems = await problemsOf(dir);
    expect(problems).toContain(
      "site.yaml: video.file: video/intro.mp4 is not a WebM or MP4 video (its container does not parse)",
    );
    expect(
      problems.some(
        (line) =>
          /^notices\.yaml: \[\d\]\.file: files\/b\.pdf is not a PDF/.test(line) ||
          /files\/b\.pdf is not a PDF/.test(line),
      ),
    ).toBe(true);
  });

  it("captions with markup that could run are refused", async () => {
    const dir = await packWith((pack) =>
      write(pack, "video/intro.vtt", "WEBVTT\n\n00:00.000 --> 00:02.000\n<script>alert(1)</script>\n"),
    );
    expect(await problemsOf(dir)).toEqual([
      "site.yaml: video.captions: video/intro.vtt is not plain WebVTT: it holds a <script> tag",
    ]);
  });

  it("is served with the type its parsing proved, whatever its name says", async () => {
    // A real WebM header and segment named .mp4 is served as video/webm.
    const webm = Buffer.from([
      0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x18, 0x53, 0x80, 0x67, 0x80,
    ]);
    const dir = await packWith((pack) => write(pack, "video/intro.mp4", webm));
    expect(await problemsOf(dir)).toEqual([]);
    const dataDir = tempDir("data");
    created.push(dataDir);
    const app: FastifyInstance = await startApp({ dataDir });
    try {
      await importInto(app, dir);
      const site = (await app.inject("/api/site")).json<{ video: { file: { src: string; type: string } } }>();
      expect(site.video.file.type).toBe("video/webm");
      expect((await app.inject(site.video.file.src)).headers["content-type"]).toBe("video/webm");
    } finally {
      await app.close();
    }
  });
});

describe("validate is as strict as import", () => {
  it("a truncated JPEG fails validate with file, field and reason, and import with the same words", async () => {
    const dir = await packWith(async (pack) => {
      const jpeg = await makeJpeg(800, 600, "#804020");
      write(pack, "images/big.jpg", jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    });
    const problems = await problemsOf(dir);
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems)
      expect(problem).toMatch(/^[\w/.-]+\.yaml: [\w.[\]]+: images\/big\.jpg cannot be decoded as an image/);
    expect(problems).toContain(problems.find((line) => line.startsWith("site.yaml: hod.photo.path: ")));
    const dataDir = tempDir("data");
    created.push(dataDir);
    const app = await startApp({ dataDir });
    try {
      const failure = await importPack(app.database, app.blobStore, dir).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PackInvalidError);
      expect((failure as PackInvalidError).problems).toEqual(problems);
    } finally {
      await app.close();
    }
  });
});

describe("limits", () => {
  it("200 aliases: a clear refusal naming the file and the limit", async () => {
    const dir = await packWith((pack) => {
      const items = Array.from({ length: 200 }, () => "- *notice").join("\n");
      write(pack, "notices.yaml", `- &notice {title: Same, file: files/a.pdf, date: 2025-01-01}\n${items}\n`);
    });
    expect(await problemsOf(dir)).toEqual([
      `notices.yaml: (document): 200 aliases is over the limit of ${YAML_LIMITS.aliases} aliases in a YAML file`,
    ]);
  });

  it("an alias bomb: a clear refusal, no stack trace", async () => {
    const dir = await packWith((pack) => {
      const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
      for (let level = 1; level < 9; level += 1) {
        const name = String.fromCharCode(97 + level);
        const previous = String.fromCharCode(96 + level);
        lines.push(
          `${name}: &${name} [*${previous},*${previous},*${previous},*${previous},*${previous},*${previous},*${previous},*${previous},*${previous}]`,
        );
      }
      write(pack, "achievements.yaml", `${lines.join("\n")}\n`);
    });
    const problems = await problemsOf(dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^achievements\.yaml: \(document\): /);
  });

  it("a YAML file over the size limit is refused with its size and the limit", async () => {
    const dir = await packWith((pack) => write(pack, "notices.yaml", `# ${"x".repeat(YAML_LIMITS.fileBytes)}\n[]\n`));
    expect(await problemsOf(dir)).toEqual([
      `notices.yaml: (file): ${YAML_LIMITS.fileBytes + 6} bytes is over the limit of ${YAML_LIMITS.fileBytes} bytes for a YAML file`,
    ]);
  });

  it("a collection over the entry limit is refused", async () => {
    const dir = await packWith((pack) => {
      const entry = "- {title: N, file: files/a.pdf, date: 2025-01-01}";
      write(pack, "notices.yaml", `${Array.from({ length: YAML_LIMITS.entries + 1 }, () => entry).join("\n")}\n`);
    });
    expect(await problemsOf(dir)).toEqual([
      `notices.yaml: (document): ${YAML_LIMITS.entries + 1} entries is over the limit of ${YAML_LIMITS.entries} entries in a collection`,
    ]);
  });

  it("__proto__ and its kin are refused, not dropped", async () => {
    const dir = await packWith((pack) => {
      const site = readYaml<Record<string, unknown>>(pack, "site.yaml");
      writeYaml(pack, "site.yaml", site);
      fs.appendFileSync(path.join(pack, "site.yaml"), "__proto__:\n  polluted: true\n");
    });
    expect(await problemsOf(dir)).toEqual(["site.yaml: __proto__: this key is not allowed anywhere in a pack"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
