/** The site content is one entry (an import brings it): its page is that entry's. */
import { SITE_COLLECTION, type AccountUser } from "@dept/contract";
import { useEntries } from "../api/get-entries";
import { EntryPage } from "../entry/entry-page";
import { ErrorAlert, Loading } from "../components/query-state";

export function SitePage({ user }: { user: AccountUser }) {
  const entries = useEntries(SITE_COLLECTION);
  if (entries.error) return <ErrorAlert message={entries.error.message} />;
  if (!entries.data) return <Loading />;
  const id = entries.data[0]?.id;
  if (!id)
    return (
      <p>There is no site content to edit yet: import a content pack once (see the README), then change it here.</p>
    );
  return <EntryPage key={id} user={user} collection={SITE_COLLECTION} id={id} />;
}
