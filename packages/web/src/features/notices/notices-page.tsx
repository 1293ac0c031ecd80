/** Notices (spec section 2): a table of SR No., Title and Upload Date, newest first; titles open the file. */
import { FileLink } from "@dept/ui/external-link";
import { InlineError } from "../../components/inline-error";
import { Loading } from "../../components/loading";
import { PageBanner } from "../../components/page-banner";
import { feedPaths } from "@dept/contract";
import { API_BASE } from "../../config/env";
import { useCollectionList } from "../../lib/collection-list";
import { fileUrl } from "../../lib/links";
import { formatNoticeDate, sortNewestFirst } from "./notice-dates";
import "./notices.css";

export function NoticesPage() {
  const notices = useCollectionList("notices");
  return (
    <div className="page">
      <PageBanner title="Notices" />
      <div className="container notices">
        {notices.isPending ? (
          <Loading />
        ) : notices.isError ? (
          <InlineError what="the notices" onRetry={() => void notices.refetch()} />
        ) : notices.data.length === 0 ? (
          <p className="notices__empty">There are no notices at the moment.</p>
        ) : (
          <table className="notices-table">
            <caption className="visually-hidden">Notices, newest first</caption>
            <thead>
              <tr>
                <th scope="col">SR No.</th>
                <th scope="col">Title</th>
                <th scope="col">Upload Date</th>
              </tr>
            </thead>
            <tbody>
              {sortNewestFirst(notices.data).map((notice, index) => {
                const date = formatNoticeDate(notice.date);
                return (
                  <tr key={`${notice.file}-${index}`}>
                    <td className="notices-table__number">{index + 1}</td>
                    <td>
                      <FileLink href={fileUrl(notice.file)}>{notice.title}</FileLink>
                    </td>
                    <td className="notices-table__date">{date.dateTime ? <time dateTime={date.dateTime}>{date.text}</time> : date.text}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p className="feed-links">
          Subscribe to the notices: <a href={`${API_BASE}${feedPaths.noticesRss}`}>RSS feed</a>
          {" · "}
          <a href={`${API_BASE}${feedPaths.noticesAtom}`}>Atom feed</a>
        </p>
      </div>
    </div>
  );
}
