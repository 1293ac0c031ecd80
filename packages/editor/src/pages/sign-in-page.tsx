import type { FormEvent } from "react";
import { useSignIn } from "../api/sign-in";
import { Field, FormError, splitError } from "../components/form";

export function SignInPage() {
  const signIn = useSignIn();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    signIn.mutate({ email: String(form.get("email") ?? ""), password: String(form.get("password") ?? "") });
  };

  return (
    <main className="admin-main sign-in">
      <h1>Web editor</h1>
      <form onSubmit={submit} noValidate>
        <Field label="Email" name="email">
          {(props) => <input {...props} type="email" autoComplete="username" required />}
        </Field>
        <Field label="Password" name="password">
          {(props) => <input {...props} type="password" autoComplete="current-password" required />}
        </Field>
        <FormError error={splitError(signIn.error?.message)} />
        <button type="submit" disabled={signIn.isPending}>
          Sign in
        </button>
      </form>
    </main>
  );
}
