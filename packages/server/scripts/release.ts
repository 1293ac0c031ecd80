/**
 * `npm run release`: builds the web app, the editor, the server and the CLI, then packs what a
 * production machine runs into `dept-website-X.Y.Z.tar.gz` (X.Y.Z: package.json's version): the
 * built `packages/server/dist` and `packages/web/dist`, the package files and the lockfile for
 * `npm ci --omit=dev`, the demo content pack, deploy/, the guide and the changelog. A production
 * machine unpacks it into `/opt/dept-website/releases/X.Y.Z` and never runs the dev install or the
 * build (docs/deploy.md). `--no-build` packs the builds already there; RELEASE_OUT_DIR sets where
 * the archive goes (default: the repository root).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  version: string;
  workspaces: string[];
};
const { version } = manifest;
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version))
  throw new Error(`package.json's version ${version} is not semver`);
const name = `dept-website-${version}`;

const changelog = fs.readFileSync(path.join(root, "CHANGELOG.md"), "utf8");
if (!changelog.includes(`## ${version} `))
  throw new Error(`CHANGELOG.md has no entry "## ${version} (date)": write what this release brings first`);

if (!process.argv.includes("--no-build")) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
for (const built of ["packages/server/dist/server.js", "packages/server/dist/cli.js", "packages/web/dist/index.html"]) {
  if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run npm run build first`);
}

/** What a release holds, as paths from the repository root. */
const contents = [
  "package.json",
  "package-lock.json",
  ...manifest.workspaces.map((workspace) => `${workspace}/package.json`),
  "packages/server/dist",
  "packages/web/dist",
  "content",
  "deploy",
  "docs/deploy.md",
  "README.md",
  "CHANGELOG.md",
];
/** The demo pack's generator and type check are for developers. */
const leftOut = new Set(["content/scripts", "content/tsconfig.json"]);

const staging = fs.mkdtempSync(path.join(os.tmpdir(), "dept-release-"));
try {
  const top = path.join(staging, name);
  for (const item of contents) {
    fs.cpSync(path.join(root, item), path.join(top, item), {
      recursive: true,
      filter: (source) => !leftOut.has(path.relative(root, source)),
    });
  }
  const outDir = path.resolve(process.env.RELEASE_OUT_DIR ?? root);
  const archive = path.join(outDir, `${name}.tar.gz`);
  // Owned by root in the archive, whoever packed it: the files are read-only for the service.
  execFileSync("tar", ["--owner=0", "--group=0", "--sort=name", "-czf", archive, "-C", staging, name]);
  const megabytes = (fs.statSync(archive).size / 1024 / 1024).toFixed(1);
  console.log(`release: ${path.relative(process.cwd(), archive) || archive} (${megabytes} MB)`);
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
