/** Base URL of the API (docs/architecture.md section 3); empty: the site's own origin. */
export const API_BASE = (import.meta.env.API_BASE ?? "").replace(/\/+$/, "");
