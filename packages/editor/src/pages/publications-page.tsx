/** The publish history (#/history): every publication (each publish, schedule and import), newest first; a publisher can put an earlier one back. */
import { useState } from "react";
import { can, type AccountUser } from "@dept/contract";
import { usePublications } from "../api/get-publications";
import { useRestorePublication } from "../api/restore-publication";
import { useConfirm } from "../components/confirm-dialog";
import { formatTime } from "../lib/format-time";
import { DataTable } from "../components/data-table";
import { QueryState } from "../components/query-state";

export function PublicationsPage({ user }: { user: AccountUser }) {
  const { data: publications, error: loadError } = usePublications();
  const restoring = useRestorePublication();
  const [status, setStatus] = useState("");
  const error = restoring.error ? restoring.error.message : publications ? undefined : loadError && String(loadError);
  const confirm = useConfirm();

  const restore = async (version: number) => {
    if (
      !(await confirm.ask(
        `Restore version ${version}?`,
        `Visitors will see what they saw in version ${version}: every entry returns to its revision of then. Nothing is lost; this makes a new version.`,
        "Restore",
      ))
    )
      return;
    restoring.mutate(version, {
      onSuccess: ({ version: made }) =>
        setStatus(`Version ${version} restored: visitors see it now, as version ${made}.`),
    });
  };

  return (
    <>
      <h1>Publish history</h1>
      <p role="status">{status}</p>
      <QueryState data={publications} error={error}>
        {(publications) => (
          <DataTable
            label="Publish history"
            caption="What visitors were shown, newest first"
            columns={[
              { header: "Version", cell: (publication) => publication.version },
              { header: "When", cell: (publication) => formatTime(publication.at) },
              { header: "By", cell: (publication) => publication.actor },
              { header: "What", cell: (publication) => publication.summary },
              {
                header: "Actions",
                cell: (publication, index) =>
                  index > 0 &&
                  can(user, "restorePublication") && (
                    <button type="button" onClick={() => void restore(publication.version)}>
                      Restore version {publication.version}
                    </button>
                  ),
              },
            ]}
            rows={publications}
            rowKey={(publication) => publication.version}
          />
        )}
      </QueryState>
      {confirm.dialog}
    </>
  );
}
