/**
 * Site search (GET /api/search?q=…&lang=…): the answer's shape (the query's limits are in
 * ./search-limits.ts). Each site language has its own index; one answer never mixes them.
 */
import * as z from "zod/mini";
import { searchKinds } from "./search-limits.js";

/** A piece of the snippet: plain text, `mark` when it is a matched word. Never markup. */
export const snippetPart = z.object({ text: z.string(), mark: z.optional(z.literal(true)) });

export const searchResult = z.object({
  kind: z.enum(searchKinds),
  title: z.string(),
  /**
   * "en" when the title is English in an answer of another language (`?lang=hi`): a translation
   * it lacks (the English shown in its place) or a text never translated (a publication's title).
   * The site marks it `lang="en"`. Absent in English answers.
   */
  lang: z.optional(z.literal("en")),
  /**
   * Where the result opens: a page of the site (its path with its query: `/faculty/3`,
   * `/BOS?doc=KEY&page=N`, `/academics/syllabus`), or a file's path on the API (`/api/files/…`,
   * after API_BASE) to open at `page`.
   */
  route: z.optional(z.string()),
  file: z.optional(z.string()),
  /** For a PDF: the page of the first match (1 is the first page). */
  page: z.optional(z.int()),
  /** False for a PDF without a text layer: only its title was searched. */
  textLayer: z.optional(z.boolean()),
  snippet: z.array(snippetPart),
});

export const searchResponse = z.object({
  query: z.string(),
  total: z.int(),
  offset: z.int(),
  limit: z.int(),
  results: z.array(searchResult),
});

export type SnippetPart = z.infer<typeof snippetPart>;
export type SearchResult = z.infer<typeof searchResult>;
export type SearchResponse = z.infer<typeof searchResponse>;
