/**
 * The web editor (/admin/): sign-in, then the pages the account's role may use: the collections
 * and their entries (a faculty account: its own profile), the publications (publishers), accounts
 * and the audit log (admins), and one's own password.
 */
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { EDITABLE_COLLECTIONS, SITE_COLLECTION, collectionForms, mayDo, type AccountUser, type EditableCollection, type EntryCollection, type EntrySummary, type SessionState } from "@dept/contract";
import { call, loadSession, rememberSession } from "./api";
import { AccountsPage } from "./accounts-page";
import { AuditPage } from "./audit-page";
import { CollectionPage } from "./collection-page";
import { EntryPage } from "./entry-page";
import { LinksPage } from "./links-page";
import { PublicationsPage } from "./publications-page";
import { Field, FormError, splitError } from "./form";
import { PasswordPage } from "./password-page";

export function EditorApp() {
  const [session, setSession] = useState<SessionState | undefined>();
  const [failed, setFailed] = useState<string | undefined>();

  useEffect(() => {
    loadSession().then(setSession, (error: unknown) => setFailed(error instanceof Error ? error.message : String(error)));
  }, []);

  if (failed) return <main className="admin-main"><h1>Web editor</h1><p role="alert">The editor cannot start. {failed}</p></main>;
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

/** The editor's address: `#/c/notices`, `#/e/<id>`, `#/new/notices`, `#/publications`, ... (reload and back work). */
function useHashRoute(): string[] {
  const read = () => window.location.hash.replace(/^#\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const changed = () => {
      setRoute(read());
      window.scrollTo(0, 0);
    };
    window.addEventListener("hashchange", changed);
    return () => window.removeEventListener("hashchange", changed);
  }, []);
  return route;
}

const isCollection = (name: string | undefined): name is EditableCollection => (EDITABLE_COLLECTIONS as readonly string[]).includes(name ?? "");

function Editor({ user, onSession }: { user: AccountUser; onSession: (state: SessionState) => void }) {
  const [page, id] = useHashRoute();
  const faculty = user.role === "faculty";

  const signOut = async () => {
    await call("DELETE", "session").catch(() => undefined);
    onSession(await loadSession());
  };

  // A faculty account has one thing to edit, so its profile is its first page.
  const links: { href: string; label: string }[] = [
    ...(faculty
      ? [{ href: "#/c/faculty", label: "My profile" }]
      : [{ href: "#/", label: "Overview" }, { href: "#/site", label: collectionForms.site.label }, ...EDITABLE_COLLECTIONS.map((name) => ({ href: `#/c/${name}`, label: collectionForms[name].label }))]),
    ...(mayDo(user.role, "publish") ? [{ href: "#/publications", label: "Publications" }] : []),
    ...(mayDo(user.role, "publish") ? [{ href: "#/links", label: "Broken links" }] : []),
    ...(user.role === "admin" ? [{ href: "#/accounts", label: "Accounts" }, { href: "#/audit", label: "Audit log" }] : []),
    { href: "#/password", label: "Change password" },
  ];
  const here = `#/${[page, page === "e" || page === "new" ? undefined : id].filter(Boolean).join("/")}`;
  const current = faculty && here === "#/" ? "#/c/faculty" : here;

  let content: ReactNode;
  if (page === "c" && isCollection(id)) content = <CollectionPage key={id} user={user} collection={id} />;
  else if (page === "new" && isCollection(id)) content = <EntryPage key={`new/${id}`} user={user} collection={id} />;
  else if (page === "e" && id) content = <EntryById key={id} user={user} id={id} />;
  else if (page === "site" && !faculty) content = <SitePage user={user} />;
  else if (page === "publications") content = <PublicationsPage user={user} />;
  else if (page === "links" && mayDo(user.role, "publish")) content = <LinksPage />;
  else if (page === "accounts" && user.role === "admin") content = <AccountsPage self={user.email} />;
  else if (page === "audit" && user.role === "admin") content = <AuditPage />;
  else if (page === "password") content = <PasswordPage onSession={onSession} />;
  else content = faculty ? <CollectionPage key="faculty" user={user} collection="faculty" /> : <Overview user={user} />;

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
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={current === link.href ? "page" : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="admin-main">{content}</main>
    </>
  );
}

/** An entry by id: its collection comes with it. */
function EntryById({ user, id }: { user: AccountUser; id: string }) {
  const [collection, setCollection] = useState<EntryCollection | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    call<EntrySummary>("GET", `entries/${id}`).then(
      (entry) => setCollection(entry.collection),
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  }, [id]);
  if (error) return <p role="alert">{error}</p>;
  return collection ? <EntryPage user={user} collection={collection} id={id} /> : <p>loading</p>;
}

/** The site content is one entry (an import brings it): its page is that entry's. */
function SitePage({ user }: { user: AccountUser }) {
  const [id, setId] = useState<string | null | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    call<{ entries: EntrySummary[] }>("GET", `collections/${SITE_COLLECTION}`).then(
      (data) => setId(data.entries[0]?.id ?? null),
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  }, []);
  if (error) return <p role="alert">{error}</p>;
  if (id === null) return <p>There is no site content to edit yet: import a content pack once (see the README), then change it here.</p>;
  return id ? <EntryPage key={id} user={user} collection={SITE_COLLECTION} id={id} /> : <p>loading</p>;
}

function Overview({ user }: { user: AccountUser }) {
  const [collections, setCollections] = useState<{ name: EntryCollection; label: string; count: number; review: number }[] | undefined>();
  useEffect(() => {
    call<{ collections: { name: EntryCollection; label: string; count: number; review: number }[] }>("GET", "collections").then((data) => setCollections(data.collections), () => setCollections([]));
  }, []);
  const waiting = collections?.filter((collection) => collection.review > 0) ?? [];
  return (
    <>
      <h1>Overview</h1>
      <p>Pick a collection to add or change its entries. Saving makes a draft; visitors see an entry once it is published.</p>
      {!collections && <p>loading</p>}
      {collections && mayDo(user.role, "publish") && (
        <>
          <h2>Waiting for review</h2>
          {waiting.length === 0 ? (
            <p>Nothing is waiting for review.</p>
          ) : (
            <ul>
              {waiting.map((collection) => (
                <li key={collection.name}>
                  <a href={collection.name === SITE_COLLECTION ? "#/site" : `#/c/${collection.name}`}>{collection.label}</a>: {collection.review}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
