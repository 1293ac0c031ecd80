/** File size in B, kB, MB, GB or TB with 2 decimals (spec section 3), in steps of 1024. */

export type FileSizeUnit = "B" | "kB" | "MB" | "GB" | "TB";

const UNITS: readonly FileSizeUnit[] = ["B", "kB", "MB", "GB", "TB"];

/** How a size is written: its two-decimal number, and the number with its unit (the viewer's messages). */
export interface FileSizeTexts {
  fixed2: (value: number) => string;
  fileSize: (value: string, unit: FileSizeUnit) => string;
}

export function formatFileSize(bytes: number, texts: FileSizeTexts): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "-";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return texts.fileSize(texts.fixed2(value), UNITS[unit]!);
}
