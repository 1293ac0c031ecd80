/** Names for the properties dialog and downloads. */

const FALLBACK = "document.pdf";

/** The last path segment of a URL, decoded; null when there is none. */
export function fileNameFromUrl(url: string): string | null {
  let path: string;
  try {
    path = new URL(url, "http://localhost/").pathname;
  } catch {
    return null;
  }
  const last = path.split("/").filter(Boolean).pop();
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

export function downloadName(fileName: string | null): string {
  const name = fileName?.trim();
  if (!name) return FALLBACK;
  return /\.pdf$/i.test(name) ? name : `${name}.pdf`;
}

/** The open-file control takes only .pdf files (spec section 5). */
export function isPdfFile(file: { name: string; type: string }): boolean {
  return /\.pdf$/i.test(file.name) && (file.type === "" || file.type === "application/pdf");
}
