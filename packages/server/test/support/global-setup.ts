/**
 * Global setup of the server tests: one folder per run where the demo pack's import is kept once
 * built (demo-template.ts), and, at the end, that folder and its PostgreSQL template removed.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    demoRunDir: string;
  }
}

export default function setup(project: TestProject): () => Promise<void> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), "dept-demo-run-"));
  project.provide("demoRunDir", runDir);
  return async () => {
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
