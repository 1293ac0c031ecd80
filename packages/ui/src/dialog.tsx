/**
 * A modal dialog on the native <dialog> element: showModal() traps focus and makes the page
 * inert; it closes on Escape, on a click on the backdrop and with its Close button, and gives
 * focus back to the element that opened it.
 *
 * One implementation for the public site (the home page's video) and the editor (its questions).
 *
 * Usage:
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <button onClick={() => setOpen(true)}>Watch the video</button>
 * <Dialog open={open} onClose={() => setOpen(false)} title="A short tour">…</Dialog>
 * ```
 */
import { useEffect, useId, useRef } from "react";
import "./dialog.css";

interface DialogProps {
  open: boolean;
  /** Called on every way of closing (Escape, backdrop, Close button); the owner sets `open` false. */
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  className?: string;
  /** The title's language where it differs from the page's (an English fallback on a Hindi page). */
  titleLang?: string;
  /** The Close button's text, in the page's language (default "Close"). */
  closeLabel?: string;
}

export function Dialog({ open, onClose, title, titleLang, children, className, closeLabel = "Close" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      // Browsers differ in restoring focus after close(); do it for all of them.
      opener?.focus();
    };
  }, [open]);

  // Escape fires `cancel` then `close`; the browser has closed the dialog, the owner only updates state.
  const onCancel = (event: React.SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  // A click whose target is the <dialog> itself landed on the backdrop: the content fills the box.
  const onClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`dialog${className ? ` ${className}` : ""}`}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className="dialog__content">
        <div className="dialog__header">
          <h2 id={titleId} className="dialog__title" lang={titleLang}>
            {title}
          </h2>
          <button type="button" className="dialog__close" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
