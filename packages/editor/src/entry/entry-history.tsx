/**
 * An entry's history of revisions, newest first, each with its changes in the form's words ("Quick
 * links, item 2: Label: before → after", "Title (Hindi): ..."), and a restore when the role allows it.
 */
import { collectionForms, type EntryDetail } from "@dept/contract";
import { formatTime } from "../lib/format-time";
import { changeWords } from "../lib/translation-words";

export function HistoryList({
  entry,
  canRestore,
  onRestore,
}: {
  entry: EntryDetail;
  canRestore: boolean;
  onRestore: (revision: string, number: number) => void;
}) {
  const { fields } = collectionForms[entry.collection];
  return (
    <section className="history" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <ol reversed>
        {entry.revisions.map((revision) => (
          <li key={revision.id}>
            <p>
              <strong>Revision {revision.number}</strong>: {revision.state}, by {revision.author},{" "}
              {formatTime(revision.at)}
              {revision.version !== null ? ` (site version ${revision.version})` : ""}
            </p>
            {revision.changes.length > 0 && (
              <ul className="changes">
                {revision.changes.map((change) => {
                  const words = changeWords(fields, change);
                  return (
                    <li key={change.field}>
                      <span className="change-field">{words.field}</span>: {words.before ?? "(none)"} →{" "}
                      {words.after ?? "(none)"}
                    </li>
                  );
                })}
              </ul>
            )}
            {canRestore && revision.id !== entry.head && (
              <button type="button" onClick={() => onRestore(revision.id, revision.number)}>
                Restore revision {revision.number} as draft
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
