/** The document properties dialog (spec section 3). */
import { useEffect, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { PDFDateString } from "../core/pdfjs-setup.js";
import { documentProperties, type PropertyRow } from "../logic/document-properties.js";
import { Dialog } from "../ui/dialog.js";
import { useViewerText } from "../viewer-text.js";

export interface PropertiesDialogProps {
  open: boolean;
  pdfDocument: PDFDocumentProxy;
  fileName: string | null;
  fileSize: number | null;
  onClose: () => void;
}

export function PropertiesDialog({ open, pdfDocument, fileName, fileSize, onClose }: PropertiesDialogProps) {
  const { messages, format } = useViewerText();
  const [rows, setRows] = useState<PropertyRow[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const size =
      fileSize !== null
        ? Promise.resolve(fileSize)
        : pdfDocument.getDownloadInfo().then(
            (info) => info.length,
            () => null,
          );
    void Promise.all([pdfDocument.getMetadata().catch(() => ({ info: {} })), size]).then(([metadata, length]) => {
      if (cancelled) return;
      setRows(
        documentProperties({
          fileName,
          fileSize: length,
          info: metadata.info as Record<string, unknown>,
          pageCount: pdfDocument.numPages,
          formatDate: (raw) => {
            const date = PDFDateString.toDateObject(raw);
            return date ? format.dateTime(date) : null;
          },
          texts: {
            propertyLabels: messages.propertyLabels,
            fileSize: messages.fileSize,
            fixed2: format.fixed2,
            integer: format.integer,
          },
        }),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [open, pdfDocument, fileName, fileSize, messages, format]);

  return (
    <Dialog open={open} title={messages.properties} onClose={onClose} className="pdfv-properties">
      <div className="pdfv-dialog-body">
        {rows && (
          <dl className="pdfv-properties-list">
            {rows.map((row) => (
              <div key={row.label} className="pdfv-properties-row">
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <div className="pdfv-dialog-actions">
          <button type="button" className="pdfv-text-button pdfv-primary" autoFocus onClick={onClose}>
            {messages.close}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
