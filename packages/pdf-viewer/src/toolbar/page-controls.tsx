/** The toolbar's buttons and its page controls (previous, the page number box, next). */
import { useState, type ReactNode } from "react";
import type { ViewerAction } from "../actions.js";
import { usePage, type PageStore } from "../core/page-store.js";
import { resolvePageInput, stepPage } from "../logic/page-number.js";
import { icons } from "../ui/icons.js";
import { useViewerText } from "../viewer-text.js";

export function ToolButton(props: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
}) {
  return (
    <button
      type="button"
      className="pdfv-button"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      aria-pressed={props.pressed}
      aria-expanded={props.expanded}
      aria-controls={props.controls}
      onClick={props.onClick}
    >
      {props.icon}
    </button>
  );
}

/** Previous page, the page number box and next page. */
export function PageControls({
  pages,
  pageCount,
  disabled,
  onAction,
}: {
  pages: PageStore;
  pageCount: number;
  disabled: boolean;
  onAction: (action: ViewerAction) => void;
}) {
  const page = usePage(pages);
  const { messages, format } = useViewerText();
  // The box shows what the visitor types until Enter or blur; then it shows the current page again.
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <>
      <ToolButton
        label={messages.previousPage}
        icon={icons.up}
        onClick={() => onAction({ type: "page-previous" })}
        disabled={disabled || page <= 1}
      />
      <span className="pdfv-page-box">
        <input
          className="pdfv-page-input"
          type="text"
          inputMode="numeric"
          aria-label={messages.pageNumber}
          disabled={disabled}
          value={draft ?? (pageCount > 0 ? String(page) : "")}
          size={Math.max(2, String(pageCount).length)}
          onFocus={(event) => event.currentTarget.select()}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={() => setDraft(null)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              onAction({ type: "go-to-page", page: resolvePageInput(event.currentTarget.value, page, pageCount) });
              setDraft(null);
            } else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
              if (event.altKey || event.ctrlKey || event.metaKey) return;
              event.preventDefault();
              onAction({ type: "go-to-page", page: stepPage(page, event.key === "ArrowUp" ? -1 : 1, pageCount) });
              setDraft(null);
            }
          }}
        />
        <span className="pdfv-page-count">{pageCount > 0 ? messages.pageCount(format.integer(pageCount)) : ""}</span>
      </span>
      <ToolButton
        label={messages.nextPage}
        icon={icons.down}
        onClick={() => onAction({ type: "page-next" })}
        disabled={disabled || page >= pageCount}
      />
    </>
  );
}
