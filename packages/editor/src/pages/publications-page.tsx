/** Every publication (each publish, schedule and import), newest first; a publisher can put an earlier one back. */
import { useCallback, useEffect, useState } from "react";
import { mayDo, type AccountUser, type PublicationInfo } from "@dept/contract";
import { call } from "./api";
import { formatTime } from "./entry-history";
import { useConfirm } from "./confirm-dialog";

export function PublicationsPage({ user }: { user: AccountUser }) {
  const [publications, setPublications] = useState<PublicationInfo[] | undefined>();
  const [status, setStatus] = useState("");
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirm();
  const reload = useCallback(
    () => call<{ publications: PublicationInfo[] }>("GET", "publications").then((data) => setPublications(data.publications), (caught: unknown) => setError(String(caught))),
    [],
  );
  useEffect(() => void reload(), [reload]);

  const restore = async (version: number) => {
    if (!(await confirm.ask(`Restore version ${version}?`, `Visitors will see what they saw in version ${version}: every entry returns to its revision of then. Nothing is lost; this makes a new version.`, "Restore"))) return;
    setError(undefined);
    try {
      const { version: made } = await call<{ version: number }>("POST", `publications/${version}/restore`);
      setStatus(`Version ${version} restored: visitors see it now, as version ${made}.`);
      await reload();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  };

  return (
    <>
      <h1>Publications</h1>
      <p role="status">{status}</p>
      {error && <p role="alert">{error}</p>}
      {!publications && !error && <p>loading</p>}
      {publications && (
        <div className="table-scroll">
          <table>
            <caption>What visitors were shown, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Version</th>
                <th scope="col">When</th>
                <th scope="col">By</th>
                <th scope="col">What</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {publications.map((publication, index) => (
                <tr key={publication.version}>
                  <td>{publication.version}</td>
                  <td>{formatTime(publication.at)}</td>
                  <td>{publication.actor}</td>
                  <td>{publication.summary}</td>
                  <td>
                    {index > 0 && mayDo(user.role, "restore") && (
                      <button type="button" onClick={() => void restore(publication.version)}>
                        Restore version {publication.version}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {confirm.dialog}
    </>
  );
}
