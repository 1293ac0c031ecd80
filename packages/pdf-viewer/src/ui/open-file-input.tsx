/** The hidden file input behind "Open file": a chosen PDF opens, anything else is reported as not one. */
import type { RefObject } from "react";
import { isPdfFile } from "../logic/file-name.js";

interface Props {
  inputRef: RefObject<HTMLInputElement | null>;
  onOpen: (file: File) => void;
  /** Whether the last file chosen was not a PDF. */
  onNotPdf: (notPdf: boolean) => void;
}

export function OpenFileInput({ inputRef, onOpen, onNotPdf }: Props) {
  return (
    <input
      ref={inputRef}
      type="file"
      accept=".pdf,application/pdf"
      hidden
      tabIndex={-1}
      onChange={(event) => {
        const chosen = event.currentTarget.files?.[0];
        event.currentTarget.value = "";
        if (!chosen) return;
        const isPdf = isPdfFile(chosen);
        onNotPdf(!isPdf);
        if (isPdf) onOpen(chosen);
      }}
    />
  );
}
