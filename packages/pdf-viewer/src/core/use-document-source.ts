/**
 * Which document the viewer shows: a file opened from disk replaces the host's `url` or `file`
 * until the host gives another one; the name shown in the properties and used for downloads.
 */
import { useMemo, useState } from "react";
import { fileNameFromUrl } from "../logic/file-name.js";
import type { DocumentSourceInput } from "./use-pdf-document.js";

export function useDocumentSource(url: string | undefined, file: File | undefined, givenName: string | undefined) {
  const [localFile, setLocalFile] = useState<{ file: File; for: [string | undefined, File | undefined] } | null>(null);
  const opened = localFile && localFile.for[0] === url && localFile.for[1] === file ? localFile.file : null;
  const source = useMemo<DocumentSourceInput | null>(() => {
    if (opened) return { kind: "file", file: opened };
    if (file) return { kind: "file", file };
    if (url) return { kind: "url", url };
    return null;
  }, [opened, file, url]);
  const fileName = opened?.name ?? givenName ?? file?.name ?? (url ? fileNameFromUrl(url) : null);
  /** Shows a file the visitor opened, in place of the host's document. */
  const openLocalFile = (chosen: File) => setLocalFile({ file: chosen, for: [url, file] });
  return { source, fileName, opened, openLocalFile };
}
