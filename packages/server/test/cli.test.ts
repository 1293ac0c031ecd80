/** The content CLI as the web team runs it. */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compiled } from "./support/spawn-server.js";
import { newTestPack, tempDir, write } from "./support/test-pack.js";

const run = promisify(execFile);
const repositoryRoot = path.resolve(import.meta.dirname, "../../..");

async function cli(
  args: string[],
  env: Record<string, string> = {},
  input = "",
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const running = run(process.execPath, [...compiled("cli"), ...args], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: "", ...env },
    });
    running.child.stdin?.end(input);
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("content CLI", () => {
  const dirs: string[] = [];
  let pack: string;

  beforeAll(async () => {
    pack = await newTestPack();
    dirs.push(pack);
  });
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("explains itself with --help", async () => {
    const { code, stdout } = await cli(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: npm run content -- <command> DIR/);
    expect(stdout).toMatch(/validate DIR/);
    expect(stdout).toMatch(/import DIR/);
  });

  it("validate lists each problem with file and field and exits 1; import prints progress and a summary", async () => {
    const broken = tempDir("broken");
    dirs.push(broken);
    fs.cpSync(pack, broken, { recursive: true });
    write(broken, "files/a.pdf", "not a pdf");
    fs.rmSync(path.join(broken, "documents/mom.yaml"));
    const failed = await cli(["validate", broken]);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^documents\/mom\.yaml: \(file\): missing file$/m);
    expect(failed.stderr).toMatch(/^notices\.yaml: \[0\]\.file: files\/a\.pdf is not a PDF/m);
    expect(failed.stderr).not.toMatch(/\n\s+at /);

    const dataDir = tempDir("data");
    dirs.push(dataDir);
    const imported = await cli(["import", pack], { DATA_DIR: dataDir });
    expect(imported.code).toBe(0);
    expect(imported.stdout).toMatch(/^Imported .* in \d+\.\d s: 2 faculty, 0 publications, 2 notices, .*\.\n$/);
    expect(imported.stderr).toMatch(/importing images: 2\/2/);
  });

  it("makes the first admin and manages accounts, with passwords from standard input only", async () => {
    const dataDir = tempDir("cli-users");
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir };
    expect((await cli(["user", "list"], env)).stdout).toMatch(/^No accounts yet/);
    const noStdin = await cli(["user", "add", "head@dept.example", "--role", "admin"], env);
    expect(noStdin).toMatchObject({ code: 1, stderr: expect.stringMatching(/--password-stdin/) });
    const short = await cli(
      ["user", "add", "head@dept.example", "--role", "admin", "--password-stdin"],
      env,
      "short\n",
    );
    expect(short).toMatchObject({ code: 1, stderr: expect.stringMatching(/at least 12 characters/) });
    const added = await cli(
      ["user", "add", "Head@Dept.example", "--role", "admin", "--password-stdin"],
      env,
      "a long enough password\n",
    );
    expect(added).toMatchObject({ code: 0, stdout: "Added head@dept.example as admin.\n" });
    expect(
      (
        await cli(
          ["user", "add", "prof@dept.example", "--role", "faculty", "--password-stdin"],
          env,
          "a long enough password",
        )
      ).code,
    ).toBe(1);
    // A faculty account only for a profile that exists: this data folder has none.
    const unknown = await cli(
      ["user", "add", "prof@dept.example", "--role", "faculty:f-07", "--password-stdin"],
      env,
      "a long enough password",
    );
    expect(unknown).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No faculty profile has the id "f-07": add the profile first, or check the id.'),
    });
    expect(
      (
        await cli(
          ["user", "add", "prof@dept.example", "--role", "editor", "--password-stdin"],
          env,
          "a long enough password",
        )
      ).code,
    ).toBe(0);
    expect((await cli(["user", "set-role", "prof@dept.example", "publisher"], env)).code).toBe(0);
    expect((await cli(["user", "disable", "prof@dept.example"], env)).code).toBe(0);
    expect(
      (await cli(["user", "reset-password", "nobody@dept.example", "--password-stdin"], env, "a long enough password"))
        .stderr,
    ).toMatch(/No account nobody@dept\.example/);
    const list = await cli(["user", "list"], env);
    expect(list.stdout).toBe("head@dept.example\tadmin\tactive\nprof@dept.example\tpublisher\tdisabled\n");
  });
});
