import { describe, expect, it } from "vitest";
import { viewerFormat } from "../format.js";
import { englishViewerMessages } from "../messages.js";
import { formatFileSize as format } from "./file-size.js";

const english = { fixed2: viewerFormat("en").fixed2, fileSize: englishViewerMessages.fileSize };
const formatFileSize = (bytes: number) => format(bytes, english);

describe("formatFileSize", () => {
  it("uses B, kB, MB, GB and TB with 2 decimals", () => {
    expect(formatFileSize(0)).toBe("0.00 B");
    expect(formatFileSize(1023)).toBe("1023.00 B");
    expect(formatFileSize(1024)).toBe("1.00 kB");
    expect(formatFileSize(1536)).toBe("1.50 kB");
    expect(formatFileSize(5 * 1024 ** 2)).toBe("5.00 MB");
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe("2.25 GB");
    expect(formatFileSize(3 * 1024 ** 4)).toBe("3.00 TB");
    expect(formatFileSize(2048 * 1024 ** 4)).toBe("2048.00 TB");
  });

  it("shows a dash for an unknown size", () => {
    expect(formatFileSize(Number.NaN)).toBe("-");
    expect(formatFileSize(-1)).toBe("-");
  });
});
