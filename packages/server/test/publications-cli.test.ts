/** `npm run content -- publications refresh` as an operator (or cron) runs it, against the fake sources. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureData, startFakeSources, type FakeSources } from "./publications/fake-sources.js";
import { compiled } from "./support/spawn-server.js";
import { newTestPack, readYaml, tempDir, writeYaml } from "./support/test-pack.js";

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

async function cli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [...compiled("cli"), ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("the publications refresh command", () => {
  let fake: FakeSources;
  let env: Record<string, string>;
  const dirs: string[] = [];

  beforeAll(async () => {
    fake = await startFakeSources({ data: fixtureData() });
    const pack = await newTestPack();
    const dataDir = tempDir("data");
    dirs.push(pack, dataDir);
    const ada = readYaml<Record<string, unknown>>(pack, "faculty/01-ada.yaml");
    writeYaml(pack, "faculty/01-ada.yaml", {
      ...ada,
      orcid: "0000-0002-1825-0097",
      openalex: "A5023888391",
      dblp: "c/JosiahCarberry",
    });
    env = {
      DATA_DIR: dataDir,
      PUBLICATIONS_ORCID_URL: fake.urls.orcid,
      PUBLICATIONS_OPENALEX_URL: fake.urls.openalex,
      PUBLICATIONS_CROSSREF_URL: fake.urls.crossref,
      PUBLICATIONS_DBLP_URL: fake.urls.dblp,
    };
    expect((await cli(["import", pack], env)).code).toBe(0);
  });
  afterAll(async () => {
    await fake?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("reads the sources with progress lines, publishes with --publish and prints the summary", async () => {
    const { code, stdout, stderr } = await cli(
      ["publications", "refresh", "--faculty", "ada.lovelace", "--publish"],
      env,
    );
    expect(code, stderr).toBe(0);
    // Not a terminal: plain progress lines, the last one complete.
    expect(stderr).toMatch(/^reading sources: (\d+)\/\1$/m);
    expect(stdout).toMatch(/^Publications refreshed: [1-9]\d* added, 0 updated, 0 unchanged, 0 hidden, 0 failed\.$/m);
    expect(stdout).toMatch(/^orcid: 0 failed, openalex: 0 failed, crossref: 0 failed, dblp: 0 failed$/m);
    expect(stdout).toMatch(/^Published as content version \d+\.$/m);
    expect(fake.requests.every((request) => request.userAgent?.includes("mailto:"))).toBe(true);

    const again = await cli(["publications", "refresh"], env);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(
      /^Publications refreshed: 0 added, 0 updated, [1-9]\d* unchanged, 0 hidden, 0 failed\.$/m,
    );
  });

  it("reports a source that fails, and exits 2", async () => {
    fake.fail(
      "dblp",
      "JosiahCarberry",
      { status: 500 },
      { status: 500 },
      { status: 500 },
      { status: 500 },
      { status: 500 },
    );
    const { code, stdout } = await cli(["publications", "refresh", "--faculty", "ada.lovelace"], env);
    expect(code).toBe(2);
    expect(stdout).toMatch(/^orcid: 0 failed, openalex: 0 failed, crossref: 0 failed, dblp: 1 failed$/m);
    expect(stdout).toMatch(/^ {2}dblp for ada\.lovelace: /m);
  });

  it("refuses what it does not understand and a faculty id without a profile", async () => {
    expect((await cli(["publications", "refresh", "--faculty"], env)).code).toBe(1);
    expect((await cli(["publications", "fetch"], env)).code).toBe(1);
    const missing = await cli(["publications", "refresh", "--faculty", "nobody"], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/^No faculty profile has the id "nobody"\.$/m);
  });
});
