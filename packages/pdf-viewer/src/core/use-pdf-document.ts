/** Loads a document from a URL or a File: progress, password prompts and failure. */
import { useCallback, useEffect, useRef, useState } from "react";
import { PasswordResponses, loadDocument, type PDFDocumentProxy } from "./pdfjs-setup.js";
import { progressPercent } from "../logic/progress.js";

export type DocumentSourceInput = { kind: "url"; url: string } | { kind: "file"; file: File };

export type DocumentState =
  | { status: "idle" }
  | { status: "loading"; progress: number | null }
  | { status: "password"; wrong: boolean }
  | { status: "password-cancelled" }
  | { status: "error"; error: Error }
  | { status: "ready"; pdfDocument: PDFDocumentProxy; fileSize: number | null };

export interface UsePdfDocument {
  state: DocumentState;
  submitPassword: (password: string) => void;
  cancelPassword: () => void;
}

const LOADING: DocumentState = { status: "loading", progress: null };

export function usePdfDocument(source: DocumentSourceInput | null): UsePdfDocument {
  // State is stored with the source it belongs to, so a new source reads as "loading" at once.
  const [stored, setStored] = useState<{ source: DocumentSourceInput | null; state: DocumentState }>({
    source: null,
    state: { status: "idle" },
  });
  const passwordCallback = useRef<((password: string) => void) | null>(null);
  const cancelRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (!source) return;
    let active = true;
    let destroy: (() => void) | null = null;
    const set = (state: DocumentState) => {
      if (active) setStored({ source, state });
    };
    cancelRef.current = () => {
      set({ status: "password-cancelled" });
      active = false;
      destroy?.();
    };

    const start = async () => {
      const task = loadDocument(
        source.kind === "url" ? { url: source.url } : { data: new Uint8Array(await source.file.arrayBuffer()) },
      );
      destroy = () => void task.destroy();
      if (!active) return destroy();
      task.onProgress = ({ loaded, total }: { loaded: number; total: number }) => {
        if (total > 0) set({ status: "loading", progress: progressPercent(loaded, total) });
      };
      task.onPassword = (update: (password: string) => void, reason: number) => {
        passwordCallback.current = (password) => {
          set(LOADING);
          update(password);
        };
        set({ status: "password", wrong: reason === PasswordResponses.INCORRECT_PASSWORD });
      };
      const pdfDocument = await task.promise;
      set({ status: "ready", pdfDocument, fileSize: source.kind === "file" ? source.file.size : null });
    };
    start().catch((error: unknown) =>
      set({ status: "error", error: error instanceof Error ? error : new Error(String(error)) }),
    );

    return () => {
      active = false;
      passwordCallback.current = null;
      destroy?.();
    };
  }, [source]);

  const submitPassword = useCallback((password: string) => passwordCallback.current?.(password), []);
  const cancelPassword = useCallback(() => cancelRef.current?.(), []);

  const state: DocumentState = !source ? { status: "idle" } : stored.source === source ? stored.state : LOADING;
  return { state, submitPassword, cancelPassword };
}
