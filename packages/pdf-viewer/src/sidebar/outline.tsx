/** The document outline (bookmarks) as a nested list; a click follows the destination. */
import { useEffect, useState } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import { useViewerText } from "../viewer-text.js";

type OutlineNode = Awaited<ReturnType<PDFDocumentProxy["getOutline"]>>[number];

export interface OutlineProps {
  pdfDocument: PDFDocumentProxy;
  onNavigate: (dest: string | unknown[]) => void;
}

function isWebUrl(url: string | null): url is string {
  return url !== null && /^https?:\/\//i.test(url);
}

function OutlineList({ nodes, onNavigate }: { nodes: OutlineNode[]; onNavigate: OutlineProps["onNavigate"] }) {
  return (
    <ul className="pdfv-outline">
      {nodes.map((node, index) => (
        <li key={index}>
          {isWebUrl(node.url) ? (
            <a className="pdfv-outline-item" href={node.url} target="_blank" rel="noopener noreferrer">
              {node.title}
            </a>
          ) : (
            <button
              type="button"
              className="pdfv-outline-item"
              disabled={!node.dest}
              onClick={() => node.dest && onNavigate(node.dest)}
            >
              {node.title}
            </button>
          )}
          {node.items.length > 0 && <OutlineList nodes={node.items as OutlineNode[]} onNavigate={onNavigate} />}
        </li>
      ))}
    </ul>
  );
}

export function Outline({ pdfDocument, onNavigate }: OutlineProps) {
  const { messages } = useViewerText();
  const [outline, setOutline] = useState<OutlineNode[] | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    pdfDocument.getOutline().then(
      (nodes) => !cancelled && setOutline(nodes?.length ? nodes : null),
      () => !cancelled && setOutline(null),
    );
    return () => {
      cancelled = true;
    };
  }, [pdfDocument]);

  if (outline === undefined) return null;
  if (outline === null) return <p className="pdfv-empty">{messages.noBookmark}</p>;
  return (
    <div className="pdfv-sidebar-scroll">
      <OutlineList nodes={outline} onNavigate={onNavigate} />
    </div>
  );
}
