/**
 * The CLI's `publications refresh [--faculty ID] [--publish]` (issue 25): reads the sources for
 * every faculty member with an identifier, writes what changed as drafts (or publishes it), shows
 * a progress bar on a terminal (plain progress lines in a pipe or a file) and prints a summary.
 */
import { facultyId, REFRESH_SOURCE_DETAILS, REFRESH_SOURCES } from "@dept/contract";
import { Presets, SingleBar } from "cli-progress";
import type { Config } from "../config.js";
import { migrate, openDatabase } from "../db/database.js";
import { refreshAndStore, summaryLine, UnknownFacultyError } from "./store.js";

const sourceLabels = REFRESH_SOURCES.map((source) => REFRESH_SOURCE_DETAILS[source].label);

export const publicationsUsage = `  publications refresh [--faculty ID] [--publish]
                 read ${sourceLabels.slice(0, -1).join(", ")} and ${sourceLabels.at(-1)} for every faculty member with an
                 identifier (or one), and write what changed as drafts (--publish: publish it)`;

/** The options, or a usage problem. */
function parse(args: string[]): { faculty?: string; publish: boolean } | string {
  const [command, ...rest] = args;
  if (command !== "refresh") return `Unknown arguments: publications ${args.join(" ")}`;
  const options: { faculty?: string; publish: boolean } = { publish: false };
  for (let i = 0; i < rest.length; i += 1) {
    const arg = rest[i]!;
    if (arg === "--publish") options.publish = true;
    else if (arg === "--faculty" && rest[i + 1] !== undefined && facultyId.safeParse(rest[i + 1]).success)
      options.faculty = rest[(i += 1)];
    else return `Unknown arguments: publications ${args.join(" ")} (--faculty takes a faculty id)`;
  }
  return options;
}

export async function publicationsCommand(args: string[], config: Config): Promise<number> {
  const options = parse(args);
  if (typeof options === "string") {
    console.error(`${options}\n\nUsage:\n${publicationsUsage}`);
    return 1;
  }
  const bar = process.stderr.isTTY
    ? new SingleBar({ format: "sources {bar} {value}/{total}", stream: process.stderr }, Presets.shades_classic)
    : undefined;
  const onProgress = (done: number, total: number) => {
    if (bar) {
      if (done === 1) bar.start(total, 0);
      bar.update(done);
    } else if (done === total || done % 10 === 0) process.stderr.write(`reading sources: ${done}/${total}\n`);
  };
  const handle = openDatabase(config);
  try {
    await migrate(handle.db, handle.dialect);
    const { summary, version } = await refreshAndStore(handle, {
      ...options,
      urls: config.publicationSources,
      limits: config.publicationLimits,
      actor: "cli",
      address: "-",
      onProgress,
    });
    bar?.stop();
    console.log(`Publications refreshed: ${summaryLine(summary)}.`);
    console.log(
      REFRESH_SOURCES.map(
        (source) => `${source}: ${summary.failed.filter((failure) => failure.source === source).length} failed`,
      ).join(", "),
    );
    for (const failure of summary.failed) console.log(`  ${failure.source} for ${failure.faculty}: ${failure.message}`);
    if (version !== undefined) console.log(`Published as content version ${version}.`);
    else if (summary.added + summary.updated > 0)
      console.log("Written as drafts: review and publish them in the editor (Publications).");
    return summary.failed.length > 0 ? 2 : 0;
  } catch (error) {
    bar?.stop();
    if (error instanceof UnknownFacultyError) {
      console.error(error.message);
      return 1;
    }
    console.error(`Refresh failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await handle.close();
  }
}
