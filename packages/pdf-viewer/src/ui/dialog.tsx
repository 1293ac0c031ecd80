/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (so
 * focus stays inside), Escape fires `cancel`, and focus returns to where it was on close.
 */
import { useEffect, useId, useRef, type ReactNode } from "react";

const FOCUSABLE =
  "button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), a[href], [tabindex]:not([tabindex='-1'])";

export interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** role="alertdialog" for messages that interrupt (print refused). */
  alert?: boolean;
}

export function Dialog({ open, title, onClose, children, className, alert = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      // React state decides whether the dialog is open; Escape only asks to close.
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`pdfv-dialog ${className ?? ""}`}
      aria-labelledby={titleId}
      role={alert ? "alertdialog" : undefined}
      onKeyDown={(event) => {
        // A modal <dialog> makes the page inert, but Tab can still leave for the browser's own UI;
        // cycling here keeps focus inside the dialog.
        if (event.key !== "Tab") return;
        const dialog = event.currentTarget;
        // A radio group is one tab stop: its checked radio.
        const isTabStop = (element: HTMLElement) =>
          !(
            element instanceof HTMLInputElement &&
            element.type === "radio" &&
            !element.checked &&
            dialog.querySelector(`input[type=radio][name="${element.name}"]:checked`)
          );
        const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
          (element) => element.checkVisibility() && isTabStop(element),
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="pdfv-dialog-title">
            {title}
          </h2>
          {children}
        </>
      )}
    </dialog>
  );
}
