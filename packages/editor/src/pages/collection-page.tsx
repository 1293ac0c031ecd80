/**
 * A collection's entries in the site's order: search by title, their state in words, a new entry
 * when the role may make one, and Move up / Move down for publishers (the order visitors see).
 */
import { useState } from "react";
import { can, collectionForms, type AccountUser, type EditableCollection, type EntrySummary } from "@dept/contract";
import { useEntries } from "../api/get-entries";
import { useMoveEntry } from "../api/move-entry";
import { useFocusAfterMove } from "../components/focus-after-move";
import { formatTime } from "../lib/format-time";

export function CollectionPage({ user, collection }: { user: AccountUser; collection: EditableCollection }) {
  const form = collectionForms[collection];
  const [query, setQuery] = useState("");
  const [deleted, setDeleted] = useState(false);
  const [status, setStatus] = useState("");
  const list = useEntries(collection, deleted);
  const moving = useMoveEntry();
  const entries = list.data;
  const error = moving.error?.message ?? (list.data ? undefined : list.error?.message);
  const focusAfterMove = useFocusAfterMove(entries);

  const words = query.trim().toLowerCase();
  const shown = entries?.filter((entry) => entry.title.toLowerCase().includes(words));
  const heading = user.role === "faculty" ? "My profile" : form.label;
  // Notices are shown newest first, whatever their order (access.ts); a search shows only some neighbours.
  const movable = can(user, "move", { collection }) && !deleted && words === "";
  const move = async (entry: EntrySummary, direction: "up" | "down") => {
    // Before the call: the list is read again (api/move-entry.ts) before the call counts as done.
    focusAfterMove(`move-${entry.id}-${direction}`, `move-${entry.id}-${direction === "up" ? "down" : "up"}`);
    try {
      await moving.mutateAsync({ id: entry.id, direction });
    } catch {
      return; // the mutation's error is shown
    }
    setStatus(`Moved ${entry.title} ${direction}.${entry.live ? " Visitors see the new order now." : ""}`);
  };

  return (
    <>
      <h1>{deleted ? `${heading}: deleted` : heading}</h1>
      {user.role === "faculty" && <p>Open your profile, change it and submit it for review; a publisher puts it on the site.</p>}
      <div className="list-tools">
        <label className="field">
          Search {form.label.toLowerCase()}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        {can(user, "create", { collection }) && !deleted && (
          <a className="button" href={`#/new/${collection}`}>
            New {form.singular}
          </a>
        )}
        {can(user, "restore", { collection }) && (
          <button type="button" onClick={() => setDeleted(!deleted)}>
            {deleted ? `Back to ${form.label.toLowerCase()}` : "Show deleted"}
          </button>
        )}
      </div>
      <p role="status">{status}</p>
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
                {movable && <th scope="col">Order</th>}
              </tr>
            </thead>
            <tbody>
              {shown.map((entry, index) => (
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
                  {movable && (
                    <td className="actions">
                      <button type="button" id={`move-${entry.id}-up`} aria-label={`Move ${entry.title} up`} disabled={index === 0} onClick={() => void move(entry, "up")}>
                        Up
                      </button>
                      <button type="button" id={`move-${entry.id}-down`} aria-label={`Move ${entry.title} down`} disabled={index === shown.length - 1} onClick={() => void move(entry, "down")}>
                        Down
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
