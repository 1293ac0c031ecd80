/**
 * Printing as the spec's status machine (logic/print-status.ts) drives it: the permission check,
 * preparing the pages behind the overlay, the browser's print dialog, and cancelling. A new
 * document or an unmounted viewer never leaves a half-prepared job behind.
 */
import { useCallback, useEffect, useReducer, useRef } from "react";
import type { PDFDocumentProxy } from "../core/pdfjs-setup.js";
import { allPages } from "../logic/page-ranges.js";
import { isPrintAllowed } from "../logic/print-permission.js";
import { INITIAL_PRINT_STATE, printReducer } from "../logic/print-status.js";
import { preparePrint } from "./print-service.js";

export function usePrint(pdfDocument: PDFDocumentProxy | null) {
  const [print, dispatchPrint] = useReducer(printReducer, INITIAL_PRINT_STATE);
  const printAbortRef = useRef<AbortController | null>(null);

  useEffect(() => () => printAbortRef.current?.abort(), [pdfDocument]);

  const startPrint = useCallback(
    (pages: number[]) => {
      if (!pdfDocument) return;
      const controller = new AbortController();
      printAbortRef.current = controller;
      dispatchPrint({ type: "start", total: pages.length });
      preparePrint(pdfDocument, pages, () => dispatchPrint({ type: "page-rendered" }), controller.signal).then(
        (job) => {
          // Let React close the overlay before the browser's print dialog takes over.
          setTimeout(() => {
            try {
              if (!controller.signal.aborted) window.print();
            } finally {
              job.dispose();
              dispatchPrint({ type: "printed" });
            }
          }, 0);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) console.error(error);
          dispatchPrint({ type: "cancel" });
        },
      );
    },
    [pdfDocument],
  );

  const cancelPrint = useCallback(() => {
    printAbortRef.current?.abort();
    dispatchPrint({ type: "cancel" });
  }, []);

  /** Print (every page at once) or 'Print pages…' (`choosePages`: asks which first), once permitted. */
  const requestPrint = (choosePages: boolean) => {
    if (!pdfDocument || (print.status !== "Inactive" && print.status !== "Cancelled")) return;
    dispatchPrint({ type: "request", choosePages });
    const permitted = (allowed: boolean) => {
      dispatchPrint({ type: "permission", allowed });
      if (allowed && !choosePages) startPrint(allPages(pdfDocument.numPages));
    };
    pdfDocument.getPermissions().then(
      (permissions) => permitted(isPrintAllowed(permissions)),
      () => permitted(true),
    );
  };

  const closeRefusal = useCallback(() => dispatchPrint({ type: "close-refusal" }), []);

  return { print, startPrint, cancelPrint, requestPrint, closeRefusal };
}
