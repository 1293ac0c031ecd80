import { fileURLToPath } from "node:url";
import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { precompressPlugin } from "./build/precompress-plugin";
import { sitePlugin } from "./build/site-plugin";

const root = fileURLToPath(new URL("../..", import.meta.url));
const contentDir = path.resolve(root, process.env.CONTENT_DIR ?? "content");

export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  // API_BASE (DESIGN.md section 3) is read at build time for a web build that talks to another server.
  envPrefix: ["VITE_", "API_BASE"],
  plugins: [react(), sitePlugin(contentDir), precompressPlugin()],
  resolve: {
    alias: {
      "@dept/contract": path.join(root, "packages/contract/src/index.ts"),
      "@dept/pdf-viewer": path.join(root, "packages/pdf-viewer/src/index.ts"),
    },
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? "dist",
    emptyOutDir: true,
    target: "es2022",
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  server: {
    proxy: Object.fromEntries(
      ["/endpoints", "/events/", "/generals", "/api", "/healthz"].map((prefix) => [prefix, "http://127.0.0.1:8080"]),
    ),
  },
});
