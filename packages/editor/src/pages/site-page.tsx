/** The site content is one entry (an import brings it): its page is that entry's. */
import { SITE_COLLECTION, type AccountUser } from "@dept/contract";
import { useEntries } from "../api/get-entries";
import { EntryPage } from "../entry/entry-page";

export function SitePage({ user }: { user: AccountUser }) {
  const entries = useEntries(SITE_COLLECTION);
  if (entries.error) return <p role="alert">{entries.error.message}</p>;
  if (!entries.data) return <p>loading</p>;
  const id = entries.data[0]?.id;
  if (!id)
    return (
      <p>There is no site content to edit yet: import a content pack once (see the README), then change it here.</p>
    );
  return <EntryPage key={id} user={user} collection={SITE_COLLECTION} id={id} />;
}
