// Linted as if it were packages/server/src/db/lint-fixture.ts: search's terms may be read, the editor's workflow may not.
export { MAX_QUERY_WORDS } from "../search/terms.js";
export { saveDraft } from "../editor/workflow.js";
