/**
 * The contract's answer schemas, as one module the app loads when it first checks an answer
 * (lib/api.ts), not as it starts: made at start, zod and these schemas were about half of the
 * task that evaluates the app's modules on a phone (issue 34, TBT). A page the server rendered
 * starts from answers it already holds (app/route-data.ts) and checks none.
 */
// First: zod must know it may not use eval before the contract's schemas are made.
import "@dept/contract/zod-setup";

export { apiRoutes, extraRoutes, publicationList, site } from "@dept/contract";
