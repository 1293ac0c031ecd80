/**
 * One entry: its form (react-hook-form, checked by the contract's schema for the collection, as
 * pack validation checks it), the workflow buttons the account's role allows (Save draft, Submit,
 * Publish in the action bar that stays on screen, with the result beside them; the rest below the
 * form), the schedule, and the history with a restore for each revision. A long form starts with
 * a jump list of its parts. A new entry is the same page without an id. On a bilingual site its
 * translatable fields show both languages, and Publish first names the fields not translated.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLocation } from "wouter";
import { z } from "zod";
import {
  editorAddress,
  isSingleEntry,
  collectionForms,
  can,
  collectionItemSchemas,
  entryPageRoute,
  previewPath,
  type AccountUser,
  type EntryCollection,
  type EditorAction,
  type EntryDetail,
} from "@dept/contract";
import { useChangeEntryState } from "../api/change-entry-state";
import { useCreateEntry } from "../api/create-entry";
import { useEntry } from "../api/get-entry";
import { useSecondLanguage } from "../api/get-translations";
import { useSaveEntry } from "../api/save-entry";
import { ActionBar } from "../components/action-bar";
import { useConfirm } from "../components/confirm-dialog";
import { splitError } from "../components/form";
import { ApiError, errorText } from "../lib/api-client";
import { shownOnlyFields } from "../lib/field-rules";
import { formatTime } from "../lib/format-time";
import { EntryField } from "./entry-field";
import { HistoryList } from "./entry-history";
import { toData, toForm, type FormValues } from "./entry-values";
import { PendingUploads, PendingUploadsContext } from "./pending-uploads";
import { publishQuestion } from "./publish-question";
import { ScheduleForm } from "./schedule-form";
import { SecondLanguageContext } from "./translated-field";
import { ViewOnSite } from "./view-on-site";
import { Loading } from "../components/query-state";

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
  const shownOnly = shownOnlyFields(user, collection);
  const loaded = useEntry(id);
  const entry = loaded.data;
  const [, navigate] = useLocation();
  const createEntry = useCreateEntry();
  const saveEntry = useSaveEntry();
  const changeState = useChangeEntryState();
  const [status, setStatus] = useState(takeCarried);
  const [failure, setFailure] = useState<{ field?: string; text: string } | undefined>();
  const [conflict, setConflict] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = useConfirm();
  // On a bilingual site every translatable field shows both languages, and Publish names what is not translated.
  const languages = useSecondLanguage();
  const formId = useId();
  // The form's text becomes the entry, then the collection's schema checks it.
  const resolver = useMemo(
    () =>
      zodResolver(
        z
          .record(z.string(), z.unknown())
          .transform((values) => (form.complete ?? ((data) => data))(toData(form.fields, values)))
          .pipe(
            collectionItemSchemas[collection] as unknown as z.ZodType<Record<string, unknown>, Record<string, unknown>>,
          ),
      ),
    [collection, form],
  );
  const methods = useForm<FormValues, unknown, Record<string, unknown>>({
    defaultValues: toForm(form.fields, {}),
    resolver,
  });
  const { reset } = methods;
  // The form shows the entry as loaded, and again after each change (its answer is the entry now).
  useEffect(() => {
    if (entry) reset(toForm(form.fields, entry.data));
  }, [entry, form.fields, reset]);
  const error = failure ?? (loaded.error && !entry ? { text: loaded.error.message } : undefined);

  /** Reads the entry again after a conflict, and shows it as it is now. */
  const reload = async () => {
    const { data } = await loaded.refetch();
    if (!data) return;
    reset(toForm(form.fields, data.data));
    setConflict(false);
  };

  /** Runs a change; its answer is the entry as it is now (api/entry-changed.ts puts it in view). */
  const run = async (change: () => Promise<EntryDetail>, done: string) => {
    setBusy(true);
    setFailure(undefined);
    setStatus("");
    try {
      const detail = await change();
      setConflict(false);
      setStatus(done);
      return detail;
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409 && caught.code === "conflict") setConflict(true);
      setFailure(splitError(errorText(caught)));
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const [uploads] = useState(() => new PendingUploads());
  const submit = methods.handleSubmit(async (data) => {
    if (!id) {
      const created = await run(() => createEntry.mutateAsync({ collection, data }), "Draft saved.");
      if (created) {
        carry("Draft saved.");
        navigate(`/e/${created.id}`);
      }
      return;
    }
    await run(() => saveEntry.mutateAsync({ id, data, base: entry?.head }), "Draft saved.");
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

  const act = (action: "submit" | "publish" | "unpublish" | "delete") => async () => {
    if (!id || !entry) return;
    if (
      action === "delete" &&
      !(await confirm.ask(
        `Delete "${entry.title}"?`,
        "Visitors will no longer see it; its history stays, and restoring a revision brings it back.",
        "Delete",
      ))
    )
      return;
    if (action === "publish") {
      const question = publishQuestion(form, entry.title, entry.data, languages.second);
      if (!(await confirm.ask(question.title, question.text, question.action, question.items))) return;
    }
    // Publish names the revision on screen: a publish repeated after a dropped connection is answered as done.
    await run(
      () => changeState.mutateAsync(action === "publish" ? { action, id, revision: entry.head } : { action, id }),
      WORDS[action] ?? "Done.",
    );
  };

  if ((id && !entry && !error) || !languages.settled) return <Loading />;
  const title = entry ? entry.title : `New ${form.singular}`;
  // The access policy holds every rule, the site content never being taken off the site among them.
  const allowed = (action: EditorAction) => can(user, action, { collection });
  const dirty = methods.formState.isDirty;
  const groups = form.fields.filter((spec) => spec.kind === "group" || spec.kind === "list");
  // A long form (more than three parts: the site content) starts with a list of its parts.
  const parts = groups.length > 3 ? groups : [];
  const pageError =
    error && !(error.field && form.fields.some((spec) => spec.name === error.field)) ? error.text : undefined;

  return (
    <>
      {!isSingleEntry(collection) && (
        <p>
          <a href={editorAddress(user.role === "faculty" ? "faculty" : collection)}>
            {user.role === "faculty" ? "My profile" : form.label}
          </a>
        </p>
      )}
      <h1>{title}</h1>
      {entry && (
        <p className="entry-state">
          State: <strong>{entry.state}</strong>.{" "}
          {entry.live ? "Visitors see a published revision." : "Visitors do not see it."}
          {entry.live && entry.pending ? " A newer revision is not published yet." : ""}
          {entry.publishAt ? ` Publishes at ${formatTime(entry.publishAt)}.` : ""}
          {entry.unpublishAt ? ` Unpublishes at ${formatTime(entry.unpublishAt)}.` : ""}
        </p>
      )}
      {entry?.note && <p className="entry-note">{entry.note}</p>}
      {parts.length > 0 && (
        // Each part is one link away; the link moves focus to the part's fieldset (its address stays the entry's).
        <nav aria-labelledby={`${formId}-parts`} className="form-parts">
          <h2 id={`${formId}-parts`}>On this form</h2>
          <ul>
            {parts.map((spec) => (
              <li key={spec.name}>
                <a
                  href={`#part-${spec.name}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(`part-${spec.name}`)?.focus();
                  }}
                >
                  {spec.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <FormProvider {...methods}>
        <SecondLanguageContext value={languages.second}>
          <PendingUploadsContext value={uploads}>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
              noValidate
              className="entry-form"
              id={formId}
            >
              {form.fields.map((spec) => (
                <EntryField
                  key={spec.name}
                  spec={spec}
                  id={parts.includes(spec) ? `part-${spec.name}` : undefined}
                  serverError={error?.field === spec.name ? error.text : undefined}
                  shownOnly={shownOnly.has(spec.name)}
                />
              ))}
            </form>
          </PendingUploadsContext>
        </SecondLanguageContext>
      </FormProvider>
      <ActionBar status={status} error={pageError}>
        <div className="actions">
          <button type="submit" form={formId} disabled={busy}>
            Save draft
          </button>
          {entry && allowed("submit") && entry.state === "draft" && (
            <button type="button" disabled={busy || dirty} onClick={() => void act("submit")()}>
              Submit for review
            </button>
          )}
          {entry && allowed("publish") && entry.state !== "deleted" && !(entry.live && !entry.pending) && (
            <button type="button" disabled={busy || dirty} onClick={() => void act("publish")()}>
              Publish
            </button>
          )}
          {conflict && (
            <button type="button" onClick={() => void reload()}>
              Reload the entry
            </button>
          )}
        </div>
        {entry && dirty && <p className="hint">Save the draft before you preview, submit or publish it.</p>}
      </ActionBar>
      {entry && (
        <div className="actions workflow">
          {(entry.state === "draft" || entry.state === "review") && !dirty && (
            <a
              className="button"
              href={`${previewPath(entry.id)}${entryPageRoute(collection, entry.data)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Preview<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          {allowed("unpublish") && entry.live && (
            <button type="button" disabled={busy} onClick={() => void act("unpublish")()}>
              Unpublish
            </button>
          )}
          {allowed("delete") && entry.state !== "deleted" && (
            <button type="button" disabled={busy} onClick={() => void act("delete")()}>
              Delete
            </button>
          )}
          <ViewOnSite entry={entry} />
        </div>
      )}
      {entry && allowed("schedule") && entry.state !== "deleted" && <ScheduleForm entry={entry} onSaved={setStatus} />}
      {entry && (
        <HistoryList
          entry={entry}
          canRestore={allowed("restore")}
          onRestore={(revision, number) =>
            void run(
              () => changeState.mutateAsync({ action: "restore", id: entry.id, revision }),
              `Revision ${number} restored as a draft.`,
            )
          }
        />
      )}
      {confirm.dialog}
    </>
  );
}
