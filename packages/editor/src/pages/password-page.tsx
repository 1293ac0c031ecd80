import type { FormEvent } from "react";
import { useChangePassword } from "../api/change-password";
import { Field, FormError, splitError } from "../components/form";

/** One's own password: the current one, then the new one; other sessions of the account end. */
export function PasswordPage() {
  const changePassword = useChangePassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    changePassword.mutate(
      { current: String(form.get("current") ?? ""), password: String(form.get("password") ?? "") },
      { onSuccess: () => formElement.reset() },
    );
  };

  const problem = splitError(changePassword.error?.message);
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
        <p role="status">
          {changePassword.isSuccess ? "Your password is changed. Your other sessions have ended." : ""}
        </p>
        <button type="submit">Change password</button>
      </form>
    </>
  );
}
