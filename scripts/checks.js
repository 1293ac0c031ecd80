/**
 * The static checks, two at a time (one tsc or ESLint is one core's work; this machine's kind has
 * two). Each check's output is printed whole when it is done; the command fails when any check does.
 *
 *   node scripts/checks.js            ESLint, Prettier and tsc on every TypeScript project (npm test)
 *   node scripts/checks.js typecheck  tsc only (npm run typecheck)
 *
 * Side by side, ESLint (mostly one core's work) and the type checks keep both cores busy.
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const node = (script, ...args) => [process.execPath, [script, ...args]];
const tsc = (project) => [`tsc -p ${project}`, node("node_modules/typescript/bin/tsc", "-p", project)];

/** The longest first, so the last ones to start are short. */
const TYPECHECKS = [
  "packages/server",
  "packages/web",
  "packages/editor",
  "e2e",
  "bench",
  "packages/pdf-viewer",
  "packages/contract",
  "packages/ui",
  "packages/web/tsconfig.node.json",
  "packages/editor/tsconfig.node.json",
  "content",
].map(tsc);
const LINT = [
  ["eslint .", node("node_modules/eslint/bin/eslint.js", ".")],
  ["prettier --check .", node("node_modules/prettier/bin/prettier.cjs", "--check", ".")],
];

const checks = process.argv[2] === "typecheck" ? TYPECHECKS : [LINT[0], ...TYPECHECKS, LINT[1]];
const jobs = Math.max(1, Math.min(Number(process.env.CHECK_JOBS) || 2, availableParallelism()));

function run([name, [command, args]]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      process.stdout.write(`${name}: ${code === 0 ? "ok" : "failed"}\n${output}`);
      resolve(code === 0);
    });
  });
}

let next = 0;
let failed = false;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (next < checks.length) {
      if (!(await run(checks[next++]))) failed = true;
    }
  }),
);
process.exitCode = failed ? 1 : 0;
