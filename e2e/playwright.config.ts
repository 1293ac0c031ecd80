/**
 * Browser tests against the real server serving the real production build (global-setup.ts),
 * in the system Chromium: no browser is ever downloaded.
 */
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/**
 * CHROMIUM_PATH when set; else Debian's Chromium headless shell when installed (the same Chromium
 * without the browser's window and profile machinery: the suite takes a quarter less time in it),
 * else the full Chromium. The shell has no PDF viewer: a PDF opened in a tab downloads there, and
 * the tests check the tab's request (support/new-tab.ts), which is the same in both.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  // Generous: a loaded machine (other work beside the run) must not fail a test; no pass depends on speed.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "./test-results",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    trace: "off",
    screenshot: "only-on-failure",
  },
});
