/**
 * Global setup of the server tests: the server and the CLI compiled once per run (tests that spawn
 * them start plain `node` on the bundle, not tsx compiling the sources on every start), and one folder
 * per run where the demo pack's import is kept once built (demo-template.ts). At the end, both
 * folders and the demo's PostgreSQL template are removed.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    demoRunDir: string;
    serverBuildDir: string;
  }
}

const root = path.resolve(import.meta.dirname, "../../../..");

export default function setup(project: TestProject): () => Promise<void> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "dept-demo-run-"));
  project.provide("demoRunDir", runDir);
  // Three folders below the repository, as packages/server/dist is: the bundle finds package.json
  // (its version) there and the npm packages in node_modules above it.
  const cache = path.join(root, "node_modules", ".cache");
  fs.mkdirSync(cache, { recursive: true });
  const buildDir = fs.mkdtempSync(path.join(cache, "dept-server-tests-"));
  execFileSync(process.execPath, ["--import", "tsx", "packages/server/scripts/build-server.ts"], {
    cwd: root,
    env: { ...process.env, SERVER_OUT_DIR: buildDir },
    stdio: "ignore",
  });
  project.provide("serverBuildDir", buildDir);
  return async () => {
    fs.rmSync(buildDir, { recursive: true, force: true });
    const base = process.env.TEST_DATABASE_URL;
    const templateName = path.join(runDir, "postgres", "database");
    if (base && fs.existsSync(templateName)) {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${fs.readFileSync(templateName, "utf8")}" WITH (FORCE)`);
      await client.end();
    }
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
