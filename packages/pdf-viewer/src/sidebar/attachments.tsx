/** Files embedded in the document; a click downloads one. */
import { useEffect, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { saveBlob } from "../core/save-blob.js";
import { useViewerText } from "../viewer-text.js";

interface AttachmentEntry {
  id: string;
  filename: string;
  description: string;
  content: Uint8Array | null;
}

export function Attachments({ pdfDocument }: { pdfDocument: PDFDocumentProxy }) {
  const { messages } = useViewerText();
  const [entries, setEntries] = useState<AttachmentEntry[] | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    pdfDocument.getAttachments().then(
      (attachments) => {
        if (cancelled) return;
        const list = attachments
          ? [...attachments].map(([id, item]) => ({
              id,
              filename: item.filename || id,
              description: item.description ?? "",
              content: item.content ?? null,
            }))
          : [];
        setEntries(list.length > 0 ? list : null);
      },
      () => !cancelled && setEntries(null),
    );
    return () => {
      cancelled = true;
    };
  }, [pdfDocument]);

  const download = async (entry: AttachmentEntry) => {
    const content = entry.content ?? (await pdfDocument.getAttachmentContent(entry.id));
    if (!content) return;
    saveBlob(new Blob([content as Uint8Array<ArrayBuffer>], { type: "application/octet-stream" }), entry.filename);
  };

  if (entries === undefined) return null;
  if (entries === null) return <p className="pdfv-empty">{messages.noAttachment}</p>;
  return (
    <div className="pdfv-sidebar-scroll">
      <ul className="pdfv-attachments">
        {entries.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="pdfv-outline-item"
              title={entry.description || undefined}
              onClick={() => void download(entry)}
            >
              {entry.filename}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
