/** A banner and the list of a document collection (MOM, schemes), each file opening in a new tab. */
import type { UseQueryResult } from "@tanstack/react-query";
import type { TitledFile } from "@dept/contract";
import { FileList } from "../../../components/file-list";
import { PageBanner } from "../../../components/page-banner";
import { QueryContent } from "../../../components/query-content";
import { fallbackLang } from "../../../i18n/fallback";
import { useT } from "../../../i18n/i18n";
import "./document-list.css";

interface Props {
  title: string;
  query: UseQueryResult<TitledFile[]>;
  /** What the list holds, for the empty and error messages ("minutes of meetings"). */
  what: string;
}

export function DocumentListPage({ title, query, what }: Props) {
  const t = useT();
  return (
    <div className="page">
      <PageBanner title={title} />
      <div className="container document-list">
        <QueryContent query={query} what={t.common.listWhat(what)}>
          {(documents) => (
            <FileList
              entries={documents.map((document, index) => ({
                key: `${index}`,
                label: document.title,
                file: document.file,
                lang: fallbackLang(document, "title"),
              }))}
              emptyText={t.common.noneYet(what)}
            />
          )}
        </QueryContent>
      </div>
    </div>
  );
}
