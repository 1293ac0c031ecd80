/**
 * Keeps track of everything the bench starts (child process groups, browsers, temp folders) and
 * stops all of it on the way out: normal end, a thrown error, Ctrl-C or SIGTERM.
 */
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { rmSync } from "node:fs";

type Cleanup = { name: string; run: () => Promise<void> | void };

const cleanups: Cleanup[] = [];
const groups = new Set<ChildProcess>();

/** Registers a cleanup step; steps run newest first. Returns a function that runs it early. */
export function onCleanup(name: string, run: Cleanup["run"]): () => Promise<void> {
  const entry: Cleanup = { name, run };
  cleanups.push(entry);
  return async () => {
    const index = cleanups.indexOf(entry);
    if (index === -1) return;
    cleanups.splice(index, 1);
    await entry.run();
  };
}

export async function cleanupAll(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop()!;
    try {
      await entry.run();
    } catch (error) {
      console.error(`cleanup "${entry.name}" failed:`, error);
    }
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    // A process group: tsx runs the real program in a grandchild, which must go too.
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Stops a process group politely, then by force after `graceMs`. */
export function stopGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  groups.delete(child);
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      killGroup(child, "SIGKILL");
      resolve();
    }, graceMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    killGroup(child, "SIGTERM");
  });
}

/** Spawns a command in its own process group and registers it for cleanup. */
export function spawnGroup(
  command: string,
  args: string[],
  options: SpawnOptions,
  name: string,
): { child: ChildProcess; stop: () => Promise<void> } {
  const child = spawn(command, args, { ...options, detached: true });
  groups.add(child);
  const stop = onCleanup(name, () => stopGroup(child));
  return { child, stop };
}

export function removeDirOnCleanup(dir: string): void {
  onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
}

let installed = false;

/** Ctrl-C, SIGTERM and a hard exit all stop what was started. */
export function installSignalHandlers(): void {
  if (installed) return;
  installed = true;
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping everything the bench started...`);
    void cleanupAll().finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  process.once("exit", () => {
    // Last resort when the event loop is gone: no awaiting here, only synchronous kills.
    for (const child of groups) killGroup(child, "SIGKILL");
  });
}
