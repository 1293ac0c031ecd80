/**
 * "Refresh publications" on the Publications collection page (issue 25), for the roles that may:
 * reads ORCID, OpenAlex, Crossref and DBLP for every faculty member with an identifier, on the
 * server, in the background; shows its progress, then its summary (and each source that failed).
 * The results wait as drafts unless "Publish the results" is ticked.
 */
import { useEffect, useId, useState } from "react";
import {
  can,
  REFRESH_SOURCE_DETAILS,
  REFRESH_SOURCES,
  type AccountUser,
  type RefreshSummaryAnswer,
} from "@dept/contract";
import { useQueryClient } from "@tanstack/react-query";
import { usePublicationRefresh, useStartPublicationRefresh } from "../api/publication-refresh";
import { queryKeys } from "../api/query-keys";
import { DataTable } from "../components/data-table";

const labels = REFRESH_SOURCES.map((source) => REFRESH_SOURCE_DETAILS[source].label);
const sourceList = `${labels.slice(0, -1).join(", ")} and ${labels.at(-1)}`;

export function RefreshPanel({ user }: { user: AccountUser }) {
  return can(user, "refreshPublications") ? <Panel /> : null;
}

function Panel() {
  const id = useId();
  const [publish, setPublish] = useState(false);
  const queryClient = useQueryClient();
  const job = usePublicationRefresh();
  const start = useStartPublicationRefresh();
  const state = job.data;
  const running = state?.state === "running" || start.isPending;
  const finished = state?.state === "done" || state?.state === "failed";

  // A finished refresh wrote entries: the list below is read again.
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: queryKeys.collections });
  }, [finished, queryClient]);

  const status = running
    ? state && state.total > 0
      ? `Reading the sources: ${state.done} of ${state.total} steps done.`
      : "Starting the refresh…"
    : state?.state === "done"
      ? `The refresh is done${state.publish ? " and its results are published" : "; its results wait as drafts for review"}.`
      : "";
  const error =
    start.error?.message ??
    job.error?.message ??
    (state?.state === "failed" ? `The refresh failed: ${state.error ?? "no reason given"}.` : undefined);

  return (
    <section className="refresh-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Refresh from {sourceList}</h2>
      <p>
        Reads the works of every faculty member whose profile has an ORCID iD, an OpenAlex author id or a DBLP person
        id. What a person corrected or hid stays as it is, and nothing is removed.
      </p>
      <div className="field">
        <label className="check-label">
          <input type="checkbox" checked={publish} onChange={(event) => setPublish(event.target.checked)} /> Publish the
          results
        </label>
        <p className="hint">Unticked, the new and changed publications wait as drafts for review.</p>
      </div>
      <button type="button" disabled={running} onClick={() => start.mutate({ publish })}>
        Refresh publications
      </button>
      {running && (
        <div className="field">
          <label htmlFor={`${id}-progress`}>Refresh progress</label>
          <progress
            id={`${id}-progress`}
            value={state?.done ?? 0}
            max={state && state.total > 0 ? state.total : undefined}
          />
        </div>
      )}
      <p role="status">{status}</p>
      {error && <p role="alert">{error}</p>}
      {state?.state === "done" && state.summary && <Summary summary={state.summary} />}
    </section>
  );
}

function Summary({ summary }: { summary: RefreshSummaryAnswer }) {
  const rows: [string, number][] = [
    ["Added", summary.added],
    ["Updated", summary.updated],
    ["Unchanged", summary.unchanged],
    ["Listed again but kept hidden", summary.hidden],
    ["Sources that failed", summary.failed.length],
  ];
  return (
    <>
      <DataTable
        label="Refresh summary"
        caption="What the refresh did"
        columns={[{ rowHeader: true, cell: ([label]) => label }, { cell: ([, count]) => count }]}
        rows={rows}
        rowKey={([label]) => label}
      />
      {summary.failed.length > 0 && (
        <DataTable
          label="Sources that failed"
          caption="Sources that failed (their publications were left as they were)"
          columns={[
            { header: "Source", cell: (failure) => REFRESH_SOURCE_DETAILS[failure.source].label },
            { header: "Faculty id", cell: (failure) => failure.faculty },
            { header: "What went wrong", cell: (failure) => failure.message },
          ]}
          rows={summary.failed}
          rowKey={(_failure, index) => index}
        />
      )}
    </>
  );
}
