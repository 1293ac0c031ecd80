// Linted as if it were packages/server/src/ops/lint-fixture.ts: metrics may read api's fast path, not the routes.
export { precomputedFastPath } from "../api/fast-path.js";
export { contentRoutes } from "../routes/content/index.js";
