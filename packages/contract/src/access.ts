/**
 * The editor's one access policy: who may do what, on which entry. The server asks it on every
 * admin route and in every change; the editor asks it to show or hide a control.
 */
import { ROLES, type AccountUser, type Role } from "./accounts.js";
import { entryDeclarations, type EntryDeclaration } from "./registry/entries.js";

/** What an entry's workflow does (entry-page buttons, POST /admin/api/entries/{id}/{action}). */
export type EditorAction =
  "create" | "save" | "submit" | "publish" | "unpublish" | "delete" | "restore" | "schedule" | "move";

/**
 * Every action of the admin API: the entry actions, plus `read` (collections, entries, preview),
 * `ownAccount` (sign out, change one's password), `upload`, `checkLinks`, the publications' list
 * and restore, the list of what still needs translating, and the admin's accounts and audit log.
 */
export type AccessAction =
  | EditorAction
  | "read"
  | "ownAccount"
  | "upload"
  | "checkLinks"
  | "readPublications"
  | "restorePublication"
  | "refreshPublications"
  | "readTranslations"
  | "manageAccounts"
  | "readAudit";

const STAFF: readonly Role[] = ROLES;
const WRITERS: readonly Role[] = ["admin", "publisher", "editor", "faculty"];
const PUBLISHERS: readonly Role[] = ["admin", "publisher"];

/** The roles of each action (a faculty account then only on its own profile, `can`). */
export const ACCESS_ROLES: Readonly<Record<AccessAction, readonly Role[]>> = {
  read: STAFF,
  ownAccount: STAFF,
  create: ["admin", "publisher", "editor"],
  save: WRITERS,
  submit: WRITERS,
  publish: PUBLISHERS,
  unpublish: PUBLISHERS,
  delete: PUBLISHERS,
  restore: PUBLISHERS,
  schedule: PUBLISHERS,
  /** Moving an entry up or down its collection changes the order visitors see at once. */
  move: PUBLISHERS,
  upload: WRITERS,
  checkLinks: PUBLISHERS,
  readPublications: PUBLISHERS,
  restorePublication: PUBLISHERS,
  /** Reads the publication sources and writes every changed publication (issue 25). */
  refreshPublications: PUBLISHERS,
  /** What is not (or no longer) translated into the second language (issue 27): each account sees the entries it opens. */
  readTranslations: STAFF,
  manageAccounts: ["admin"],
  readAudit: ["admin"],
};

/** The role alone allows `action` (no entry in view). */
export function mayDo(role: Role, action: AccessAction): boolean {
  return ACCESS_ROLES[action].includes(role);
}

/**
 * What an action is asked about: a collection (`{ collection }`: may the account work in it at
 * all), or one entry (`identity` given: the faculty id of a profile, null for other entries).
 */
export interface AccessTarget {
  collection: string;
  identity?: string | null;
}

/** Why an action is refused: the role, the entry not being the account's, or the collection's own rule. */
export interface Denial {
  reason: "role" | "ownership" | "collection";
  message: string;
}

/** The site content (collection "site") is one entry, brought by an import, always on the site. */
const SITE_STAYS =
  "The site content cannot be taken off the site: publish a change, or restore an earlier revision and publish it.";

/** Rules of a collection that hold for every role. */
const COLLECTION_RULES: Readonly<Record<string, Partial<Record<AccessAction, string>>>> = {
  site: {
    create: "There is one site content entry: open it and change it.",
    unpublish: SITE_STAYS,
    delete: SITE_STAYS,
  },
  notices: { move: "Notices are shown newest first: change the date to move one." },
  publications: {
    move: "Publications are shown newest year first, then by title: change the year or the title to move one.",
  },
};

/** Why `account` may not do `action` (on `target`), or undefined when it may. */
export function denial(
  account: Pick<AccountUser, "role" | "facultyId">,
  action: AccessAction,
  target?: AccessTarget,
): Denial | undefined {
  if (!mayDo(account.role, action)) return { reason: "role", message: "Your account's role does not allow this." };
  if (!target) return undefined;
  // A faculty account sees and edits its own profile and nothing else.
  if (account.role === "faculty") {
    // The collection whose entries a faculty account may own (the faculty: its profile), by the registry.
    const owned = (entryDeclarations as Readonly<Record<string, EntryDeclaration | undefined>>)[target.collection]
      ?.ownedBy;
    const own = owned !== undefined && (target.identity === undefined || target.identity === account.facultyId);
    if (!own) return { reason: "ownership", message: "No such entry." };
  }
  const rule = COLLECTION_RULES[target.collection]?.[action];
  return rule ? { reason: "collection", message: rule } : undefined;
}

/** May `account` do `action` (on `target`)? */
export function can(
  account: Pick<AccountUser, "role" | "facultyId">,
  action: AccessAction,
  target?: AccessTarget,
): boolean {
  return denial(account, action, target) === undefined;
}

/** The collections `account` may open, in the order given (the editor's navigation, GET /admin/api/collections). */
export function visibleCollections<C extends string>(
  account: Pick<AccountUser, "role" | "facultyId">,
  collections: readonly C[],
): C[] {
  return collections.filter((collection) => can(account, "read", { collection }));
}
