/** The rows of the document properties dialog (spec section 3); a missing value is a dash. */
import { formatFileSize, type FileSizeTexts } from "./file-size.js";

export const MISSING = "-";

/** The dialog's labels, in its order (the viewer's messages). */
export interface PropertyLabels {
  fileName: string;
  fileSize: string;
  title: string;
  author: string;
  subject: string;
  keywords: string;
  creator: string;
  creationDate: string;
  modificationDate: string;
  producer: string;
  version: string;
  pageCount: string;
}

/** The labels and how numbers are written: the viewer's messages and formats. */
export interface PropertiesTexts extends FileSizeTexts {
  propertyLabels: PropertyLabels;
  integer: (value: number) => string;
}

export interface PropertiesInput {
  fileName: string | null;
  fileSize: number | null;
  /** The PDF information dictionary as pdf.js returns it (values may be absent or not strings). */
  info: Record<string, unknown>;
  pageCount: number | null;
  /** Turns a PDF date string (D:YYYYMMDDHHmmSS...) into display text, or null when it is not a date. */
  formatDate: (pdfDate: string) => string | null;
  texts: PropertiesTexts;
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
  const { info, texts } = input;
  const labels = texts.propertyLabels;
  return [
    { label: labels.fileName, value: text(input.fileName) },
    { label: labels.fileSize, value: input.fileSize === null ? MISSING : formatFileSize(input.fileSize, texts) },
    { label: labels.title, value: text(info["Title"]) },
    { label: labels.author, value: text(info["Author"]) },
    { label: labels.subject, value: text(info["Subject"]) },
    { label: labels.keywords, value: text(info["Keywords"]) },
    { label: labels.creator, value: text(info["Creator"]) },
    { label: labels.creationDate, value: date(info["CreationDate"], input.formatDate) },
    { label: labels.modificationDate, value: date(info["ModDate"], input.formatDate) },
    { label: labels.producer, value: text(info["Producer"]) },
    { label: labels.version, value: text(info["PDFFormatVersion"]) },
    { label: labels.pageCount, value: input.pageCount === null ? MISSING : texts.integer(input.pageCount) },
  ];
}
