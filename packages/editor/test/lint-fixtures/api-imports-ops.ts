// Linted as if it were packages/server/src/api/lint-fixture.ts: the public content service never uses ops/ or the refresh.
export { metrics } from "../ops/metrics.js";
export { RefreshJob } from "../publications/refresh-job.js";
