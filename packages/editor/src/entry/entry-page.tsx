/**
 * One entry: its form (react-hook-form, checked by the contract's schema for the collection, as
 * pack validation checks it), the workflow buttons the account's role allows, the schedule, and
 * the history with a restore for each revision. A new entry is the same page without an id.
 */
import { useEffect, useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { SITE_COLLECTION, collectionForms, collectionItemSchemas, entryPageRoute, mayDo, previewPath, type AccountUser, type EntryCollection, type EditorAction, type EntryDetail } from "@dept/contract";
import { ApiError, call } from "./api";
import { EntryField, toData, toForm, type FormValues } from "./entry-fields";
import { PendingUploads, PendingUploadsContext } from "./pending-uploads";
import { splitError } from "./form";
import { useConfirm } from "./confirm-dialog";
import { HistoryList, ScheduleForm, formatTime } from "./entry-history";
import { publishRevision } from "./publish-call";

const WORDS: Partial<Record<EditorAction, string>> = {
  submit: "Submitted for review.",
  publish: "Published: visitors see it now.",
  unpublish: "Unpublished: visitors no longer see it.",
  delete: "Deleted. Its history stays; restore a revision to bring it back.",
  restore: "Restored as a draft.",
};

/** What the page said before it moved to a new address (a new entry, once saved, gets its own). */
let carried = "";
function carry(words: string): void {
  carried = words;
}
function takeCarried(): string {
  const words = carried;
  carried = "";
  return words;
}

interface Props {
  user: AccountUser;
  collection: EntryCollection;
  /** Undefined for a new entry. */
  id?: string;
}

export function EntryPage({ user, collection, id }: Props) {
  const form = collectionForms[collection];
  const [entry, setEntry] = useState<EntryDetail | undefined>();
  const [status, setStatus] = useState(takeCarried);
  const [error, setError] = useState<{ field?: string; text: string } | undefined>();
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  // The form's text becomes the entry, then the collection's schema checks it.
  const resolver = useMemo(
    () =>
      zodResolver(
        z
          .record(z.string(), z.unknown())
          .transform((values) => toData(form.fields, values))
          .pipe(collectionItemSchemas[collection] as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>),
      ),
    [collection, form.fields],
  );
  const methods = useForm<FormValues, unknown, Record<string, unknown>>({ defaultValues: toForm(form.fields, {}), resolver });

  const show = (detail: EntryDetail) => {
    setEntry(detail);
    methods.reset(toForm(form.fields, detail.data));
    setConflict(false);
  };
  const load = () => {
    if (!id) return;
    call<EntryDetail>("GET", `entries/${id}`).then(show, (caught: unknown) => setError({ text: caught instanceof Error ? caught.message : String(caught) }));
  };
  // The page is keyed by entry (editor-app.tsx): a new entry is a new page, with fresh state.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once per page
  useEffect(load, []);

  /** Runs a change; its answer is the entry as it is now. */
  const run = async (change: () => Promise<EntryDetail>, done: string) => {
    setBusy(true);
    setError(undefined);
    setStatus("");
    try {
      const detail = await change();
      show(detail);
      setStatus(done);
      return detail;
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409 && caught.code === "conflict") setConflict(true);
      setError(splitError(caught instanceof Error ? caught.message : String(caught)));
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const [uploads] = useState(() => new PendingUploads());
  const submit = methods.handleSubmit(async (data) => {
    if (!id) {
      const created = await run(() => call<EntryDetail>("POST", `collections/${collection}`, { data }), "Draft saved.");
      if (created) {
        carry("Draft saved.");
        window.location.assign(`#/e/${created.id}`);
      }
      return;
    }
    await run(() => call<EntryDetail>("PUT", `entries/${id}`, { data, base: entry?.head }), "Draft saved.");
  });
  const save = async () => {
    if (uploads.count > 0) {
      setBusy(true);
      setStatus(uploads.count === 1 ? "Waiting for the upload to finish…" : "Waiting for the uploads to finish…");
      await uploads.settled();
      setStatus("");
      setBusy(false);
    }
    await submit();
  };

  const act = (action: EditorAction) => async () => {
    if (!id) return;
    if (action === "delete" && !(await confirm.ask(`Delete "${entry?.title}"?`, "Visitors will no longer see it; its history stays, and restoring a revision brings it back.", "Delete"))) return;
    const send = () => {
      if (action === "delete") return call<EntryDetail>("DELETE", `entries/${id}`);
      // The revision on screen: a publish repeated after a dropped connection is answered as done.
      if (action === "publish" && entry) return publishRevision(id, entry.head);
      return call<EntryDetail>("POST", `entries/${id}/${action}`);
    };
    await run(send, WORDS[action] ?? "Done.");
  };

  if (id && !entry && !error) return <p>loading</p>;
  const title = entry ? entry.title : `New ${form.singular}`;
  // The site content is never taken off the site (visitors always need it).
  const can = (action: EditorAction) => mayDo(user.role, action) && !(collection === SITE_COLLECTION && (action === "unpublish" || action === "delete"));
  const dirty = methods.formState.isDirty;
  const parts = form.fields.filter((spec) => spec.kind === "group" || spec.kind === "list");

  return (
    <>
      {collection !== SITE_COLLECTION && (
        <p>
          <a href={user.role === "faculty" ? "#/c/faculty" : `#/c/${collection}`}>{user.role === "faculty" ? "My profile" : form.label}</a>
        </p>
      )}
      <h1>{title}</h1>
      {entry && (
        <p className="entry-state">
          State: <strong>{entry.state}</strong>. {entry.live ? "Visitors see a published revision." : "Visitors do not see it."}
          {entry.live && entry.pending ? " A newer revision is not published yet." : ""}
          {entry.publishAt ? ` Publishes at ${formatTime(entry.publishAt)}.` : ""}
          {entry.unpublishAt ? ` Unpublishes at ${formatTime(entry.unpublishAt)}.` : ""}
        </p>
      )}
      <p role="status">{status}</p>
      <p role="alert" className="form-error">
        {error && !(error.field && form.fields.some((spec) => spec.name === error.field)) ? error.text : ""}
      </p>
      {conflict && (
        <button type="button" onClick={load}>
          Reload the entry
        </button>
      )}
      {parts.length > 0 && (
        // A long form of parts (the site content): each part is one keypress away.
        <nav aria-label="Parts of the form" className="form-parts">
          <ul>
            {parts.map((spec) => (
              <li key={spec.name}>
                <button type="button" className="link" onClick={() => document.getElementById(`part-${spec.name}`)?.focus()}>
                  {spec.label}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <FormProvider {...methods}>
        <PendingUploadsContext value={uploads}>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void save();
            }}
            noValidate
            className="entry-form"
          >
            {form.fields.map((spec) => (
              <EntryField key={spec.name} spec={spec} id={parts.includes(spec) ? `part-${spec.name}` : undefined} serverError={error?.field === spec.name ? error.text : undefined} />
            ))}
            <div className="actions">
              <button type="submit" disabled={busy}>
                Save draft
              </button>
            </div>
          </form>
        </PendingUploadsContext>
      </FormProvider>
      {entry && (
        <div className="actions workflow">
          {(entry.state === "draft" || entry.state === "review") && !dirty && (
            <a className="button" href={`${previewPath(entry.id)}/#${entryPageRoute(collection, entry.data)}`} target="_blank" rel="noopener">
              Preview<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          {can("submit") && entry.state === "draft" && (
            <button type="button" disabled={busy || dirty} onClick={() => void act("submit")()}>
              Submit for review
            </button>
          )}
          {can("publish") && entry.state !== "deleted" && !(entry.live && !entry.pending) && (
            <button type="button" disabled={busy || dirty} onClick={() => void act("publish")()}>
              Publish
            </button>
          )}
          {can("unpublish") && entry.live && (
            <button type="button" disabled={busy} onClick={() => void act("unpublish")()}>
              Unpublish
            </button>
          )}
          {can("delete") && entry.state !== "deleted" && (
            <button type="button" disabled={busy} onClick={() => void act("delete")()}>
              Delete
            </button>
          )}
          {dirty && <p className="hint">Save the draft before you preview, submit or publish it.</p>}
        </div>
      )}
      {entry && can("schedule") && entry.state !== "deleted" && (
        <ScheduleForm entry={entry} onSaved={(detail, words) => (show(detail), setStatus(words))} />
      )}
      {entry && (
        <HistoryList
          entry={entry}
          canRestore={can("restore")}
          onRestore={(revision, number) => void run(() => call<EntryDetail>("POST", `entries/${entry.id}/restore`, { revision }), `Revision ${number} restored as a draft.`)}
        />
      )}
      {confirm.dialog}
    </>
  );
}
