import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { reactOnPreact } from "./packages/web/build/react-on-preact";
import { sitePlugin } from "./packages/web/build/site-plugin";

const alias = {
  "@dept/contract": fileURLToPath(new URL("./packages/contract/src/index.ts", import.meta.url)),
  "@dept/pdf-viewer": fileURLToPath(new URL("./packages/pdf-viewer/src/index.ts", import.meta.url)),
};

/**
 * The web app runs on Preact's React compatibility layer; its tests too. Testing Library's ESM
 * build is named so that its imports of react go through the aliases (its CommonJS one would not).
 */
const webAlias = [
  ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
  ...reactOnPreact,
  { find: /^@testing-library\/react$/, replacement: fileURLToPath(new URL("./node_modules/@testing-library/react/dist/@testing-library/react.esm.js", import.meta.url)) },
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      { resolve: { alias }, test: { name: "contract", include: ["packages/contract/**/*.test.ts"], environment: "node" } },
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
        resolve: { alias: webAlias },
        // Components read the compiled site.yaml, as in the real build.
        plugins: [sitePlugin(fileURLToPath(new URL("./content", import.meta.url)))],
        test: {
          name: "web",
          include: ["packages/web/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["packages/web/src/test/setup.ts"],
          // Bundled by Vite rather than loaded by Node, so their imports of react meet the aliases too.
          server: { deps: { inline: ["@tanstack/react-query", "wouter"] } },
        },
      },
      {
        resolve: { alias },
        test: { name: "pdf-viewer", include: ["packages/pdf-viewer/src/**/*.test.{ts,tsx}"], environment: "jsdom" },
      },
    ],
  },
});
