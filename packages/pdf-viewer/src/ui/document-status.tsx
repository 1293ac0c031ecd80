/** The messages over the pages: loading progress, a document that cannot load, a chosen file that is no PDF. */
import type { DocumentState } from "../core/use-pdf-document.js";
import { useViewerText } from "../viewer-text.js";

export function DocumentStatus({ state, notPdf }: { state: DocumentState; notPdf: boolean }) {
  const { messages, format } = useViewerText();
  const loadingText =
    state.status !== "loading"
      ? null
      : state.progress === null
        ? messages.loadingDocument
        : messages.loadingProgress(format.percent(state.progress));
  return (
    <>
      {loadingText && (
        <div className="pdfv-message" role="status">
          {loadingText}
        </div>
      )}
      {(state.status === "error" || state.status === "password-cancelled") && (
        <div className="pdfv-message pdfv-message-error" role="alert">
          <strong>{messages.cannotLoad}</strong>
          {state.status === "password-cancelled" && <span>{messages.passwordCancelled}</span>}
        </div>
      )}
      {notPdf && (
        <div className="pdfv-notice" role="alert">
          {messages.onlyPdf}
        </div>
      )}
    </>
  );
}
