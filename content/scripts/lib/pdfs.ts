/** Text PDFs laid out with pdf-lib's standard fonts, so pdf.js can extract and search their text.
 * Dates and producer are fixed so that two runs give the same bytes. */
import {
  PDFArray,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  StandardFonts,
  rgb,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from "pdf-lib";

/** Every generated PDF claims this moment, so its bytes do not depend on when it was made. */
export const FIXED_DATE = new Date("2026-01-15T09:30:00Z");

export interface PdfTable {
  columns: string[];
  rows: string[][];
  /** Relative column widths; equal by default. */
  widths?: number[];
}

export interface PdfSection {
  heading?: string;
  /** 1 = chapter, 2 = sub-section; only used for the outline. */
  level?: 1 | 2;
  /** Start this section on a fresh page. */
  newPage?: boolean;
  paragraphs?: string[];
  bullets?: string[];
  table?: PdfTable;
}

export interface PdfAttachment {
  name: string;
  mimeType: string;
  description: string;
  bytes: Uint8Array;
}

export interface PdfSpec {
  title: string;
  subject: string;
  author: string;
  keywords: string[];
  /** Line printed at the top of every page (the issuing body). */
  letterhead: string;
  sections: PdfSection[];
  /** Build a document outline (bookmarks) from the section headings. */
  outline?: boolean;
  attachment?: PdfAttachment;
}

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const BODY_SIZE = 10.5;
const LINE = 15;

/** Helvetica in pdf-lib only encodes WinAnsi; keep the text plain ASCII to be safe. */
function plain(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/\u2026/g, "...")
    .replace(/[^\x20-\x7e]/g, " ");
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of plain(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface OutlineEntry {
  title: string;
  level: 1 | 2;
  page: PDFRef;
  top: number;
}

class Layout {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly letterhead: string,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.page.drawText(plain(this.letterhead), { x: MARGIN, y: PAGE_HEIGHT - 36, size: 8.5, font: this.fonts.regular, color: rgb(0.35, 0.35, 0.4) });
    this.page.drawLine({ start: { x: MARGIN, y: PAGE_HEIGHT - 42 }, end: { x: PAGE_WIDTH - MARGIN, y: PAGE_HEIGHT - 42 }, thickness: 0.6, color: rgb(0.6, 0.6, 0.65) });
    this.y = PAGE_HEIGHT - 70;
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN + 20) this.newPage();
  }

  text(line: string, options: { size?: number; bold?: boolean; indent?: number; colour?: [number, number, number] } = {}): void {
    const size = options.size ?? BODY_SIZE;
    this.ensure(size + 4);
    const [r, g, b] = options.colour ?? [0.1, 0.1, 0.12];
    this.page.drawText(line, { x: MARGIN + (options.indent ?? 0), y: this.y, size, font: options.bold ? this.fonts.bold : this.fonts.regular, color: rgb(r, g, b) });
    this.y -= Math.max(LINE, size * 1.4);
  }

  paragraph(text: string, indent = 0, firstLinePrefix = ""): void {
    const width = PAGE_WIDTH - 2 * MARGIN - indent - 12;
    wrap(text, this.fonts.regular, BODY_SIZE, width).forEach((line, index) => {
      this.text(index === 0 ? `${firstLinePrefix}${line}` : line, { indent: index === 0 || !firstLinePrefix ? indent : indent + 12 });
    });
    this.y -= 4;
  }

  table(table: PdfTable): void {
    const total = PAGE_WIDTH - 2 * MARGIN;
    const weights = table.widths ?? table.columns.map(() => 1);
    const sum = weights.reduce((a, b) => a + b, 0);
    const widths = weights.map((weight) => (weight / sum) * total);
    const drawRow = (cells: string[], bold: boolean): void => {
      const wrapped = cells.map((cell, index) => wrap(cell, bold ? this.fonts.bold : this.fonts.regular, 9, (widths[index] ?? 60) - 8));
      const height = Math.max(...wrapped.map((lines) => lines.length)) * 12 + 6;
      this.ensure(height + 2);
      const top = this.y + 10;
      if (bold) this.page.drawRectangle({ x: MARGIN, y: top - height, width: total, height, color: rgb(0.9, 0.92, 0.96) });
      let x = MARGIN;
      wrapped.forEach((lines, index) => {
        lines.forEach((line, lineIndex) => {
          this.page.drawText(line, { x: x + 4, y: this.y - lineIndex * 12, size: 9, font: bold ? this.fonts.bold : this.fonts.regular, color: rgb(0.1, 0.1, 0.12) });
        });
        x += widths[index] ?? 60;
      });
      this.page.drawLine({ start: { x: MARGIN, y: top - height }, end: { x: MARGIN + total, y: top - height }, thickness: 0.4, color: rgb(0.7, 0.7, 0.75) });
      this.y -= height;
    };
    drawRow(table.columns, true);
    for (const row of table.rows) drawRow(row, false);
    this.y -= 8;
  }
}

