import { PREVIEW_API_BASE_META } from "@dept/contract";

/**
 * The preview of a draft (served by the editor) names its own API address in the document; the
 * app then reads every answer, file and image from there (docs/architecture.md section 3).
 */
const previewBase =
  typeof document === "undefined"
    ? null
    : document.querySelector(`meta[name="${PREVIEW_API_BASE_META}"]`)?.getAttribute("content");

/** Base URL of the API (docs/architecture.md section 3); empty: the site's own origin. */
export const API_BASE = (previewBase ?? import.meta.env.API_BASE ?? "").replace(/\/+$/, "");
/** A preview of a draft for staff, not a visit. */
export const IS_PREVIEW = Boolean(previewBase);
