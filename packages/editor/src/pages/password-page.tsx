import { useState, type FormEvent } from "react";
import type { SessionState } from "@dept/contract";
import { call, rememberSession } from "./api";
import { Field, FormError, splitError } from "./form";

/** One's own password: the current one, then the new one; other sessions of the account end. */
export function PasswordPage({ onSession }: { onSession: (state: SessionState) => void }) {
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setError(undefined);
    setDone(false);
    try {
      onSession(rememberSession(await call<SessionState>("POST", "password", { current: form.get("current"), password: form.get("password") })));
      formElement.reset();
      setDone(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  const problem = splitError(error);
  return (
    <>
      <h1>Change password</h1>
      <form onSubmit={submit} noValidate>
        <Field label="Current password" name="current" error={problem}>
          {(props) => <input {...props} type="password" autoComplete="current-password" required />}
        </Field>
        <Field label="New password" name="password" error={problem}>
          {(props) => <input {...props} type="password" autoComplete="new-password" minLength={12} required />}
        </Field>
        <FormError error={problem} />
        <p role="status">{done ? "Your password is changed. Your other sessions have ended." : ""}</p>
        <button type="submit">Change password</button>
      </form>
    </>
  );
}
