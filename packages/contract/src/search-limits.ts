/** Site search's query limits and result kinds (no zod: the site's search form imports these at start). */

/** Longest query accepted, in characters; results per request by default and at most. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_DEFAULT_LIMIT = 10;
export const SEARCH_MAX_LIMIT = 50;

export const searchKinds = ["page", "faculty", "notice", "event", "document", "achievement", "publication"] as const;
export type SearchKind = (typeof searchKinds)[number];
