/**
 * Asks before a change visitors would notice (delete, publish, restore a publication), in the same
 * modal dialog: focus stays inside, Escape or Cancel says no, and focus returns to the button.
 */
import { useState, type FormEvent } from "react";
import { Dialog } from "@dept/ui/dialog";

interface Question {
  title: string;
  text: string;
  /** What the question is about, listed under the text (the fields still to translate). */
  items?: readonly string[];
  /** The confirming button's words, e.g. "Delete". */
  action: string;
  answer: (yes: boolean) => void;
}

/** `ask` resolves true when confirmed; render `dialog` once in the page. */
export function useConfirm() {
  const [question, setQuestion] = useState<Question | undefined>();
  const ask = (title: string, text: string, action: string, items?: readonly string[]) =>
    new Promise<boolean>((answer) => setQuestion({ title, text, action, items, answer }));
  const close = (yes: boolean) => {
    question?.answer(yes);
    setQuestion(undefined);
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    close(true);
  };
  const dialog = (
    <Dialog
      open={question !== undefined}
      onClose={() => close(false)}
      title={question?.title ?? ""}
      className="confirm"
    >
      <form onSubmit={confirm}>
        <p>{question?.text}</p>
        {question?.items && (
          <ul className="confirm-items">
            {question.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        <div className="actions">
          <button type="submit">{question?.action}</button>
          <button type="button" onClick={() => close(false)}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
  return { ask, dialog };
}
