/** An entry by id (`#/e/<id>`): its collection comes with it. */
import type { AccountUser } from "@dept/contract";
import { useEntry } from "../api/get-entry";
import { EntryPage } from "./entry-page";

export function EntryById({ user, id }: { user: AccountUser; id: string }) {
  const entry = useEntry(id);
  if (entry.error && !entry.data) return <p role="alert">{entry.error.message}</p>;
  return entry.data ? <EntryPage user={user} collection={entry.data.collection} id={id} /> : <p>loading</p>;
}
