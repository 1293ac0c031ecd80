/**
 * The broken-link check (publishers and admins): on a click the server asks every external link of
 * the entries whether it still answers, and this page lists the ones that failed, each with the
 * entries that use it. Nothing is checked unless someone clicks. Links the server refuses to
 * request (internal addresses, other ports) come in the "Not checked" table with their reason.
 */
import { collectionForms, type LinkReport } from "@dept/contract";
import { ExternalLink } from "@dept/ui/external-link";
import { useCheckLinks } from "../api/check-links";
import { formatTime } from "../lib/format-time";
import { DataTable } from "../components/data-table";

export function LinksPage() {
  const check = useCheckLinks();
  const result = check.data;
  const checking = check.isPending;
  const error = check.error?.message;

  const summary = result
    ? `Checked ${result.total} link${result.total === 1 ? "" : "s"} at ${formatTime(result.checkedAt)}: ${result.ok} working, ${result.broken.length} broken` +
      (result.notChecked.length > 0 ? `, ${result.notChecked.length} not checked.` : ".")
    : "";

  return (
    <>
      <h1>Broken links</h1>
      <p>Checks every external link of the site&apos;s entries now; nothing is checked automatically.</p>
      <p>Each site gets a few seconds to answer, and the whole check ends within a minute.</p>
      <p>
        Links to an internal address (this server or its network) or to a port other than 80 and 443 are never
        requested: they are listed as not checked.
      </p>
      <button type="button" onClick={() => check.mutate()} disabled={checking}>
        Check links
      </button>
      <p role="status">{checking ? "Checking every link of the entries… This takes up to a minute." : summary}</p>
      {error && <p role="alert">{error}</p>}
      {result && !checking && (
        <>
          {result.broken.length === 0 ? (
            <p>No broken links among {result.total}.</p>
          ) : (
            <LinkTable caption="Broken links" links={result.broken} />
          )}
          {result.notChecked.length > 0 && <LinkTable caption="Not checked" links={result.notChecked} />}
        </>
      )}
    </>
  );
}

function LinkTable({ caption, links }: { caption: string; links: LinkReport[] }) {
  return (
    <DataTable
      label={caption}
      caption={caption}
      className="link-table"
      columns={[
        {
          header: "Link",
          className: "link-url",
          cell: (link) => <ExternalLink href={link.url}>{link.url}</ExternalLink>,
        },
        { header: "Problem", cell: (link) => link.problem },
        {
          header: "Used in",
          cell: (link) => (
            <ul className="link-uses">
              {link.usedIn.map((use) => (
                <li key={`${use.entryId} ${use.field}`}>
                  <a href={`#/e/${encodeURIComponent(use.entryId)}`}>{use.title}</a> (
                  {collectionForms[use.collection].label}, {use.field})
                </li>
              ))}
            </ul>
          ),
        },
      ]}
      rows={links}
      rowKey={(link) => link.url}
    />
  );
}
