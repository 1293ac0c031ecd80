/** The text of every PDF the search entries name: stored by content hash, read with pdf.js once. */
import type { Kysely } from "kysely";
import { savePdfText, storedPdfTexts } from "../db/search-repository.js";
import type { Database } from "../db/schema.js";
import { pdfPageTexts } from "../search/pdf-text.js";
import type { PdfTexts, SearchEntry } from "../search/search-documents.js";

export async function readPdfTexts(db: Kysely<Database>, entries: SearchEntry[], bytesOf: (hash: string) => Uint8Array | undefined): Promise<PdfTexts> {
  const hashes = [...new Set(entries.flatMap((entry) => (entry.pdf ? [entry.pdf.hash] : [])))];
  const texts = await storedPdfTexts(db, hashes);
  for (const hash of hashes) {
    if (texts.has(hash)) continue;
    const bytes = bytesOf(hash);
    if (!bytes) continue;
    const pages = (await pdfPageTexts(bytes)) ?? null;
    await savePdfText(db, hash, pages);
    texts.set(hash, pages);
  }
  return texts;
}
