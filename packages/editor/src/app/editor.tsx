/**
 * The signed-in editor: the shell (editor-shell.tsx) and the page for the address. The pages the
 * account's role may use: the collections and their entries (a faculty account: its own profile),
 * the publish history (publishers), accounts and the audit log (admins), one's own password, and
 * on a bilingual site what still needs translating.
 * A route the role cannot use is neither offered nor rendered (the access policy's `can`).
 */
import { useEffect } from "react";
import { Route, Switch, useLocation, useParams } from "wouter";
import {
  EDITABLE_COLLECTIONS,
  SITE_COLLECTION,
  can,
  collectionForms,
  collectionNoun,
  visibleCollections,
  type AccountUser,
  type EditableCollection,
} from "@dept/contract";
import { useSecondLanguage } from "../api/get-translations";
import { EntryById } from "../entry/entry-by-id";
import { EntryPage } from "../entry/entry-page";
import { AccountsPage } from "../pages/accounts-page";
import { AuditPage } from "../pages/audit-page";
import { CollectionPage } from "../pages/collection-page";
import { LinksPage } from "../pages/links-page";
import { OverviewPage } from "../pages/overview-page";
import { PasswordPage } from "../pages/password-page";
import { PublicationsPage } from "../pages/publications-page";
import { TranslationsPage } from "../pages/translations-page";
import { SitePage } from "../pages/site-page";
import { EditorShell, type NavLink } from "./editor-shell";

const isCollection = (name: string | undefined): name is EditableCollection =>
  (EDITABLE_COLLECTIONS as readonly string[]).includes(name ?? "");

/** A path segment as typed in the address; a malformed escape stays as it is. */
function decoded(segment: string | undefined): string | undefined {
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function Editor({ user }: { user: AccountUser }) {
  const [location] = useLocation();
  // Wording and first page only: a faculty account edits its own profile and nothing else (access.ts).
  const faculty = user.role === "faculty";
  // A bilingual site has a page of what still needs translating.
  const bilingual = useSecondLanguage().second !== undefined;
  // Each page starts at the top, as a new document would. (Chromium's scrollTo returns a promise,
  // which must not become the effect's cleanup.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  // A faculty account has one thing to edit, so its profile is its first page.
  const links: NavLink[] = [
    ...(faculty
      ? [{ href: "#/c/faculty", label: "My profile" }]
      : [
          { href: "#/", label: "Overview" },
          ...(can(user, "read", { collection: SITE_COLLECTION })
            ? [{ href: "#/site", label: collectionForms.site.label }]
            : []),
          ...visibleCollections(user, EDITABLE_COLLECTIONS).map((name) => ({
            href: `#/c/${name}`,
            label: collectionForms[name].label,
          })),
        ]),
    // A faculty account's one profile shows its own translations' state.
    ...(bilingual && !faculty && can(user, "readTranslations")
      ? [{ href: "#/translations", label: "Translations" }]
      : []),
    ...(can(user, "readPublications") ? [{ href: "#/history", label: "Publish history" }] : []),
    ...(can(user, "checkLinks") ? [{ href: "#/links", label: "Broken links" }] : []),
    ...(can(user, "manageAccounts") ? [{ href: "#/accounts", label: "Accounts" }] : []),
    ...(can(user, "readAudit") ? [{ href: "#/audit", label: "Audit log" }] : []),
    { href: "#/password", label: "Change password" },
  ];
  // The link of the page shown: an entry's page (`#/e/<id>`, `#/new/<collection>`) has none.
  const [page, id] = location.split("/").filter(Boolean).map(decoded);
  const here = `#/${[page, page === "e" || page === "new" ? undefined : id].filter(Boolean).join("/")}`;
  const current = faculty && here === "#/" ? "#/c/faculty" : here;
  const home = faculty ? (
    <CollectionPage key="faculty" user={user} collection="faculty" />
  ) : (
    <OverviewPage user={user} />
  );

  return (
    <EditorShell user={user} links={links} current={current}>
      <Switch>
        <Route path="/c/:collection/*?">{() => <CollectionRoute user={user} fallback={home} />}</Route>
        <Route path="/new/:collection/*?">
          {() => (
            <NewEntryRoute user={user} fallback={home} back={faculty ? "Back to my profile" : "Back to the overview"} />
          )}
        </Route>
        <Route path="/e/:id/*?">{() => <EntryRoute user={user} />}</Route>
        {can(user, "read", { collection: SITE_COLLECTION }) && (
          <Route path="/site/*?">{() => <SitePage user={user} />}</Route>
        )}
        {can(user, "readTranslations") && <Route path="/translations/*?" component={TranslationsPage} />}
        {can(user, "readPublications") && <Route path="/history/*?">{() => <PublicationsPage user={user} />}</Route>}
        {can(user, "checkLinks") && <Route path="/links/*?" component={LinksPage} />}
        {can(user, "manageAccounts") && <Route path="/accounts/*?">{() => <AccountsPage self={user.email} />}</Route>}
        {can(user, "readAudit") && <Route path="/audit/*?" component={AuditPage} />}
        <Route path="/password/*?" component={PasswordPage} />
        <Route>{home}</Route>
      </Switch>
    </EditorShell>
  );
}

function CollectionRoute({ user, fallback }: { user: AccountUser; fallback: React.ReactNode }) {
  const collection = decoded(useParams<{ collection: string }>().collection);
  return isCollection(collection) && can(user, "read", { collection }) ? (
    <CollectionPage key={collection} user={user} collection={collection} />
  ) : (
    fallback
  );
}

/** A new entry's form, only where the role may create one; elsewhere a note and the way home, never a form. */
function NewEntryRoute({ user, fallback, back }: { user: AccountUser; fallback: React.ReactNode; back: string }) {
  const collection = decoded(useParams<{ collection: string }>().collection);
  if (!isCollection(collection)) return fallback;
  if (can(user, "create", { collection }))
    return <EntryPage key={`new/${collection}`} user={user} collection={collection} />;
  return (
    <>
      <h1>You cannot create {collectionNoun(collection)}</h1>
      <p>Your account does not make new entries here.</p>
      <p>
        <a href="#/">{back}</a>
      </p>
    </>
  );
}

function EntryRoute({ user }: { user: AccountUser }) {
  const id = decoded(useParams<{ id: string }>().id)!;
  return <EntryById key={id} user={user} id={id} />;
}
