// Linted as if it were packages/server/src/publishing/lint-fixture.ts: publishing reaching up into the editor's workflow.
export { saveDraft } from "../editor/workflow.js";
export { sameData } from "./entry-data.js";
