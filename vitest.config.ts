import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import LongestFirst from "./scripts/vitest-sequencer";

const alias = {
  // Before "@dept/contract", which would otherwise take it for a path inside index.ts.
  "@dept/contract/zod-setup": fileURLToPath(new URL("./packages/contract/src/zod-setup.ts", import.meta.url)),
  "@dept/contract": fileURLToPath(new URL("./packages/contract/src/index.ts", import.meta.url)),
  "@dept/pdf-viewer": fileURLToPath(new URL("./packages/pdf-viewer/src/index.ts", import.meta.url)),
  // Subpath imports (`@dept/ui/dialog`): each component is its own module, so a page bundles only what it uses.
  "@dept/ui": fileURLToPath(new URL("./packages/ui/src", import.meta.url)),
};

/**
 * The jsdom projects share one document per worker across test files (isolate: false): setting up
 * jsdom and importing React for each of a hundred files was most of their time. The tests that
 * hydrate a server's document take over the page as a browser does and get a fresh one each.
 */
const HYDRATION_TESTS = ["packages/web/src/app/server-render.test.tsx", "packages/web/src/app/early-clicks.test.tsx"];

export default defineConfig({
  resolve: { alias },
  test: {
    // Two files at a time on every machine (vitest's default is one fewer than the cores: 1 on 2 cores);
    // VITEST_MAX_WORKERS overrides it.
    maxWorkers: 2,
    // The longest server test files first, so none is left running alone at the end (scripts/vitest-sequencer.ts).
    sequence: { sequencer: LongestFirst },
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
          // A worker keeps its modules from file to file (isolate: false): importing the server anew
          // for each file cost more than the tests. No server test mocks a module or the environment.
          isolate: false,
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
          exclude: HYDRATION_TESTS,
          environment: "jsdom",
          isolate: false,
          setupFiles: ["packages/web/src/test/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: {
          name: "web-hydration",
          include: HYDRATION_TESTS,
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
          isolate: false,
          setupFiles: ["packages/editor/test/setup.ts"],
        },
      },
      {
        resolve: { alias },
        test: { name: "ui", include: ["packages/ui/src/**/*.test.{ts,tsx}"], environment: "jsdom", isolate: false },
      },
      {
        resolve: { alias },
        test: {
          name: "pdf-viewer",
          include: ["packages/pdf-viewer/src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          isolate: false,
        },
      },
    ],
  },
});
