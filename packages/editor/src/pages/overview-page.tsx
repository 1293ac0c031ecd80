/** The first page of an editor or publisher: what to do, and what is waiting for review. */
import { can, editorAddress, type AccountUser } from "@dept/contract";
import { useOverview } from "../api/get-overview";
import { Loading } from "../components/query-state";

export function OverviewPage({ user }: { user: AccountUser }) {
  const overview = useOverview();
  // A failed count is no reason to stop anyone editing: the page then says nothing is waiting.
  const collections = overview.isError ? [] : overview.data;
  const waiting = collections?.filter((collection) => collection.review > 0) ?? [];
  return (
    <>
      <h1>Overview</h1>
      <p>
        Pick a collection to add or change its entries. Saving makes a draft; visitors see an entry once it is
        published.
      </p>
      {!collections && <Loading />}
      {collections && can(user, "publish") && (
        <>
          <h2>Waiting for review</h2>
          {waiting.length === 0 ? (
            <p>Nothing is waiting for review.</p>
          ) : (
            <ul>
              {waiting.map((collection) => (
                <li key={collection.name}>
                  <a href={editorAddress(collection.name)}>{collection.label}</a>: {collection.review}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
