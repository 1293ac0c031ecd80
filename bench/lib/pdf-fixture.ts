/** The viewer figures' document: many pages, each with a heading and a page of real text. */
import { PDFDocument, StandardFonts } from "pdf-lib";

const line =
  "The Board of Studies reviewed the curriculum structure, the electives and the laboratory plan for the year.";

export async function generatePdf(pageCount: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Benchmark document, ${pageCount} pages`);
  const font = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  for (let number = 1; number <= pageCount; number += 1) {
    const page = document.addPage([595, 842]);
    page.drawText(`Page ${number}`, { x: 50, y: 780, size: 24, font: bold });
    for (let row = 0; row < 45; row += 1) {
      page.drawText(`${row + 1}. ${line}`, { x: 50, y: 740 - row * 15, size: 9, font });
    }
  }
  return document.save();
}
