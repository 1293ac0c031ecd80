// @vitest-environment node
/**
 * The workspace's lint rules hold the editor's wall: eslint.config.js fails an import from the
 * public site into the editor or back, one from the shared UI package past React, one against the
 * direction of the server's folders (publications/ and ops/ included), one from a feature of the
 * public site into another, and an import circle. The fixtures (test/lint-fixtures, left
 * out of `eslint .`) break each rule on purpose.
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const fixtures = fileURLToPath(new URL("./lint-fixtures/", import.meta.url));
// ignore: false lints the fixtures the workspace's own run leaves out.
const eslint = new ESLint({ cwd: root, ignore: false });

/** The rules `fixture` breaks when it stands at `asIf` (a path in the workspace), with their messages. */
async function broken(fixture: string, asIf: string) {
  const code = await readFile(path.join(fixtures, fixture), "utf8");
  const [result] = await eslint.lintText(code, { filePath: path.join(root, asIf) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== "@typescript-eslint/no-unused-vars")
    .map((message) => `${message.ruleId}: ${message.message}`);
}

describe("the lint boundary between the public site and the editor", { timeout: 60_000 }, () => {
  it("fails the public site importing the editor, by package name or by path", async () => {
    const messages = await broken("site-imports-editor.ts", "packages/web/src/lint-fixture.ts");
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain("The public site never imports the editor");
  });

  it("fails the editor importing the public site, by package name or by path", async () => {
    const messages = await broken("editor-imports-site.ts", "packages/editor/src/lint-fixture.ts");
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain("The editor never imports the public site");
  });

  it("fails the shared UI package importing anything but React", async () => {
    expect(await broken("ui-imports-contract.ts", "packages/ui/src/lint-fixture.ts")).toEqual([
      expect.stringContaining("ui imports only React"),
    ]);
  });

  it("lets the editor import the shared UI package, the contract and its libraries", async () => {
    expect(await broken("editor-imports-shared.ts", "packages/editor/src/lint-fixture.ts")).toEqual([]);
  });
});

describe("the lint rules on the server's folders", { timeout: 60_000 }, () => {
  const pointsDown = "the server's folders point down";

  it("fails publishing importing the editor's workflow, and lets it import its own folder", async () => {
    expect(await broken("publishing-imports-editor.ts", "packages/server/src/publishing/lint-fixture.ts")).toEqual([
      expect.stringContaining(pointsDown),
    ]);
  });

  it("fails one routes folder importing another, and lets it import the public content service", async () => {
    expect(await broken("route-imports-route.ts", "packages/server/src/routes/feeds/lint-fixture.ts")).toEqual([
      expect.stringMatching(/"\.\.\/content\/index\.js".*One routes\/ folder never imports another/),
    ]);
  });

  it("fails db importing anything above it but search's terms and documents", async () => {
    expect(await broken("db-imports-up.ts", "packages/server/src/db/lint-fixture.ts")).toEqual([
      expect.stringMatching(/"\.\.\/editor\/workflow\.js".*db\/ reads only/),
    ]);
  });
});

describe("the lint rules on the publications refresh and ops", { timeout: 60_000 }, () => {
  it("fails publications/ importing the editor or the pack's validation, and lets it store and fetch", async () => {
    expect(await broken("publications-imports-up.ts", "packages/server/src/publications/lint-fixture.ts")).toEqual([
      expect.stringMatching(/"\.\.\/editor\/workflow\.js".*point down/),
      expect.stringMatching(/"\.\.\/content\/validate\.js".*borrows only content\/pull\/fetch\.ts/),
    ]);
  });

  it("fails ops/ importing a route, and lets metrics read api's fast path", async () => {
    expect(await broken("ops-imports-up.ts", "packages/server/src/ops/lint-fixture.ts")).toEqual([
      expect.stringMatching(/"\.\.\/routes\/content\/index\.js".*point down/),
    ]);
  });

  it("fails the public content service importing ops/ or the publications refresh", async () => {
    const messages = await broken("api-imports-ops.ts", "packages/server/src/api/lint-fixture.ts");
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(message).toContain("Only the routes, the app and the CLI use");
  });
});

describe("the lint rule between the public site's features", { timeout: 60_000 }, () => {
  it("fails one feature importing another, and lets it import components/ and lib/", async () => {
    expect(
      await broken("feature-imports-feature.ts", "packages/web/src/features/publications/lint-fixture.ts"),
    ).toEqual([expect.stringMatching(/"\.\.\/faculty\/faculty-profile-page".*one feature never imports another/)]);
  });
});

describe("the lint rule against import circles", { timeout: 60_000 }, () => {
  it("fails two modules that import each other", async () => {
    const results = await eslint.lintFiles([path.join(fixtures, "cycle-a.ts"), path.join(fixtures, "cycle-b.ts")]);
    const cycles = results.map(
      (result) => result.messages.filter((message) => message.ruleId === "import-x/no-cycle").length,
    );
    expect(cycles).toEqual([1, 1]);
  });
});
