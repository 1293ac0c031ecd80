// Linted as if it were packages/ui/src/lint-fixture.ts: the shared UI package reaching past React.
export { can } from "@dept/contract";
