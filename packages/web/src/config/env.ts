/** Base URL of the API (DESIGN.md section 3); empty: the site's own origin. */
export const API_BASE = (import.meta.env.API_BASE ?? "").replace(/\/+$/, "");
