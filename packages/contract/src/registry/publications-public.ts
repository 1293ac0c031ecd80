/**
 * The faculty publications collection as visitors meet it (issue 25): its department page, its API
 * endpoints and its pack file. Plain data, apart from ./publications.ts (the editor's form on the
 * classic zod pack schema), so the public site imports it without carrying either.
 */
export const publicationsCollection = {
  title: "Publications",
  /** JSON, filtered by `faculty`, `year` and `type` (publicationList). */
  api: "/api/publications",
  /** The BibTeX of one member's list (`?faculty=ID`), as a download. */
  bib: "/api/publications.bib",
  page: "/publications",
  description: "Publications of the department's faculty, filterable by year, type and faculty member.",
  /** Its file in a content pack (content/README.md). */
  file: "publications.yaml",
} as const;
