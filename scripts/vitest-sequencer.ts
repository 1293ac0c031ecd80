/**
 * The order of the test files: vitest's own (by project), with the server tests that take longest
 * first. vitest orders a project's files by the durations of the last run, which a fresh clone does
 * not have, and otherwise by file size: then a 30-second file could start last and run alone while
 * the other worker idles. The files named below take the longest (BENCHMARKS.md).
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const LONGEST_FIRST = [
  "publish-kill.test.ts",
  "publications/refresh-department.test.ts",
  "export.test.ts",
  "cli.test.ts",
  "admin-roles.test.ts",
  "upgrade.test.ts",
  "import.test.ts",
  "pull.test.ts",
  "server-process.test.ts",
  "crawlers.test.ts",
  "admin-params.test.ts",
  "upload-streaming.test.ts",
  "publications-cli.test.ts",
];

const rank = (spec: TestSpecification) => {
  const index = LONGEST_FIRST.findIndex((name) => spec.moduleId.endsWith(`/test/${name}`));
  return index === -1 ? LONGEST_FIRST.length : index;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // A stable sort: the projects keep vitest's order, and so do the files not named above.
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) =>
        a.spec.project.name === b.spec.project.name
          ? rank(a.spec) - rank(b.spec) || a.index - b.index
          : a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}
