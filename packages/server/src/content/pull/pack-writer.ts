/**
 * Writes the pulled pack: every file under its final name only once complete (a killed run leaves
 * `.partial-*` files, which a resumed run removes), never outside the pack folder, and the state
 * of finished downloads that a resumed run trusts.
 */
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

interface State {
  done: Record<string, { size: number; sha256: string }>;
}

/** A resolved path strictly inside dir, or undefined (a `..` or absolute path from a hostile server). */
export function inside(dir: string, rel: string): string | undefined {
  if (rel.includes("\\") || rel.split("/").includes("..")) return undefined;
  const full = path.resolve(dir, rel);
  return full.startsWith(dir + path.sep) ? full : undefined;
}

export type PackWriter = Awaited<ReturnType<typeof openPackWriter>>;

export async function openPackWriter(dir: string, options: { resume?: boolean; dryRun?: boolean }) {
  // A dry run only lists: it creates nothing.
  if (!options.dryRun) await mkdir(dir, { recursive: true });
  const existing = await readdir(dir).catch(() => [] as string[]);
  if (existing.length > 0 && !options.resume && !options.dryRun) {
    throw new Error(`${dir} is not empty; use --resume to continue a pull`);
  }
  let state: State = { done: {} };
  try {
    state = JSON.parse(await readFile(path.join(dir, ".pull-state.json"), "utf8")) as State;
  } catch {
    state = { done: {} };
  }
  if (options.resume) {
    // Half-written files of a killed run never got their final name; they go.
    const leftovers = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile() && /\.partial-\d+-\d+$/.test(entry.name));
    await Promise.all(leftovers.map((entry) => rm(path.join(entry.parentPath, entry.name), { force: true })));
  }

  let tempCount = 0;
  async function writeAtomic(rel: string, bytes: Buffer | string): Promise<void> {
    const full = inside(dir, rel);
    if (!full) throw new Error(`refusing to write outside the pack: ${rel}`);
    await mkdir(path.dirname(full), { recursive: true });
    const temp = `${full}.partial-${process.pid}-${++tempCount}`;
    await writeFile(temp, bytes);
    await rename(temp, full);
  }

  /**
   * Writes of the state file run one after another, each with the state as it is then: parallel
   * writes could finish out of order and leave an older state, which would forget finished files.
   */
  let stateWrite: Promise<void> = Promise.resolve();
  function saveState(): Promise<void> {
    stateWrite = stateWrite.catch(() => undefined).then(() => writeAtomic(".pull-state.json", JSON.stringify(state)));
    return stateWrite;
  }

  return { dir, state, writeAtomic, saveState };
}
