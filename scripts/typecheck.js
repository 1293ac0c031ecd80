/**
 * `npm run typecheck`: tsc on every TypeScript project of the repository, two at a time (one tsc
 * is one core's work; this machine's kind has two). Each project's output is printed whole when it
 * is done; the command fails when any project does.
 */
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

/** The largest first, so the last ones to start are short. */
const PROJECTS = [
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
];
const jobs = Math.max(1, Math.min(Number(process.env.TYPECHECK_JOBS) || 2, availableParallelism()));

function typecheck(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/typescript/bin/tsc", "-p", project], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? "ok" : "failed"}\n${output}`);
      resolve(code === 0);
    });
  });
}

let next = 0;
let failed = false;
await Promise.all(
  Array.from({ length: jobs }, async () => {
    while (next < PROJECTS.length) {
      if (!(await typecheck(PROJECTS[next++]))) failed = true;
    }
  }),
);
process.exitCode = failed ? 1 : 0;
