import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { EditorApp } from "./app/editor-app";
import "./admin.css";

createRoot(document.getElementById("admin-root")!).render(
  <StrictMode>
    <EditorApp />
  </StrictMode>,
);
