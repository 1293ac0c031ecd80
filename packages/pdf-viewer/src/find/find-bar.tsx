/**
 * The search popover over pdf.js's find controller: keyword, 'Match case', 'Whole words', previous
 * and next, and the match count. Blank keywords are not searched; pdf.js escapes special characters.
 */
import { useEffect, useRef } from "react";
import { matchCountText, searchableQuery, type FindOptions, type MatchCount } from "../logic/find-query.js";
import { icons } from "../ui/icons.js";
import { useViewerText } from "../viewer-text.js";

export type FindRequest = {
  options: FindOptions;
  type: "" | "again" | "casesensitivitychange" | "entirewordchange";
  previous?: boolean;
};

export interface FindBarProps {
  options: FindOptions;
  count: MatchCount | null;
  /** Increments when the search shortcut asks for the field again while the popover is open. */
  focusRequest: number;
  onOptionsChange: (options: FindOptions) => void;
  onFind: (request: FindRequest) => void;
  onClose: () => void;
}

export function FindBar({ options, count, focusRequest, onOptionsChange, onFind, onClose }: FindBarProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { messages, format } = useViewerText();
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, [focusRequest]);

  const update = (next: FindOptions, type: FindRequest["type"]) => {
    onOptionsChange(next);
    if (searchableQuery(next.query) !== null) onFind({ options: next, type });
  };
  const step = (previous: boolean) => {
    if (searchableQuery(options.query) !== null) onFind({ options, type: "again", previous });
  };
  const hasQuery = searchableQuery(options.query) !== null;

  return (
    <div
      className="pdfv-findbar"
      role="search"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <input
        ref={inputRef}
        type="search"
        className="pdfv-find-input"
        aria-label={messages.searchField}
        placeholder={messages.searchField}
        value={options.query}
        onChange={(event) => update({ ...options, query: event.currentTarget.value }, "")}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            step(event.shiftKey);
          }
        }}
      />
      <button
        type="button"
        className="pdfv-button"
        aria-label={messages.previousMatch}
        title={messages.previousMatch}
        disabled={!hasQuery}
        onClick={() => step(true)}
      >
        {icons.up}
      </button>
      <button
        type="button"
        className="pdfv-button"
        aria-label={messages.nextMatch}
        title={messages.nextMatch}
        disabled={!hasQuery}
        onClick={() => step(false)}
      >
        {icons.down}
      </button>
      <label className="pdfv-check">
        <input
          type="checkbox"
          checked={options.matchCase}
          onChange={(event) => update({ ...options, matchCase: event.currentTarget.checked }, "casesensitivitychange")}
        />
        {messages.matchCase}
      </label>
      <label className="pdfv-check">
        <input
          type="checkbox"
          checked={options.wholeWords}
          onChange={(event) => update({ ...options, wholeWords: event.currentTarget.checked }, "entirewordchange")}
        />
        {messages.wholeWords}
      </label>
      <span className="pdfv-find-count" role="status">
        {matchCountText(count, options.query, messages, format.integer)}
      </span>
      <button
        type="button"
        className="pdfv-button"
        aria-label={messages.closeSearch}
        title={messages.closeSearch}
        onClick={onClose}
      >
        {icons.close}
      </button>
    </div>
  );
}
