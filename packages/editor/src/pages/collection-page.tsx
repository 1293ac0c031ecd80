/**
 * A collection's entries in the order visitors see them (the server's: notices newest first):
 * search by title, each with its state in words, its date and its note (a publication no source
 * names authors for), a new entry when the role may make one, and Move up / Move down for
 * publishers. On a phone each row is a card (admin.css); the explicit ARIA roles keep the table's
 * semantics, which some browsers drop with display: block.
 */
import { useState } from "react";
import {
  can,
  collectionForms,
  entryDeclarations,
  type AccountUser,
  type EditableCollection,
  type EntrySummary,
} from "@dept/contract";
import { useEntries } from "../api/get-entries";
import { useMoveEntry } from "../api/move-entry";
import { useFocusAfterMove } from "../components/focus-after-move";
import { formatDate, formatTime } from "../lib/format-time";
import { DataTable } from "../components/data-table";
import { QueryState } from "../components/query-state";
import { RefreshPanel } from "../publications/refresh-panel";

/** An entry's state as people say it: what visitors see, and what waits. */
function stateWords(entry: EntrySummary): string {
  const base: Record<EntrySummary["state"], string> = {
    draft: "Draft",
    review: "In review",
    published: "Published",
    unpublished: "Unpublished",
    deleted: "Deleted",
  };
  const words =
    entry.live && entry.pending && entry.state !== "published"
      ? `Published, with ${entry.state === "review" ? "changes in review" : "a draft of changes"}`
      : base[entry.state];
  const scheduled = [
    entry.publishAt ? `publishes ${formatTime(entry.publishAt)}` : "",
    entry.unpublishAt ? `unpublishes ${formatTime(entry.unpublishAt)}` : "",
  ].filter(Boolean);
  return scheduled.length > 0 ? `${words}; scheduled: ${scheduled.join(", ")}` : words;
}

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
      {user.role === "faculty" && (
        <p>Open your profile, change it and submit it for review; a publisher puts it on the site.</p>
      )}
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
      <QueryState data={shown} error={error}>
        {(shown) => (
          <DataTable
            label={form.label}
            caption={`${shown.length} of ${entries!.length} ${entries!.length === 1 ? "entry" : "entries"}`}
            tableClassName="entry-table"
            roles
            columns={[
              {
                header: "Title",
                cell: (entry) => (
                  <>
                    <a href={`#/e/${entry.id}`}>{entry.title}</a>
                    {entry.note && <p className="entry-note">{entry.note}</p>}
                  </>
                ),
              },
              { header: "State", labelled: true, cell: stateWords },
              {
                header: "Date",
                labelled: true,
                cell: (entry) =>
                  entry.date ? formatDate(entry.date) : `Updated ${formatTime(entry.updatedAt)} by ${entry.updatedBy}`,
              },
              movable && {
                header: "Order",
                labelled: true,
                className: "actions",
                cell: (entry, index) => (
                  <>
                    <button
                      type="button"
                      id={`move-${entry.id}-up`}
                      aria-label={`Move ${entry.title} up`}
                      disabled={index === 0}
                      onClick={() => void move(entry, "up")}
                    >
                      Up
                    </button>
                    <button
                      type="button"
                      id={`move-${entry.id}-down`}
                      aria-label={`Move ${entry.title} down`}
                      disabled={index === shown.length - 1}
                      onClick={() => void move(entry, "down")}
                    >
                      Down
                    </button>
                  </>
                ),
              },
            ]}
            rows={shown}
            rowKey={(entry) => entry.id}
          />
        )}
      </QueryState>
      {entryDeclarations[collection].refreshed && <RefreshPanel user={user} />}
    </>
  );
}
