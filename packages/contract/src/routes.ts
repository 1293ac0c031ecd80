/**
 * The API route table (spec section 7) plus our additions (docs/architecture.md section 3); the
 * list endpoints come from the collection registry (registry/public.ts).
 */
import * as z from "zod/mini";
import * as entity from "./entities.js";
import { searchResponse } from "./search.js";
import { site } from "./site.js";
import { listApiRoutes } from "./registry/public.js";
import { SECOND_LANGUAGES } from "./languages.js";
import { facultyId } from "./faculty-id.js";

/**
 * The query parameter by which every public GET of content (the spec's table, `/api/site`, search)
 * answers in one of the site's languages: absent or `en` is English, as before languages existed;
 * a language the site does not have is a 400.
 */
export const LANGUAGE_QUERY_PARAMETER = "lang";
export const languageQuery = z.object({ [LANGUAGE_QUERY_PARAMETER]: z.optional(z.enum(["en", ...SECOND_LANGUAGES])) });

export { facultyId } from "./faculty-id.js";

export const apiRoutes = {
  homepage: { path: "/endpoints/homepage", response: entity.homepage },
  facultyList: { path: "/endpoints/faculty_list", response: entity.facultyList },
  facultyDetails: {
    path: "/endpoints/faculty_details",
    query: z.object({ id: facultyId }),
    response: entity.facultyDetail,
  },
  ...listApiRoutes,
} as const;

export type ApiRouteName = keyof typeof apiRoutes;
export type ApiResponse<Name extends ApiRouteName> = z.infer<(typeof apiRoutes)[Name]["response"]>;

/** Additions of ours, outside the spec's table. */
export const extraRoutes = {
  visitors: { path: "/api/visitors", response: entity.visitors },
  /** The static site content as served (site.yaml with image and file URLs). */
  site: { path: "/api/site", response: site },
  /** Site search: `q` (1 to 200 characters), `limit` (1 to 50, default 10), `offset`, `lang` (that language's index only; English without it). */
  search: { path: "/api/search", response: searchResponse },
  files: { path: "/api/files/*" },
  images: { path: "/api/images/*" },
  openapi: { path: "/api/openapi.json" },
  health: { path: "/healthz" },
} as const;
