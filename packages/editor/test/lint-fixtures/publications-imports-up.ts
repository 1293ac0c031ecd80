// Linted as if it were packages/server/src/publications/lint-fixture.ts: the refresh may store through publishing/ and
// borrow the pull's fetch, but not reach the editor's workflow or the pack's validation.
export { publishLive } from "../publishing/publish.js";
export { fetchRetry } from "../content/pull/fetch.js";
export { saveDraft } from "../editor/workflow.js";
export { validatePack } from "../content/validate.js";
