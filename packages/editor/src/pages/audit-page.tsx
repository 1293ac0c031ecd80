import { useState } from "react";
import { AUDIT_PAGE_SIZE as PAGE_SIZE, useAudit } from "../api/get-audit";
import { DataTable } from "../components/data-table";
import { QueryState } from "../components/query-state";
import { formatTimeWithSeconds, siteTimeZoneName } from "../lib/format-time";

/** The audit log, newest first, read only: nothing in the editor can change it. */
export function AuditPage() {
  const [offset, setOffset] = useState(0);
  const audit = useAudit(offset);

  return (
    <>
      <h1>Audit log</h1>
      <QueryState data={audit.data} error={audit.error?.message}>
        {(data) => (
          <>
            <DataTable
              label="Audit log"
              caption={
                <>
                  Entries {data.total === 0 ? 0 : offset + 1} to {Math.min(offset + PAGE_SIZE, data.total)} of{" "}
                  {data.total}, newest first (times in {siteTimeZoneName()})
                </>
              }
              columns={[
                { header: "Time", cell: (entry) => formatTimeWithSeconds(entry.at) },
                { header: "Account", cell: (entry) => entry.actor },
                { header: "Action", cell: (entry) => entry.action },
                { header: "Subject", cell: (entry) => entry.target },
                { header: "Address", cell: (entry) => entry.address },
              ]}
              rows={data.entries}
              rowKey={(entry, i) => `${entry.at}-${i}`}
            />
            <div className="pager">
              <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
                Newer
              </button>
              <button
                type="button"
                disabled={offset + PAGE_SIZE >= data.total}
                onClick={() => setOffset(offset + PAGE_SIZE)}
              >
                Older
              </button>
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
