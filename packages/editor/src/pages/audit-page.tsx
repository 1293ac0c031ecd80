import { useState } from "react";
import { AUDIT_PAGE_SIZE as PAGE_SIZE, useAudit } from "../api/get-audit";
import { TableScroll } from "../components/table-scroll";

const time = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" });

/** The audit log, newest first, read only: nothing in the editor can change it. */
export function AuditPage() {
  const [offset, setOffset] = useState(0);
  const audit = useAudit(offset);
  const data = audit.data;
  const error = audit.error?.message;

  return (
    <>
      <h1>Audit log</h1>
      {error && <p role="alert">{error}</p>}
      {!data && !error && <p>loading</p>}
      {data && (
        <>
          <TableScroll label={"Audit log"}>
            <table>
              <caption>
                Entries {data.total === 0 ? 0 : offset + 1} to {Math.min(offset + PAGE_SIZE, data.total)} of{" "}
                {data.total}, newest first (times in India Standard Time)
              </caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Account</th>
                  <th scope="col">Action</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Address</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry, i) => (
                  <tr key={`${entry.at}-${i}`}>
                    <td>{time.format(new Date(entry.at))}</td>
                    <td>{entry.actor}</td>
                    <td>{entry.action}</td>
                    <td>{entry.target}</td>
                    <td>{entry.address}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
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
    </>
  );
}
