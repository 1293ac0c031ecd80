import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

const alias = {
  "@dept/contract": fileURLToPath(new URL("./packages/contract/src/index.ts", import.meta.url)),
  "@dept/pdf-viewer": fileURLToPath(new URL("./packages/pdf-viewer/src/index.ts", import.meta.url)),
  // Subpath imports (`@dept/ui/dialog`): each component is its own module, so a page bundles only what it uses.
  "@dept/ui": fileURLToPath(new URL("./packages/ui/src", import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at a time on every machine (vitest's default is one fewer than the cores: 1 on 2 cores);
    // VITEST_MAX_WORKERS overrides it.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: "contract", include: ["packages/contract/**/*.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "server",
          include: ["packages/server/**/*.test.ts"],
          environment: "node",
          // Files run side by side (maxWorkers below), each worker on a PostgreSQL database of its own.
          setupFiles: ["packages/server/test/support/worker-database.ts"],
          // The demo pack is imported once per run and copied (support/demo-template.ts).
          globalSetup: ["packages/server/test/support/global-setup.ts"],
          // Generous: a loaded machine must not fail a test (a hung one still fails, later).
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "web",
          include: ["packages/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["packages/web/src/test/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "editor",
          include: ["packages/editor/{src,test}/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["packages/editor/test/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: { name: "ui", include: ["packages/ui/src/**/*.test.{ts,tsx}"], environment: "jsdom" },
      },
      {
        resolve: { alias },
        test: { name: "pdf-viewer", include: ["packages/pdf-viewer/src/**/*.test.{ts,tsx}"], environment: "jsdom" },
      },
    ],
  },
});
