import { describe, expect, it } from "vitest";
import { downloadName, fileNameFromUrl, isPdfFile } from "./file-name.js";

describe("file names", () => {
  it("takes the decoded last path segment of a URL", () => {
    expect(fileNameFromUrl("/api/files/abc123/BOS%20Minutes%202024.pdf")).toBe("BOS Minutes 2024.pdf");
    expect(fileNameFromUrl("https://example.org/a/b.pdf?x=1")).toBe("b.pdf");
    expect(fileNameFromUrl("/")).toBeNull();
  });

  it("names a download", () => {
    expect(downloadName("bos.pdf")).toBe("bos.pdf");
    expect(downloadName("report")).toBe("report.pdf");
    expect(downloadName(null)).toBe("document.pdf");
    expect(downloadName("  ")).toBe("document.pdf");
  });

  it("accepts only .pdf files", () => {
    expect(isPdfFile({ name: "a.pdf", type: "application/pdf" })).toBe(true);
    expect(isPdfFile({ name: "A.PDF", type: "" })).toBe(true);
    expect(isPdfFile({ name: "a.txt", type: "text/plain" })).toBe(false);
    expect(isPdfFile({ name: "a.pdf", type: "image/png" })).toBe(false);
  });
});
