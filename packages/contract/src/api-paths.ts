/**
 * The API's paths without their answer schemas (those are in ./routes.ts). No zod here: the public
 * site asks its first questions with these, and loads the schemas once an answer is to be checked.
 */
import { publicCollections, type ListCollection } from "./registry/public.js";

/** The spec's endpoints that are not lists (spec section 7); the list endpoints are each collection's `api`. */
export const ENDPOINT_PATHS = {
  homepage: "/endpoints/homepage",
  facultyList: "/endpoints/faculty_list",
  facultyDetails: "/endpoints/faculty_details",
} as const;

/** Additions of ours, outside the spec's table. */
export const EXTRA_PATHS = {
  visitors: "/api/visitors",
  /** The static site content as served (site.yaml with image and file URLs). */
  site: "/api/site",
  /** Site search: `q` (1 to 200 characters), `limit` (1 to 50, default 10), `offset`, `lang` (that language's index only; English without it). */
  search: "/api/search",
  files: "/api/files/*",
  images: "/api/images/*",
  openapi: "/api/openapi.json",
  health: "/healthz",
} as const;

/** The path of a route of the public table (`apiRoutes`): an endpoint's, or a list collection's. */
export const apiPath = (name: keyof typeof ENDPOINT_PATHS | ListCollection): string =>
  name in ENDPOINT_PATHS
    ? ENDPOINT_PATHS[name as keyof typeof ENDPOINT_PATHS]
    : publicCollections[name as ListCollection].api;
