/**
 * The release this code is: the root package.json's semver `version`, read once. The file is three
 * folders up from both this source file (packages/server/src/) and the compiled server
 * (packages/server/dist/), and a release archive carries it (scripts/release.ts).
 */
import fs from "node:fs";

function readVersion(): string {
  try {
    const manifest = JSON.parse(fs.readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as {
      version?: unknown;
    };
    return typeof manifest.version === "string" ? manifest.version : "unknown";
  } catch {
    return "unknown";
  }
}

export const version = readVersion();
