// Lint for the whole workspace. The restricted-import rules keep DESIGN.md's arrows one way:
// web -> contract, web -> pdf-viewer, server -> contract; contract imports only zod.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const noImport = (...groups) => ({
  "no-restricted-imports": ["error", { patterns: groups.map((group) => ({ group: [group], message: "DESIGN.md section 2: imports point one way." })) }],
});

export default tseslint.config(
  { ignores: ["**/dist/**", "**/node_modules/**", "**/.build/**", "**/test-results/**", "**/playwright-report/**", "data/**", "**/*.min.*"] },
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
    files: ["packages/web/src/**", "packages/pdf-viewer/src/**"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ["packages/contract/src/**"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ regex: "^(?!zod(/mini)?$|\\./|\\.\\./).*", message: "contract imports only zod." }] }],
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
            { group: ["@dept/web", "@dept/server", "@dept/contract", "**/web/**", "!pdfjs-dist/web/**", "**/server/**"], message: "DESIGN.md section 2: the viewer knows nothing of the website." },
          ],
        },
      ],
    },
  },
  { files: ["packages/server/**"], rules: noImport("@dept/web", "@dept/pdf-viewer", "react", "**/web/src/**", "**/pdf-viewer/**") },
  { files: ["packages/web/**"], rules: noImport("@dept/server", "**/server/src/**", "pdfjs-dist", "pdfjs-dist/*") },
);
