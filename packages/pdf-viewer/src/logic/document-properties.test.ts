import { describe, expect, it } from "vitest";
import { viewerFormat } from "../format.js";
import { englishViewerMessages } from "../messages.js";
import { documentProperties } from "./document-properties.js";

const { fixed2, integer } = viewerFormat("en");
const texts = {
  propertyLabels: englishViewerMessages.propertyLabels,
  fileSize: englishViewerMessages.fileSize,
  fixed2,
  integer,
};

const formatDate = (raw: string) => (raw.startsWith("D:2024") ? "1 Jan 2024" : null);

describe("documentProperties", () => {
  it("lists every property in the spec's order", () => {
    const rows = documentProperties({
      fileName: "bos.pdf",
      fileSize: 2048,
      info: {
        Title: "BOS minutes",
        Author: "Dept",
        Subject: "Curriculum",
        Keywords: "bos, syllabus",
        Creator: "Writer",
        CreationDate: "D:20240101000000Z",
        ModDate: "D:20240101000000Z",
        Producer: "pdf-lib",
        PDFFormatVersion: "1.7",
      },
      pageCount: 12,
      formatDate,
      texts,
    });
    expect(rows).toEqual([
      { label: "File name", value: "bos.pdf" },
      { label: "File size", value: "2.00 kB" },
      { label: "Title", value: "BOS minutes" },
      { label: "Author", value: "Dept" },
      { label: "Subject", value: "Curriculum" },
      { label: "Keywords", value: "bos, syllabus" },
      { label: "Creator", value: "Writer" },
      { label: "Creation date", value: "1 Jan 2024" },
      { label: "Modification date", value: "1 Jan 2024" },
      { label: "PDF producer", value: "pdf-lib" },
      { label: "PDF version", value: "1.7" },
      { label: "Page count", value: "12" },
    ]);
  });

  it("shows a dash for every missing, blank or unparsable value", () => {
    const rows = documentProperties({
      fileName: null,
      fileSize: null,
      info: { Title: "  ", Author: 42, ModDate: "yesterday" },
      pageCount: null,
      formatDate,
      texts,
    });
    const values = Object.fromEntries(rows.map((row) => [row.label, row.value]));
    expect(values["File name"]).toBe("-");
    expect(values["File size"]).toBe("-");
    expect(values["Title"]).toBe("-");
    expect(values["Author"]).toBe("42");
    expect(values["Creation date"]).toBe("-");
    expect(values["Modification date"]).toBe("-");
    expect(values["PDF version"]).toBe("-");
    expect(values["Page count"]).toBe("-");
  });
});
