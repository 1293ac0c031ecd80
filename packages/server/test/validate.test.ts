import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TITLE_MAX, URL_RULE } from "@dept/contract";
import { validatePack } from "../src/content/validate.js";
import { newTestPack, readYaml, tempDir, write, writeYaml } from "./support/test-pack.js";

const created: string[] = [];
let template: string;

beforeAll(async () => {
  template = await newTestPack();
  created.push(template);
});
afterAll(() => {
  for (const dir of created) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the valid pack, changed by `breakIt`. */
function brokenPack(breakIt: (dir: string) => void): string {
  const dir = tempDir("broken");
  created.push(dir);
  fs.cpSync(template, dir, { recursive: true });
  breakIt(dir);
  return dir;
}

type Faculty = Record<string, unknown>;

describe("content pack validation", () => {
  it("accepts a complete pack", async () => {
    const { problems, pack } = await validatePack(template);
    expect(problems).toEqual([]);
    expect(pack?.faculty.map((member) => member.id)).toEqual(["ada.lovelace", "alan_turing-2"]);
    expect(pack?.faculty[0]?.ext).toBe("1234");
  });

  it("reports every problem at once as file: field: what is wrong", async () => {
    const outside = tempDir("outside");
    created.push(outside);
    write(outside, "secret.pdf", "%PDF-1.4 outside");
    const dir = brokenPack((pack) => {
      fs.rmSync(path.join(pack, "events/workshops.yaml"));
      const notices = readYaml<Record<string, unknown>[]>(pack, "notices.yaml");
      notices[0]!.title = 42;
      notices[1]!.date = "1 Feb 2025";
      writeYaml(pack, "notices.yaml", notices);
      const ada = readYaml<Faculty>(pack, "faculty/01-ada.yaml");
      writeYaml(pack, "faculty/01-ada.yaml", { ...ada, shoe_size: 9 });
      const alan = readYaml<Faculty>(pack, "faculty/02-alan.yaml");
      writeYaml(pack, "faculty/02-alan.yaml", { ...alan, id: "ada.lovelace" });
      write(pack, "files/fake.pdf", "this is not a PDF");
      write(pack, "images/fake.jpg", "this is not an image");
      writeYaml(pack, "documents/bos.yaml", [
        { title: "Fake", file: "files/fake.pdf" },
        { title: "Missing", file: "files/missing.pdf" },
        { title: "Escapes", file: "../outside/secret.pdf" },
        { title: "Absolute", file: "/etc/passwd" },
        { title: "Backslash", file: "files\\a.pdf" },
      ]);
      fs.symlinkSync(path.join(outside, "secret.pdf"), path.join(pack, "files/link.pdf"));
      writeYaml(pack, "documents/mom.yaml", [{ title: "Linked", file: "files/link.pdf" }]);
      writeYaml(pack, "academics/others.yaml", [
        { name: "X", photo: "images/fake.jpg", achievement: "A", details: "D" },
      ]);
      writeYaml(pack, "academics/placements.yaml", [{ year: "twenty", file: "files/a.pdf" }]);
      writeYaml(pack, "academics/results.yaml", { title: "not a list" });
    });

    const { problems, pack } = await validatePack(dir);
    expect(pack).toBeUndefined();
    const expected = [
      "events/workshops.yaml: (file): missing file",
      "notices.yaml: [0].title: expected string, received number",
      "notices.yaml: [1].date: must be a date written YYYY-MM-DD",
      "faculty/01-ada.yaml: shoe_size: unknown key",
      'faculty/02-alan.yaml: id: duplicate faculty id "ada.lovelace" (also in faculty/01-ada.yaml)',
      "documents/bos.yaml: [0].file: files/fake.pdf is not a PDF (no %PDF- header)",
      "documents/bos.yaml: [1].file: file not found: files/missing.pdf",
      "documents/bos.yaml: [2].file: path escapes the pack or is not a plain relative path: ../outside/secret.pdf",
      "documents/bos.yaml: [3].file: path escapes the pack or is not a plain relative path: /etc/passwd",
      "documents/bos.yaml: [4].file: path escapes the pack or is not a plain relative path: files\\a.pdf",
      "documents/mom.yaml: [0].file: path escapes the pack: files/link.pdf",
      "academics/placements.yaml: [0].year: Enter a year from 1900 to 2200.",
      "academics/results.yaml: (document): expected a list (write [] for an empty one)",
    ];
    for (const line of expected) expect(problems).toContain(line);
    // The reason is the image decoder's own words.
    expect(
      problems.filter((line) =>
        line.startsWith("academics/others.yaml: [0].photo: images/fake.jpg cannot be decoded as an image ("),
      ),
    ).toHaveLength(1);
    expect(problems).toHaveLength(expected.length + 1);
  });

  it("names missing required fields and site.yaml problems", async () => {
    const dir = brokenPack((pack) => {
      const site = readYaml<Record<string, Record<string, unknown> | unknown[]>>(pack, "site.yaml");
      const hod = site.hod as Record<string, unknown>;
      delete hod.name;
      site.homeCarousel = [];
      writeYaml(pack, "site.yaml", site);
      const alan = readYaml<Faculty>(pack, "faculty/02-alan.yaml");
      delete alan.image;
      writeYaml(pack, "faculty/02-alan.yaml", { ...alan, id: "bad id!" });
      write(pack, "achievements.yaml", "- name: [unclosed\n");
    });
    const { problems } = await validatePack(dir);
    expect(problems).toContain("site.yaml: hod.name: Required");
    expect(problems.some((line) => line.startsWith("site.yaml: homeCarousel: "))).toBe(true);
    expect(problems).toContain("faculty/02-alan.yaml: image: Required");
    expect(problems.some((line) => line.startsWith("faculty/02-alan.yaml: id: "))).toBe(true);
    expect(problems.some((line) => /^achievements.yaml: line \d+: invalid YAML: /.test(line))).toBe(true);
  });

  it("refuses empty and over-long titles, a faculty email that is not one and a URL holding a quote", async () => {
    const dir = brokenPack((pack) => {
      const notices = readYaml<Record<string, unknown>[]>(pack, "notices.yaml");
      notices[0]!.title = "";
      notices[1]!.title = "   ";
      writeYaml(pack, "notices.yaml", [...notices, { ...notices[0], title: "x".repeat(TITLE_MAX + 1) }]);
      const ada = readYaml<Faculty>(pack, "faculty/01-ada.yaml");
      writeYaml(pack, "faculty/01-ada.yaml", { ...ada, email: "ada at example" });
      const site = readYaml<{ quickLinks: { label: string; url: string }[]; links: { mcaSite: { url: string } } }>(
        pack,
        "site.yaml",
      );
      site.quickLinks = [{ label: "Portal", url: 'https://example.edu/"onclick="x' }];
      site.links.mcaSite.url = "https://example.edu/<b>";
      writeYaml(pack, "site.yaml", site);
    });
    const notices = readYaml<unknown[]>(dir, "notices.yaml");
    expect((await validatePack(dir)).problems.sort()).toEqual(
      [
        "notices.yaml: [0].title: Required",
        "notices.yaml: [1].title: Required",
        `notices.yaml: [${notices.length - 1}].title: Use at most 300 characters.`,
        "faculty/01-ada.yaml: email: Enter an email address such as name@example.edu.",
        `site.yaml: quickLinks[0].url: ${URL_RULE}`,
        `site.yaml: links.mcaSite.url: ${URL_RULE}`,
      ].sort(),
    );
  });

  it("checks the video's captions file", async () => {
    const dir = brokenPack((pack) => write(pack, "video/intro.vtt", "not captions"));
    expect((await validatePack(dir)).problems).toEqual([
      "site.yaml: video.captions: video/intro.vtt is not a WebVTT captions file (it does not start with WEBVTT)",
    ]);
  });

  it("reports a missing faculty folder and a missing pack", async () => {
    const dir = brokenPack((pack) => fs.rmSync(path.join(pack, "faculty"), { recursive: true }));
    expect((await validatePack(dir)).problems).toEqual(["faculty/: (folder): missing folder"]);
    const missing = (await validatePack(path.join(dir, "nope"))).problems;
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/does not exist/);
  });
});
