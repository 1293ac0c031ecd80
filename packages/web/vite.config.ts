import { fileURLToPath } from "node:url";
import path from "node:path";
import { defineConfig } from "vite";
import { precompressPlugin } from "./build/precompress-plugin";

const root = fileURLToPath(new URL("../..", import.meta.url));
const outDir = process.env.WEB_OUT_DIR ?? "dist";

/**
 * Two builds (`npm run build` runs both): the browser app into `dist/`, and with `--ssr` the
 * server's render of the document (src/entry-server.tsx) into `dist/ssr/`, self-contained so the
 * server can load it from any WEB_DIR. The server never serves `ssr/` to browsers.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  // API_BASE is read at build time for a web build that talks to another server.
  envPrefix: ["VITE_", "API_BASE"],
  // JSX compiles to React's automatic runtime. There is no fast refresh in development (it would
  // need @vitejs/plugin-react): an edit reloads the page.
  plugins: isSsrBuild ? [] : [precompressPlugin()],
  resolve: {
    alias: [
      // The side-effect module each entry imports first (zod without eval), before the package's index.
      { find: "@dept/contract/zod-setup", replacement: path.join(root, "packages/contract/src/zod-setup.ts") },
      { find: "@dept/contract", replacement: path.join(root, "packages/contract/src/index.ts") },
      { find: "@dept/pdf-viewer", replacement: path.join(root, "packages/pdf-viewer/src/index.ts") },
      { find: "@dept/ui", replacement: path.join(root, "packages/ui/src") },
    ],
  },
  ssr: { noExternal: true, target: "node" },
  build: {
    outDir: isSsrBuild ? path.join(outDir, "ssr") : outDir,
    emptyOutDir: !isSsrBuild,
    target: isSsrBuild ? "node20" : "es2022",
    modulePreload: { polyfill: false },
    // .vite/manifest.json: the server reads it to name each route's chunks in the document.
    manifest: !isSsrBuild,
    assetsInlineLimit: 0,
    // The server reads the render module only; its CSS is the client build's.
    ...(isSsrBuild ? { ssrEmitAssets: false, copyPublicDir: false } : {}),
    rolldownOptions: {
      // Every module the entry imports statically in the entry's own chunk (rolldown puts the
      // group there), not in seven shared ones: each chunk is a modulepreload the document's
      // script adds and a module record to link, about 2 ms of a phone's main thread apiece
      // (issue 34, TBT).
      ...(isSsrBuild
        ? {}
        : { output: { codeSplitting: { groups: [{ name: "app", tags: ["$initial"] as "$initial"[] }] } } }),
      // TanStack Query marks its React modules "use client", a directive for server-component
      // frameworks; this app renders on the server with renderToString only.
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        handler(level, log);
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ["/endpoints", "/events/", "/generals", "/api", "/healthz"].map((prefix) => [prefix, "http://127.0.0.1:8080"]),
    ),
  },
}));
