// First: zod must know it may not use eval before the contract's schemas are made.
import "@dept/contract/zod-setup";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { EditorApp } from "./app/editor-app";
import "./admin.css";

createRoot(document.getElementById("admin-root")!).render(
  <StrictMode>
    <EditorApp />
  </StrictMode>,
);
