/** What the server's thread and the PDF text worker agree on: the messages and the reading limits. */

/** Pages read per PDF, and characters kept per page: enough for search, bounded for a huge file. */
export const MAX_PDF_PAGES = 500;
export const MAX_PAGE_TEXT = 20_000;

export interface PdfTextRequest {
  id: number;
  bytes: Uint8Array;
}

export interface PdfTextAnswer {
  id: number;
  pages: string[] | undefined;
}
