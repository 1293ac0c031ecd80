/**
 * What every editor change shares: who makes it and from where, its transaction under the content
 * lock, and its audit line, written in that same transaction so a change that commits is always
 * in the audit log and one that rolls back never is.
 */
import { can, type AccountUser, type EntryCollection } from "@dept/contract";
import type { Transaction } from "kysely";
import { audit } from "../db/account-repository.js";
import type { DatabaseHandle } from "../db/database.js";
import { findEntry, findRevision, lockContent } from "../db/entry-repository.js";
import type { Database, EntryRow } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import { entryTitle, type EntryData } from "../publishing/entry-data.js";

export const invalid = (message: string) => new HttpError(400, "invalid_entry", message);
export const conflict = (message: string) => new HttpError(409, "conflict", message);
export const notFound = () => new HttpError(404, "not_found", "No such entry.");

export interface Change {
  handle: DatabaseHandle;
  account: AccountUser;
  /** The client's address, for the audit log. */
  address: string;
}

/** A faculty account works only on its own profile (the contract's access policy). */
export function ownsEntry(account: AccountUser, entry: Pick<EntryRow, "collection" | "identity">): boolean {
  return can(account, "read", entry);
}

export async function inTransaction<T>(
  { handle }: Change,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return handle.db.transaction().execute(async (trx) => {
    await lockContent(trx, handle.dialect);
    return work(trx);
  });
}

export async function entryFor(trx: Transaction<Database>, change: Change, id: string): Promise<EntryRow> {
  const entry = await findEntry(trx, id);
  if (!entry || !ownsEntry(change.account, entry)) throw notFound();
  return entry;
}

export async function headData(trx: Transaction<Database>, entry: Pick<EntryRow, "head_revision">): Promise<EntryData> {
  const revision = await findRevision(trx, entry.head_revision);
  return revision!.data;
}

/** Visitors see the entry's newest revision. */
export const published = (entry: EntryRow) =>
  entry.live_revision !== null && entry.live_revision === entry.head_revision;

/** How the audit log names an entry: its collection and its title in `data` (a revision's). */
export function entryTarget(collection: string, data: EntryData): string {
  return `${collection}: ${entryTitle(collection as EntryCollection, data)}`;
}

/** The change's audit line, in its transaction. */
export async function record(
  trx: Transaction<Database>,
  change: Change,
  action: string,
  target: string,
): Promise<void> {
  await audit(trx, { actor: change.account.email, action, target, address: change.address });
}
