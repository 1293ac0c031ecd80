// Lint for the whole workspace. The restricted-import rules keep docs/architecture.md's arrows one way:
// web -> contract, ui, pdf-viewer; editor -> contract, ui; server -> contract; contract imports
// only zod, ui only React. The public site and the editor never import each other, and no module
// imports itself round a circle (import-x/no-cycle). lint.test.ts proves the boundary rules fire.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import globals from "globals";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const ONE_WAY = "docs/architecture.md section 2: imports point one way.";
const noImport = (...groups) => ({
  "no-restricted-imports": [
    "error",
    { patterns: groups.map((group) => (typeof group === "string" ? { group: [group], message: ONE_WAY } : group)) },
  ],
});
/** The public site and the editor are two apps: what both need lives in packages/ui. */
const NOT_THE_EDITOR = {
  group: ["@dept/editor", "@dept/editor/*", "**/editor/src/**", "**/packages/editor/**"],
  message: "The public site never imports the editor: share it through @dept/ui.",
};
const NOT_THE_SITE = {
  group: ["@dept/web", "@dept/web/*", "**/web/src/**", "**/packages/web/**"],
  message: "The editor never imports the public site: share it through @dept/ui.",
};

/**
 * The server's folders point down (docs/architecture.md section 2): routes over content/, editor/ and
 * api/, those over publishing/, it over db/, which reads only search's terms and documents. Zones are
 * resolved paths, so a relative import is caught however it is spelled. Each routes/ folder is a resource.
 */
const ROOT = fileURLToPath(new URL(".", import.meta.url));
const SERVER = "packages/server/src";
const DOWN = "docs/architecture.md section 2: the server's folders point down.";
const routeFolders = readdirSync(`${ROOT}${SERVER}/routes`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverZones = [
  {
    target: `${SERVER}/publishing`,
    from: ["content", "editor", "api", "plugins", "routes", "publications", "ops"].map(
      (folder) => `${SERVER}/${folder}`,
    ),
    message: DOWN,
  },
  // The publications refresh is a door of its own beside content/ and editor/: it stores through
  // publishing/ and db/, and borrows only the pull's polite fetch from content/.
  {
    target: `${SERVER}/publications`,
    from: ["editor", "api", "plugins", "routes", "ops"].map((folder) => `${SERVER}/${folder}`),
    message: DOWN,
  },
  {
    target: `${SERVER}/publications`,
    from: `${SERVER}/content`,
    except: ["./pull/fetch.ts"],
    message: `${DOWN} The publications refresh borrows only content/pull/fetch.ts from the pack door.`,
  },
  // Backups, restores and metrics read db/, storage/ and api/'s fast path; only the app and the CLI use them.
  {
    target: `${SERVER}/ops`,
    from: ["content", "editor", "plugins", "routes", "publications"].map((folder) => `${SERVER}/${folder}`),
    message: DOWN,
  },
  {
    target: ["content", "editor", "api"].map((folder) => `${SERVER}/${folder}`),
    from: [`${SERVER}/publications`, `${SERVER}/ops`],
    message: `${DOWN} Only the routes, the app and the CLI use publications/ and ops/.`,
  },
  {
    target: `${SERVER}/db`,
    from: SERVER,
    except: ["./db", "./search/terms.ts", "./search/search-documents.ts"],
    message: `${DOWN} db/ reads only search/terms.ts and search/search-documents.ts.`,
  },
  {
    target: `${SERVER}/editor`,
    from: `${SERVER}/content`,
    message: `${DOWN} The editor door and the pack door do not import each other.`,
  },
  {
    target: `${SERVER}/content`,
    from: `${SERVER}/editor`,
    message: `${DOWN} The editor door and the pack door do not import each other.`,
  },
  { target: `${SERVER}/api`, from: [`${SERVER}/plugins`, `${SERVER}/routes`], message: DOWN },
  ...routeFolders.map((folder) => ({
    target: `${SERVER}/routes/${folder}`,
    from: routeFolders.filter((other) => other !== folder).map((other) => `${SERVER}/routes/${other}`),
    message: `${DOWN} One routes/ folder never imports another: share through a folder below.`,
  })),
];

/**
 * The public site's features (packages/web/src/features/*) never import one another: what two
 * features share lives below them, in components/ or lib/ (docs/architecture.md section 2).
 */
const WEB_FEATURES = "packages/web/src/features";
const featureFolders = readdirSync(`${ROOT}${WEB_FEATURES}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = featureFolders.map((folder) => ({
  target: `${WEB_FEATURES}/${folder}`,
  from: featureFolders.filter((other) => other !== folder).map((other) => `${WEB_FEATURES}/${other}`),
  message: "docs/architecture.md section 2: one feature never imports another: share through components/ or lib/.",
}));

/** Lint fixtures (packages/editor/test/lint-fixtures) break these rules on purpose; lint.test.ts lints them itself. */
export const LINT_FIXTURES = "**/lint-fixtures/**";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "**/.build/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "data/**",
      "**/*.min.*",
      LINT_FIXTURES,
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": "off",
    },
  },
  {
    plugins: { "import-x": importX },
    settings: {
      // Which files no-cycle follows (its default is JavaScript only).
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      // Source files import each other without extensions, or with ".js" for a ".ts" file (contract).
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          extensionAlias: { ".js": [".ts", ".tsx", ".js"] },
        }),
      ],
    },
    // No module imports itself round a circle. A test is imported by nothing, so it closes none.
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // Small files: tests, the demo-content generator and the browser and bench suites excepted. Blank lines and comments do not count.
    files: ["packages/*/src/**/*.{ts,tsx}", "packages/*/build/**/*.ts", "packages/*/scripts/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "**/test/**"],
    rules: { "max-lines": ["error", { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ["packages/web/src/**", "packages/pdf-viewer/src/**", "packages/editor/src/**", "packages/ui/src/**"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["packages/contract/src/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(?!zod(/mini)?$|\\./|\\.\\./).*", message: "contract imports only zod." }] },
      ],
    },
  },
  {
    files: ["packages/pdf-viewer/src/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            // pdfjs-dist has a web/ folder of its own, which the viewer may use.
            {
              group: ["@dept/web", "@dept/server", "@dept/contract", "**/web/**", "!pdfjs-dist/web/**", "**/server/**"],
              message: "docs/architecture.md section 2: the viewer knows nothing of the website.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${SERVER}/**`],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: serverZones }] },
  },
  {
    files: [`${WEB_FEATURES}/**`],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: featureZones }] },
  },
  {
    files: ["packages/server/**"],
    rules: noImport("@dept/web", "@dept/pdf-viewer", "react", "**/web/src/**", "**/pdf-viewer/**"),
  },
  {
    files: ["packages/web/**"],
    rules: noImport("@dept/server", "**/server/src/**", "pdfjs-dist", "pdfjs-dist/*", NOT_THE_EDITOR),
  },
  {
    files: ["packages/editor/**"],
    rules: noImport("@dept/server", "**/server/src/**", "@dept/pdf-viewer", "**/pdf-viewer/**", NOT_THE_SITE),
  },
  {
    files: ["packages/ui/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!react(-dom)?(/.*)?$|\\./|\\.\\./).*",
              message: "ui imports only React: the site and the editor import it, never the other way.",
            },
          ],
        },
      ],
    },
  },
);
