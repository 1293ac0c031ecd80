/** A list of links to stored files (PDFs), each opening in a new tab, or a note when there are none. */
import { fileUrl } from "../lib/links";
import { FileLink } from "@dept/ui/external-link";
import "./file-list.css";

export interface FileEntry {
  key: string;
  label: string;
  /** The stored path, in the API's form. */
  file: string;
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
            <span className="file-list__label">{entry.label}</span>
          </FileLink>
        </li>
      ))}
    </ul>
  );
}
