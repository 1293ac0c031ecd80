/**
 * The web app is written against React's API (imports from "react", React's types, the React
 * PDF viewer) and runs on Preact's compatibility layer, `preact/compat`. React DOM alone is about
 * 55 KB of compressed script, which on Lighthouse's slow-4G phone kept every page's LCP over its
 * 2.0 s budget; Preact with compat is about 10 KB (BENCHMARKS.md, "What changed").
 *
 * These aliases send every import of React to Preact: the web build (vite.config.ts) and the web
 * unit tests (vitest.config.ts) use the same list, so the tests run what visitors get.
 * wouter's shim for `useSyncExternalStore` would load React's; compat has its own.
 */
export const reactOnPreact = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom\/test-utils$/, replacement: "preact/test-utils" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: "preact/compat" },
];
