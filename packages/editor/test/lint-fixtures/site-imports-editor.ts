// Linted as if it were packages/web/src/lint-fixture.ts: the public site reaching into the editor.
export { EditorApp } from "@dept/editor/src/app/editor-app";
export { Editor } from "../../editor/src/app/editor";
