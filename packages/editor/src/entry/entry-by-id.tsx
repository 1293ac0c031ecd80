/** An entry by id (`#/e/<id>`): its collection comes with it. */
import type { AccountUser } from "@dept/contract";
import { useEntry } from "../api/get-entry";
import { EntryPage } from "./entry-page";
import { ErrorAlert, Loading } from "../components/query-state";

export function EntryById({ user, id }: { user: AccountUser; id: string }) {
  const entry = useEntry(id);
  if (entry.error && !entry.data) return <ErrorAlert message={entry.error.message} />;
  return entry.data ? <EntryPage user={user} collection={entry.data.collection} id={id} /> : <Loading />;
}