/** Adds /Outlines to the catalog; pdf-lib has no high-level API for bookmarks. */
function addOutline(doc: PDFDocument, entries: OutlineEntry[]): void {
  const context = doc.context;
  const rootRef = context.nextRef();
  interface Node { entry: OutlineEntry; ref: PDFRef; children: Node[] }
  const chapters: Node[] = [];
  for (const entry of entries) {
    const node: Node = { entry, ref: context.nextRef(), children: [] };
    const parent = chapters[chapters.length - 1];
    if (entry.level === 2 && parent) parent.children.push(node);
    else chapters.push(node);
  }
  const writeLevel = (nodes: Node[], parentRef: PDFRef): void => {
    nodes.forEach((node, index) => {
      const destination = PDFArray.withContext(context);
      destination.push(node.entry.page);
      destination.push(PDFName.of("XYZ"));
      destination.push(PDFNumber.of(MARGIN));
      destination.push(PDFNumber.of(Math.round(node.entry.top + 20)));
      destination.push(PDFNull);
      const fields: Record<string, unknown> = {
        Title: PDFHexString.fromText(node.entry.title),
        Parent: parentRef,
        Dest: destination,
      };
      const previous = nodes[index - 1];
      const next = nodes[index + 1];
      if (previous) fields.Prev = previous.ref;
      if (next) fields.Next = next.ref;
      const first = node.children[0];
      const last = node.children[node.children.length - 1];
      if (first && last) {
        fields.First = first.ref;
        fields.Last = last.ref;
        // A positive count shows the chapter expanded.
        fields.Count = PDFNumber.of(node.children.length);
      }
      context.assign(node.ref, context.obj(fields as Parameters<typeof context.obj>[0]));
      writeLevel(node.children, node.ref);
    });
  };
  writeLevel(chapters, rootRef);
  const firstChapter = chapters[0];
  const lastChapter = chapters[chapters.length - 1];
  if (!firstChapter || !lastChapter) return;
  const visible = chapters.length + chapters.reduce((count, chapter) => count + chapter.children.length, 0);
  context.assign(rootRef, context.obj({ Type: "Outlines", First: firstChapter.ref, Last: lastChapter.ref, Count: PDFNumber.of(visible) }));
  doc.catalog.set(PDFName.of("Outlines"), rootRef);
  doc.catalog.set(PDFName.of("PageMode"), PDFName.of("UseOutlines"));
}

export async function renderPdf(spec: PdfSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(plain(spec.title), { showInWindowTitleBar: true });
  doc.setSubject(plain(spec.subject));
  doc.setAuthor(plain(spec.author));
  doc.setKeywords(spec.keywords.map(plain));
  doc.setCreator("content/scripts/generate.ts");
  doc.setProducer("pdf-lib");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  doc.setLanguage("en");
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const layout = new Layout(doc, fonts, spec.letterhead);
  const outline: OutlineEntry[] = [];

  for (const line of wrap(spec.title, fonts.bold, 16, PAGE_WIDTH - 2 * MARGIN)) layout.text(line, { size: 16, bold: true });
  layout.y -= 6;
  spec.sections.forEach((section, index) => {
    if (section.newPage && index > 0) layout.newPage();
    if (section.heading) {
      layout.ensure(60);
      const level = section.level ?? 1;
      outline.push({ title: plain(section.heading), level, page: layout.page.ref, top: layout.y });
      layout.text(plain(section.heading), { size: level === 1 ? 13 : 11.5, bold: true, colour: [0.05, 0.2, 0.4] });
    }
    for (const paragraph of section.paragraphs ?? []) layout.paragraph(paragraph);
    for (const bullet of section.bullets ?? []) layout.paragraph(bullet, 8, "- ");
    if (section.table) layout.table(section.table);
    layout.y -= 6;
  });

  layout.pages.forEach((page, index) => {
    page.drawText(`Page ${index + 1} of ${layout.pages.length}`, { x: PAGE_WIDTH - MARGIN - 60, y: 30, size: 8.5, font: fonts.regular, color: rgb(0.35, 0.35, 0.4) });
  });
  if (spec.outline) addOutline(doc, outline);
  if (spec.attachment) {
    await doc.attach(spec.attachment.bytes, spec.attachment.name, {
      mimeType: spec.attachment.mimeType,
      description: spec.attachment.description,
      creationDate: FIXED_DATE,
      modificationDate: FIXED_DATE,
    });
  }
  return doc.save({ useObjectStreams: false });
}
