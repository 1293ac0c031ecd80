// Linted as if it were packages/editor/src/lint-fixture.ts: what the editor may import.
export { Dialog } from "@dept/ui/dialog";
export { can } from "@dept/contract";
export { useQuery } from "@tanstack/react-query";
