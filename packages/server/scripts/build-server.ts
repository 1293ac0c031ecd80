/**
 * Compiles the server and the CLI to JavaScript in packages/server/dist, so production runs them
 * with plain `node` (`npm run serve`). Our own code and @dept/contract are bundled; every npm
 * package stays an import, installed by `npm ci --omit=dev` (native ones such as better-sqlite3
 * and sharp cannot be bundled anyway).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
/** SERVER_OUT_DIR: somewhere else, for the production-install test. */
const outDir = process.env.SERVER_OUT_DIR ? path.resolve(process.env.SERVER_OUT_DIR) : path.join(serverDir, "dist");

/** Bare imports other than our workspaces stay imports, resolved from node_modules at run time. */
const npmPackagesExternal: Plugin = {
  name: "npm-packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@dept/") ? undefined : { path: args.path, external: true },
    );
  },
};

fs.rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(serverDir, "src/server.ts"),
    cli: path.join(serverDir, "src/cli.ts"),
    // Started by search/pdf-text.ts as `./pdf-text-worker.js` beside the running bundle.
    "pdf-text-worker": path.join(serverDir, "src/search/pdf-text-worker.ts"),
  },
  outdir: outDir,
  bundle: true,
  // No shared chunks: search/pdf-text.ts finds the worker beside its own file, which must be the entry's.
  splitting: false,
  format: "esm",
  platform: "node",
  target: "node20.19",
  sourcemap: true,
  logLevel: "warning",
  plugins: [npmPackagesExternal],
});
console.log(`server: compiled to ${path.relative(process.cwd(), outDir) || outDir}`);
