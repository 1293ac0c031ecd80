/** The repository stands alone: its docs and code link only to what a clone holds. */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" })
  .split("\0")
  .filter((file) => /\.(md|ts|tsx|json|css|html)$/.test(file) && fs.existsSync(path.join(root, file)));

describe("the repository's own docs", () => {
  it("are linked, never a folder outside the clone", () => {
    const outside = tracked.filter((file) => /\.\.\/shared\//.test(fs.readFileSync(path.join(root, file), "utf8")));
    expect(outside).toEqual([]);
  });

  it("resolve: every relative Markdown link points at a file of the clone", () => {
    const broken: string[] = [];
    for (const file of tracked.filter((name) => name.endsWith(".md"))) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue;
        if (!fs.existsSync(path.resolve(root, path.dirname(file), target!))) broken.push(`${file}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
