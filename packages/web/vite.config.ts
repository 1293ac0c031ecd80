import { fileURLToPath } from "node:url";
import path from "node:path";
import { defineConfig } from "vite";
import { precompressPlugin } from "./build/precompress-plugin";
import { reactOnPreact } from "./build/react-on-preact";
import { sitePlugin } from "./build/site-plugin";

const root = fileURLToPath(new URL("../..", import.meta.url));
const contentDir = path.resolve(root, process.env.CONTENT_DIR ?? "content");

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  // API_BASE (DESIGN.md section 3) is read at build time for a web build that talks to another server.
  envPrefix: ["VITE_", "API_BASE"],
  // JSX compiles to React's automatic runtime, which the aliases below map to Preact's. No fast
  // refresh in development (it needs React itself): an edit reloads the page.
  plugins: [sitePlugin(contentDir), precompressPlugin()],
  resolve: {
    alias: [
      { find: "@dept/contract", replacement: path.join(root, "packages/contract/src/index.ts") },
      { find: "@dept/pdf-viewer", replacement: path.join(root, "packages/pdf-viewer/src/index.ts") },
      ...reactOnPreact,
    ],
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? "dist",
    emptyOutDir: true,
    target: "es2022",
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      // TanStack Query marks its React modules "use client", a directive for server-rendering
      // frameworks that means nothing in this client-only bundle.
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
});
