/**
 * The API route table (spec section 7) plus our additions (docs/architecture.md section 3); the
 * list endpoints come from the collection registry (registry/public.ts).
 */
import * as z from "zod/mini";
import { ENDPOINT_PATHS, EXTRA_PATHS } from "./api-paths.js";
import * as entity from "./entities.js";
import { searchResponse } from "./search.js";
import { site } from "./site.js";
import { listApiRoutes } from "./registry/public-answers.js";
import { SECOND_LANGUAGES } from "./languages.js";
import { facultyId } from "./rules.js";

/**
 * The query parameter by which every public GET of content (the spec's table, `/api/site`, search)
 * answers in one of the site's languages: absent or `en` is English, as before languages existed;
 * a language the site does not have is a 400.
 */
export const LANGUAGE_QUERY_PARAMETER = "lang";
export const languageQuery = z.object({ [LANGUAGE_QUERY_PARAMETER]: z.optional(z.enum(["en", ...SECOND_LANGUAGES])) });

export const apiRoutes = {
  homepage: { path: ENDPOINT_PATHS.homepage, response: entity.homepage },
  facultyList: { path: ENDPOINT_PATHS.facultyList, response: entity.facultyList },
  facultyDetails: {
    path: ENDPOINT_PATHS.facultyDetails,
    query: z.object({ id: facultyId }),
    response: entity.facultyDetail,
  },
  ...listApiRoutes,
} as const;

export type ApiRouteName = keyof typeof apiRoutes;
export type ApiResponse<Name extends ApiRouteName> = z.infer<(typeof apiRoutes)[Name]["response"]>;

/** Additions of ours, outside the spec's table (./api-paths.ts says what each is). */
export const extraRoutes = {
  visitors: { path: EXTRA_PATHS.visitors, response: entity.visitors },
  site: { path: EXTRA_PATHS.site, response: site },
  search: { path: EXTRA_PATHS.search, response: searchResponse },
  files: { path: EXTRA_PATHS.files },
  images: { path: EXTRA_PATHS.images },
  openapi: { path: EXTRA_PATHS.openapi },
  health: { path: EXTRA_PATHS.health },
} as const;
