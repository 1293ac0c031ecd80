/** The rows of the document properties dialog (spec section 3); a missing value is a dash. */
import { formatFileSize } from "./file-size.js";

export const MISSING = "-";

export interface PropertiesInput {
  fileName: string | null;
  fileSize: number | null;
  /** The PDF information dictionary as pdf.js returns it (values may be absent or not strings). */
  info: Record<string, unknown>;
  pageCount: number | null;
  /** Turns a PDF date string (D:YYYYMMDDHHmmSS...) into display text, or null when it is not a date. */
  formatDate: (pdfDate: string) => string | null;
}

export interface PropertyRow {
  label: string;
  value: string;
}

function text(value: unknown): string {
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return MISSING;
}

function date(value: unknown, formatDate: PropertiesInput["formatDate"]): string {
  if (typeof value !== "string" || value.trim() === "") return MISSING;
  return formatDate(value) ?? MISSING;
}

export function documentProperties(input: PropertiesInput): PropertyRow[] {
  const { info } = input;
  return [
    { label: "File name", value: text(input.fileName) },
    { label: "File size", value: input.fileSize === null ? MISSING : formatFileSize(input.fileSize) },
    { label: "Title", value: text(info["Title"]) },
    { label: "Author", value: text(info["Author"]) },
    { label: "Subject", value: text(info["Subject"]) },
    { label: "Keywords", value: text(info["Keywords"]) },
    { label: "Creator", value: text(info["Creator"]) },
    { label: "Creation date", value: date(info["CreationDate"], input.formatDate) },
    { label: "Modification date", value: date(info["ModDate"], input.formatDate) },
    { label: "PDF producer", value: text(info["Producer"]) },
    { label: "PDF version", value: text(info["PDFFormatVersion"]) },
    { label: "Page count", value: input.pageCount === null ? MISSING : String(input.pageCount) },
  ];
}
