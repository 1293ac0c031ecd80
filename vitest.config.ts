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
          // Server suites share the PostgreSQL test database; run their files one at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
