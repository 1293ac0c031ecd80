/** A collection's entries: search by title, their state in words, and a new entry when the role may make one. */
import { useEffect, useState } from "react";
import { collectionForms, mayDo, type AccountUser, type EditableCollection, type EntrySummary } from "@dept/contract";
import { call } from "./api";
import { formatTime } from "./entry-history";

export function CollectionPage({ user, collection }: { user: AccountUser; collection: EditableCollection }) {
  const form = collectionForms[collection];
  const [entries, setEntries] = useState<EntrySummary[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [query, setQuery] = useState("");
  const [deleted, setDeleted] = useState(false);

  useEffect(() => {
    call<{ entries: EntrySummary[] }>("GET", `collections/${collection}${deleted ? "?state=deleted" : ""}`).then(
      (data) => setEntries(data.entries),
      (caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)),
    );
  }, [collection, deleted]);

  const words = query.trim().toLowerCase();
  const shown = entries?.filter((entry) => entry.title.toLowerCase().includes(words));
  const heading = user.role === "faculty" ? "My profile" : form.label;

  return (
    <>
      <h1>{deleted ? `${heading}: deleted` : heading}</h1>
      {user.role === "faculty" && <p>Open your profile, change it and submit it for review; a publisher puts it on the site.</p>}
      <div className="list-tools">
        <label className="field">
          Search {form.label.toLowerCase()}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        {mayDo(user.role, "create") && !deleted && (
          <a className="button" href={`#/new/${collection}`}>
            New {form.singular}
          </a>
        )}
        {mayDo(user.role, "restore") && (
          <button type="button" onClick={() => setDeleted(!deleted)}>
            {deleted ? `Back to ${form.label.toLowerCase()}` : "Show deleted"}
          </button>
        )}
      </div>
      {error && <p role="alert">{error}</p>}
      {!shown && !error && <p>loading</p>}
      {shown && (
        <div className="table-scroll">
          <table>
            <caption>
              {shown.length} of {entries!.length} {entries!.length === 1 ? "entry" : "entries"}
            </caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">State</th>
                <th scope="col">On the site</th>
                <th scope="col">Updated</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <a href={`#/e/${entry.id}`}>{entry.title}</a>
                  </td>
                  <td>
                    {entry.state}
                    {entry.publishAt ? `, publishes ${formatTime(entry.publishAt)}` : ""}
                  </td>
                  <td>{entry.live ? (entry.pending ? "yes, with changes not published" : "yes") : "no"}</td>
                  <td>
                    {formatTime(entry.updatedAt)} by {entry.updatedBy}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
