/** Asks for the password of a protected document; says when it was wrong and lets the visitor retry. */
import { useId, useState } from "react";
import { Dialog } from "../ui/dialog.js";
import { useViewerText } from "../viewer-text.js";

export interface PasswordDialogProps {
  open: boolean;
  wrong: boolean;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

export function PasswordDialog({ open, wrong, onSubmit, onCancel }: PasswordDialogProps) {
  const { messages } = useViewerText();
  const [password, setPassword] = useState("");
  const messageId = useId();
  return (
    <Dialog open={open} title={messages.passwordTitle} onClose={onCancel}>
      <form
        className="pdfv-dialog-body"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(password);
          setPassword("");
        }}
      >
        <p id={messageId} role={wrong ? "alert" : undefined} className={wrong ? "pdfv-error-text" : undefined}>
          {wrong ? messages.passwordWrong : messages.passwordNeeded}
        </p>
        <label className="pdfv-field">
          {messages.passwordField}
          <input
            type="password"
            autoComplete="off"
            value={password}
            aria-describedby={messageId}
            autoFocus
            onChange={(event) => setPassword(event.currentTarget.value)}
          />
        </label>
        <div className="pdfv-dialog-actions">
          <button type="button" className="pdfv-text-button" onClick={onCancel}>
            {messages.cancel}
          </button>
          <button type="submit" className="pdfv-text-button pdfv-primary">
            {messages.open}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
