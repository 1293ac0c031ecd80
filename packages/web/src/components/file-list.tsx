/** A list of links to stored files (PDFs), each opening in a new tab, or a note when there are none. */
import { fileUrl } from "../lib/links";
import { FileLink } from "./links";
import "./file-list.css";

export interface FileEntry {
  key: string;
  label: string;
  /** The stored path, in the API's form. */
  file: string;
  /** "en" when the label is English on a page in another language (a fallback). */
  lang?: "en";
}

export function FileList({ entries, emptyText }: { entries: readonly FileEntry[]; emptyText: string }) {
  if (entries.length === 0) return <p className="empty-note">{emptyText}</p>;
  return (
    <ul className="file-list">
      {entries.map((entry) => (
        <li key={entry.key}>
          <FileLink href={fileUrl(entry.file)} className="file-list__link">
            <span aria-hidden="true" className="file-list__icon">
              PDF
            </span>
            <span className="file-list__label" lang={entry.lang}>
              {entry.label}
            </span>
          </FileLink>
        </li>
      ))}
    </ul>
  );
}
