// Linted as if it were packages/editor/src/lint-fixture.ts: the editor reaching into the public site.
export { Header } from "@dept/web/src/app/header";
export { safeHttpUrl } from "../../web/src/lib/links";
