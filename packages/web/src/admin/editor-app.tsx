/**
 * The web editor (/admin/): sign-in, then the pages the account's role may use. This first part
 * holds accounts (admins), the audit log (admins) and one's own password; the editing of the
 * site's content in the browser comes next (until then a content pack is imported with the CLI).
 */
import { useEffect, useState, type FormEvent } from "react";
import type { AccountUser, SessionState } from "@dept/contract";
import { call, loadSession, rememberSession } from "./api";
import { AccountsPage } from "./accounts-page";
import { AuditPage } from "./audit-page";
import { Field, FormError, splitError } from "./form";
import { PasswordPage } from "./password-page";

type Page = "home" | "accounts" | "audit" | "password";

export function EditorApp() {
  const [session, setSession] = useState<SessionState | undefined>();
  const [failed, setFailed] = useState<string | undefined>();

  useEffect(() => {
    loadSession().then(setSession, (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)));
  }, []);

  if (failed) return <main className="admin-main"><h1>Web editor</h1><p role="alert">Cannot reach the server: {failed}</p></main>;
  if (!session) return <main className="admin-main"><p>loading</p></main>;
  if (!session.user) return <SignIn onSignedIn={setSession} />;
  return <Editor user={session.user} onSession={setSession} />;
}

function SignIn({ onSignedIn }: { onSignedIn: (state: SessionState) => void }) {
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(rememberSession(await call<SessionState>("POST", "session", { email: form.get("email"), password: form.get("password") })));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
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
        <FormError error={splitError(error)} />
        <button type="submit" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}

const PAGES: { page: Page; label: string; admin?: boolean }[] = [
  { page: "home", label: "Overview" },
  { page: "accounts", label: "Accounts", admin: true },
  { page: "audit", label: "Audit log", admin: true },
  { page: "password", label: "Change password" },
];

function Editor({ user, onSession }: { user: AccountUser; onSession: (state: SessionState) => void }) {
  const [page, setPage] = useState<Page>("home");

  const signOut = async () => {
    await call("DELETE", "session").catch(() => undefined);
    onSession(await loadSession());
  };

  return (
    <>
      <header className="admin-header">
        <p className="admin-title">Web editor</p>
        <p>
          Signed in as <strong>{user.email}</strong> ({user.role})
        </p>
        <button type="button" onClick={signOut}>
          Sign out
        </button>
      </header>
      <nav className="admin-nav" aria-label="Editor">
        <ul>
          {PAGES.filter((p) => !p.admin || user.role === "admin").map((p) => (
            <li key={p.page}>
              <button type="button" aria-current={page === p.page ? "page" : undefined} onClick={() => setPage(p.page)}>
                {p.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <main className="admin-main">
        {page === "home" && (
          <>
            <h1>Overview</h1>
            <p>
              Editing the site&apos;s content in the browser is the editor&apos;s next part. Until it is here, the web team changes
              content with a content pack: <code>npm run content -- import DIR</code>.
            </p>
          </>
        )}
        {page === "accounts" && <AccountsPage self={user.email} />}
        {page === "audit" && <AuditPage />}
        {page === "password" && <PasswordPage onSession={onSession} />}
      </main>
    </>
  );
}
