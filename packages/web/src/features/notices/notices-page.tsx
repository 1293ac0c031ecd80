/** Notices (spec section 2): a table of SR No., Title and Upload Date, newest first; titles open the file. */
import { FileLink } from "../../components/links";
import { InlineError } from "../../components/inline-error";
import { Loading } from "../../components/loading";
import { PageBanner } from "../../components/page-banner";
import { feedPathsIn } from "@dept/contract";
import { API_BASE } from "../../config/env";
import { fallbackLang } from "../../i18n/fallback";
import { useLanguage, useT } from "../../i18n/i18n";
import { useCollectionList } from "../../lib/collection-list";
import { fileUrl } from "../../lib/links";
import { formatNoticeDate, sortNewestFirst } from "./notice-dates";
import "./notices.css";

export function NoticesPage() {
  const notices = useCollectionList("notices");
  const t = useT();
  const text = t.notices;
  const lang = useLanguage();
  const feeds = feedPathsIn(lang);
  return (
    <div className="page">
      <PageBanner title={t.collections.notices.title} />
      <div className="container notices">
        {notices.isPending ? (
          <Loading />
        ) : notices.isError ? (
          <InlineError what={text.what} onRetry={() => void notices.refetch()} />
        ) : notices.data.length === 0 ? (
          <p className="notices__empty">{text.empty}</p>
        ) : (
          <table className="notices-table">
            <caption className="visually-hidden">{text.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{text.number}</th>
                <th scope="col">{text.title}</th>
                <th scope="col">{text.date}</th>
              </tr>
            </thead>
            <tbody>
              {sortNewestFirst(notices.data).map((notice, index) => {
                const date = formatNoticeDate(notice.date, lang);
                // A file only in English: the link says so (GIGW), in the page's language.
                const englishFile = fallbackLang(notice, "file") !== undefined;
                return (
                  <tr key={`${notice.file}-${index}`}>
                    <td className="notices-table__number">{index + 1}</td>
                    <td>
                      <FileLink href={fileUrl(notice.file)} lang={fallbackLang(notice, "title")}>
                        {notice.title}
                      </FileLink>
                      {englishFile && <span className="notices-table__language"> {t.common.inEnglish}</span>}
                    </td>
                    <td className="notices-table__date">
                      {date.dateTime ? <time dateTime={date.dateTime}>{date.text}</time> : date.text}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <p className="feed-links">
          {text.subscribe} <a href={`${API_BASE}${feeds.noticesRss}`}>{text.rss}</a>
          {" · "}
          <a href={`${API_BASE}${feeds.noticesAtom}`}>{text.atom}</a>
        </p>
      </div>
    </div>
  );
}
