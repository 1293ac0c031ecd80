/** The sidebar with the tabs Thumbnail, Bookmark and Attachment (tabs pattern, arrow keys move). */
import { useRef, type KeyboardEvent } from "react";
import type { PDFDocumentProxy } from "pdfjs-dist";
import type { SidebarTab } from "../actions.js";
import type { PageStore } from "../core/page-store.js";
import { useViewerText } from "../viewer-text.js";
import { Attachments } from "./attachments.js";
import { Outline } from "./outline.js";
import { Thumbnails } from "./thumbnails.js";

/** The tabs in order, with the message that names each. */
const TABS = [
  { tab: "thumbnails", message: "thumbnails" },
  { tab: "outline", message: "bookmarks" },
  { tab: "attachments", message: "attachments" },
] as const satisfies readonly { tab: SidebarTab; message: string }[];

export interface SidebarProps {
  id: string;
  pdfDocument: PDFDocumentProxy;
  tab: SidebarTab;
  pages: PageStore;
  rotation: number;
  onTabChange: (tab: SidebarTab) => void;
  onGoToPage: (page: number) => void;
  onGoToDestination: (dest: string | unknown[]) => void;
}

export function Sidebar({
  id,
  pdfDocument,
  tab,
  pages,
  rotation,
  onTabChange,
  onGoToPage,
  onGoToDestination,
}: SidebarProps) {
  const { messages } = useViewerText();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = TABS.findIndex((entry) => entry.tab === tab);
    const delta =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? -1
          : 0;
    if (delta === 0) return;
    event.preventDefault();
    event.stopPropagation();
    const next = (index + delta + TABS.length) % TABS.length;
    onTabChange(TABS[next]!.tab);
    tabRefs.current[next]?.focus();
  };

  return (
    <aside id={id} className="pdfv-sidebar" aria-label={messages.sidebar}>
      <div role="tablist" aria-label={messages.sidebar} className="pdfv-tabs" onKeyDown={onKeyDown}>
        {TABS.map((entry, index) => (
          <button
            key={entry.tab}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${entry.tab}`}
            aria-selected={tab === entry.tab}
            aria-controls={`${id}-panel`}
            tabIndex={tab === entry.tab ? 0 : -1}
            className="pdfv-tab"
            onClick={() => onTabChange(entry.tab)}
          >
            {messages[entry.message]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`} className="pdfv-tabpanel">
        {tab === "thumbnails" && (
          <Thumbnails pdfDocument={pdfDocument} pages={pages} rotation={rotation} onSelect={onGoToPage} />
        )}
        {tab === "outline" && <Outline pdfDocument={pdfDocument} onNavigate={onGoToDestination} />}
        {tab === "attachments" && <Attachments pdfDocument={pdfDocument} />}
      </div>
    </aside>
  );
}
