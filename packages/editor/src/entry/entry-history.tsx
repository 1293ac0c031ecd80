/** An entry's schedule (publish at, unpublish at, in the site's time zone) and its history of revisions. */
import { useState, type FormEvent } from "react";
import { instantToZoned, SITE_COLLECTION, zonedToInstant, type EntryDetail } from "@dept/contract";
import { call, siteTimeZone } from "./api";
import { Field, FormError, splitError } from "./form";

export const formatTime = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: siteTimeZone }).format(new Date(iso));

export function ScheduleForm({ entry, onSaved }: { entry: EntryDetail; onSaved: (entry: EntryDetail, words: string) => void }) {
  const [error, setError] = useState<string | undefined>();
  const save = async (publishAt: string | null, unpublishAt: string | null, words: string) => {
    setError(undefined);
    try {
      onSaved(await call<EntryDetail>("PUT", `entries/${entry.id}/schedule`, { publishAt, unpublishAt }), words);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const instant = (name: string) => {
      const wall = String(form.get(name) ?? "");
      return wall ? zonedToInstant(wall, siteTimeZone) : null;
    };
    void save(instant("publishAt"), instant("unpublishAt"), "Schedule saved.");
  };
  const zoned = (iso: string | null) => (iso ? instantToZoned(iso, siteTimeZone) : "");
  return (
    <form className="schedule" onSubmit={submit} noValidate key={`${entry.publishAt}-${entry.unpublishAt}`}>
      <h2>Schedule</h2>
      <p className="hint">Times in {siteTimeZone}. The newest revision is published at its time; leave a time empty for none.</p>
      <Field label="Publish at" name="publishAt" error={splitError(error)}>
        {(props) => <input {...props} type="datetime-local" defaultValue={zoned(entry.publishAt)} />}
      </Field>
      {/* The site content is never taken off the site. */}
      {entry.collection !== SITE_COLLECTION && (
        <Field label="Unpublish at" name="unpublishAt" error={splitError(error)}>
          {(props) => <input {...props} type="datetime-local" defaultValue={zoned(entry.unpublishAt)} />}
        </Field>
      )}
      <FormError error={splitError(error)} />
      <div className="actions">
        <button type="submit">Set schedule</button>
        {(entry.publishAt || entry.unpublishAt) && (
          <button type="button" onClick={() => void save(null, null, "Schedule cleared.")}>
            Clear schedule
          </button>
        )}
      </div>
    </form>
  );
}

export function HistoryList({ entry, canRestore, onRestore }: { entry: EntryDetail; canRestore: boolean; onRestore: (revision: string, number: number) => void }) {
  return (
    <section className="history" aria-labelledby="history-heading">
      <h2 id="history-heading">History</h2>
      <ol reversed>
        {entry.revisions.map((revision) => (
          <li key={revision.id}>
            <p>
              <strong>Revision {revision.number}</strong>: {revision.state}, by {revision.author}, {formatTime(revision.at)}
              {revision.version !== null ? ` (site version ${revision.version})` : ""}
            </p>
            {revision.changes.length > 0 && (
              <ul className="changes">
                {revision.changes.map((change) => (
                  <li key={change.field}>
                    {change.field}: {change.before ?? "(none)"} → {change.after ?? "(none)"}
                  </li>
                ))}
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
