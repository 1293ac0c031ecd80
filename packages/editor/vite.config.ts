import { fileURLToPath } from "node:url";
import path from "node:path";
import { defineConfig } from "vite";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * The web editor, served at /admin/: its own entry (index.html) and chunks, never loaded by the
 * public pages. `npm run build` (packages/web/build/build-web.ts) builds it into <web out>/admin.
 */
export default defineConfig({
  root: fileURLToPath(new URL(".", import.meta.url)),
  base: "/admin/",
  envPrefix: ["VITE_"],
  resolve: {
    alias: [
      // The side-effect module each entry imports first (zod without eval), before the package's index.
      { find: "@dept/contract/zod-setup", replacement: path.join(root, "packages/contract/src/zod-setup.ts") },
      { find: "@dept/contract", replacement: path.join(root, "packages/contract/src/index.ts") },
      { find: "@dept/ui", replacement: path.join(root, "packages/ui/src") },
    ],
  },
  build: {
    // build-web.ts gives <web out>/admin; a build of this package alone goes to its own dist/.
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    rolldownOptions: {
      // TanStack Query marks its React modules "use client", a directive for server-component frameworks.
      onLog(level, log, handler) {
        if (log.code === "MODULE_LEVEL_DIRECTIVE") return;
        handler(level, log);
      },
    },
  },
});
