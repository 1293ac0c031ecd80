/**
 * The Cite dialog: one publication's BibTeX in a read-only text box, selected for copying, and a
 * Copy button (the clipboard where the browser allows it; otherwise the text stays selected).
 */
import { useId, useRef, useState } from "react";
import { Dialog } from "@dept/ui/dialog";
import { useEnglishOnly } from "../../i18n/fallback";
import { useT } from "../../i18n/i18n";

interface Props {
  /** The entry to show; undefined: the dialog is closed. */
  bibtex: string | undefined;
  title: string;
  onClose: () => void;
}

export function CiteDialog({ bibtex, title, onClose }: Props) {
  const id = useId();
  const t = useT();
  const messages = t.publications;
  const english = useEnglishOnly();
  const [status, setStatus] = useState("");
  const text = useRef<HTMLTextAreaElement>(null);

  const copy = async () => {
    text.current?.select();
    try {
      await navigator.clipboard.writeText(bibtex ?? "");
      setStatus(messages.copied);
    } catch {
      setStatus(messages.copyFailed);
    }
  };

  const close = () => {
    setStatus("");
    onClose();
  };

  return (
    <Dialog
      open={bibtex !== undefined}
      onClose={close}
      title={messages.cite}
      className="cite-dialog"
      closeLabel={t.common.close}
    >
      <p className="cite-dialog__title" lang={english}>
        {title}
      </p>
      <label htmlFor={`${id}-bibtex`}>BibTeX</label>
      <textarea
        ref={text}
        id={`${id}-bibtex`}
        className="cite-dialog__text"
        readOnly
        rows={9}
        value={bibtex ?? ""}
        spellCheck={false}
      />
      <p className="cite-dialog__actions">
        <button type="button" className="button" onClick={() => void copy()}>
          {messages.copy}
        </button>
        <span role="status" className="cite-dialog__status">
          {status}
        </span>
      </p>
    </Dialog>
  );
}
