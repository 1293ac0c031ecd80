/** The dialogs of the print status machine: refusal, the page list of 'Print pages…', and the preparing overlay. */
import { useId, useState } from "react";
import { allPages, parsePageRanges } from "../logic/page-ranges.js";
import { isChoosingPages, printProgress, type PrintState } from "../logic/print-status.js";
import { Dialog } from "../ui/dialog.js";
import { useViewerText } from "../viewer-text.js";

export interface PrintDialogsProps {
  state: PrintState;
  pageCount: number;
  onCloseRefusal: () => void;
  onStart: (pages: number[]) => void;
  onCancel: () => void;
}

function PageChoice({
  pageCount,
  onStart,
  onCancel,
}: {
  pageCount: number;
  onStart: (pages: number[]) => void;
  onCancel: () => void;
}) {
  const { messages } = useViewerText();
  const [mode, setMode] = useState<"all" | "custom">("all");
  const [list, setList] = useState("");
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  return (
    <form
      className="pdfv-dialog-body"
      onSubmit={(event) => {
        event.preventDefault();
        const pages = mode === "all" ? allPages(pageCount) : parsePageRanges(list, pageCount);
        if (pages.length === 0) setInvalid(true);
        else onStart(pages);
      }}
    >
      <fieldset className="pdfv-fieldset">
        <legend>{messages.printPages}</legend>
        <label className="pdfv-check">
          <input type="radio" name="pages" checked={mode === "all"} onChange={() => setMode("all")} />
          {messages.allPages}
        </label>
        <label className="pdfv-check">
          <input type="radio" name="pages" checked={mode === "custom"} onChange={() => setMode("custom")} />
          {messages.customPages}
        </label>
        <label className="pdfv-field">
          {messages.customPagesField}
          <input
            type="text"
            value={list}
            disabled={mode !== "custom"}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setList(event.currentTarget.value);
              setInvalid(false);
            }}
          />
        </label>
        {invalid && (
          <p id={errorId} role="alert" className="pdfv-error-text">
            {messages.noPagesSelected}
          </p>
        )}
      </fieldset>
      <div className="pdfv-dialog-actions">
        <button type="button" className="pdfv-text-button" onClick={onCancel}>
          {messages.cancel}
        </button>
        <button type="submit" className="pdfv-text-button pdfv-primary">
          {messages.print}
        </button>
      </div>
    </form>
  );
}

export function PrintDialogs({ state, pageCount, onCloseRefusal, onStart, onCancel }: PrintDialogsProps) {
  const { messages, format } = useViewerText();
  const refused = state.status === "CheckingPermission" && state.refused;
  const choosing = isChoosingPages(state);
  const preparing = state.status === "Preparing";
  const progress = printProgress(state);
  return (
    <>
      <Dialog open={refused} title={messages.printNotAllowed} onClose={onCloseRefusal} alert>
        <div className="pdfv-dialog-actions">
          <button type="button" className="pdfv-text-button pdfv-primary" onClick={onCloseRefusal}>
            {messages.close}
          </button>
        </div>
      </Dialog>
      <Dialog open={choosing} title={messages.printPages} onClose={onCancel}>
        <PageChoice pageCount={pageCount} onStart={onStart} onCancel={onCancel} />
      </Dialog>
      <Dialog open={preparing} title={messages.preparing} onClose={onCancel}>
        <div className="pdfv-dialog-body">
          <progress className="pdfv-progress" max={100} value={progress} aria-label={messages.preparing} />
          <p className="pdfv-progress-text">{format.percent(progress)}</p>
          <div className="pdfv-dialog-actions">
            <button type="button" className="pdfv-text-button" onClick={onCancel}>
              {messages.cancel}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
