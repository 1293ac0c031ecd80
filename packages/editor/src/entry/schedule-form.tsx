/**
 * An entry's schedule: publish at, unpublish at, typed in the site's time zone (a datetime-local
 * field's wall time), sent as instants and checked by the contract's schedule schema.
 */
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { isSingleEntry, scheduleBody, type EntryDetail } from "@dept/contract";
import { useSaveSchedule } from "../api/save-schedule";
import { Field, FormError, splitError } from "../components/form";
import { siteTimeZone } from "../lib/api-client";
import { instantToZoned, zonedToInstant } from "../lib/zoned-time";

const wallTimes = z.object({ publishAt: z.string(), unpublishAt: z.string() });
type WallTimes = z.infer<typeof wallTimes>;
const instant = (wall: string) => (wall ? zonedToInstant(wall, siteTimeZone) : null);
const schedule = wallTimes
  .transform((times) => ({ publishAt: instant(times.publishAt), unpublishAt: instant(times.unpublishAt) }))
  .pipe(scheduleBody);
const wall = (iso: string | null) => (iso ? instantToZoned(iso, siteTimeZone) : "");

interface Props {
  entry: EntryDetail;
  onSaved: (words: string) => void;
}

/** A saved schedule is a new form, showing the times as saved. */
export function ScheduleForm(props: Props) {
  return <ScheduleFields key={`${props.entry.publishAt}-${props.entry.unpublishAt}`} {...props} />;
}

function ScheduleFields({ entry, onSaved }: Props) {
  const saving = useSaveSchedule();
  const { register, handleSubmit, formState } = useForm<WallTimes, unknown, z.output<typeof schedule>>({
    defaultValues: { publishAt: wall(entry.publishAt), unpublishAt: wall(entry.unpublishAt) },
    resolver: zodResolver(schedule),
  });
  const save = (times: { publishAt: string | null; unpublishAt: string | null }, words: string) =>
    saving.mutate({ id: entry.id, ...times }, { onSuccess: () => onSaved(words) });
  const submit = handleSubmit((times) => save(times, "Schedule saved."));
  const checked = Object.entries(formState.errors).map(([field, error]) => ({
    field,
    text: String(error?.message),
  }))[0];
  const problem = splitError(saving.error?.message) ?? checked;
  return (
    <form className="schedule" onSubmit={(event) => void submit(event)} noValidate>
      <h2>Schedule</h2>
      <p className="hint">
        Times in {siteTimeZone}. The newest revision is published at its time; leave a time empty for none.
      </p>
      <Field label="Publish at" name="publishAt" error={problem}>
        {(props) => <input {...props} {...register("publishAt")} type="datetime-local" />}
      </Field>
      {/* The site content is never taken off the site. */}
      {!isSingleEntry(entry.collection) && (
        <Field label="Unpublish at" name="unpublishAt" error={problem}>
          {(props) => <input {...props} {...register("unpublishAt")} type="datetime-local" />}
        </Field>
      )}
      <FormError error={problem} />
      <div className="actions">
        <button type="submit">Set schedule</button>
        {(entry.publishAt || entry.unpublishAt) && (
          <button type="button" onClick={() => save({ publishAt: null, unpublishAt: null }, "Schedule cleared.")}>
            Clear schedule
          </button>
        )}
      </div>
    </form>
  );
}
