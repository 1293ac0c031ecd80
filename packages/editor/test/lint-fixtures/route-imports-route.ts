// Linted as if it were packages/server/src/routes/feeds/lint-fixture.ts: one resource's routes reaching into another's.
export { contentRoutes } from "../content/index.js";
export { precompute } from "../../api/precomputed.js";
